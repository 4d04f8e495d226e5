import { PageSection } from "~/ui/page-section";
import { partnersWithLogos } from "~/features/partners/partners";
import { PartnerLogo } from "./partner-card";

/**
 * The partners that have a logo, then '…and more to come.'
 * A partner whose logo is null is left out; the strip is driven by the data.
 */
export function LogoStrip({
  partners,
  heading,
  more,
}: {
  partners: readonly { id: string; name: string; logo: string | null }[];
  heading: string;
  more: string;
}) {
  const withLogos = partnersWithLogos(partners);
  return (
    <PageSection labelledBy="partner-logos" className="border-t border-slate-200 py-16 sm:py-20">
      <h2
        id="partner-logos"
        className="text-center text-sm font-semibold tracking-wider text-slate-600 uppercase"
      >
        {heading}
      </h2>
      <ul className="mt-8 grid grid-cols-2 items-start gap-x-4 gap-y-8 sm:flex sm:flex-wrap sm:justify-center sm:gap-x-12">
        {withLogos.map((partner) => (
          <li key={partner.id} className="flex flex-col items-center gap-2 text-center sm:w-40">
            <PartnerLogo src={partner.logo} className="h-auto w-full max-w-40" />
            <span className="text-sm font-medium text-slate-700">{partner.name}</span>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-lg text-slate-600 italic">{more}</p>
    </PageSection>
  );
}
