import { ButtonLink } from "./button";
import { PageSection } from "./page-section";

/** The closing call to action of a page. */
export function CtaBand({
  title,
  text,
  button,
  to,
}: {
  title: string;
  text: string;
  button: string;
  to: string;
}) {
  return (
    <PageSection labelledBy="cta-title" className="lazy-render-120 py-16 sm:py-20">
      <div className="relative overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 text-center sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-16 size-56 rounded-full bg-brand-600/40"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-20 -left-10 size-48 rounded-full bg-brand-900/60"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-brand-100">{text}</p>
          <ButtonLink to={to} variant="inverse" size="lg" className="mt-8">
            {button}
          </ButtonLink>
        </div>
      </div>
    </PageSection>
  );
}
