import { PageSection } from "~/ui/page-section";

/** The numbered steps to start using partner discounts, as an ordered list. */
export function HowItWorks({
  heading,
  subtitle,
  steps,
}: {
  heading: string;
  subtitle: string;
  steps: readonly { title: string; text: string }[];
}) {
  return (
    <PageSection
      labelledBy="how-it-works"
      className="bg-brand-50 py-16 sm:py-20"
      heading={{ title: heading, subtitle }}
    >
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
