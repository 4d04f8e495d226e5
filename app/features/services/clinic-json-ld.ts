import type { ServiceDetailId } from "~/features/services/services";
import { languageTags, locales } from "~/i18n/locales";
import type { SiteData } from "~/platform/site-data";
import { logoImagePath, shareImages, type SeoSite } from "~/platform/seo/meta";
import {
  breadcrumbListJsonLd,
  clinicSpecialties,
  medicalClinicJsonLd,
  type ClinicService,
} from "~/platform/seo/json-ld";

/*
 * Structured data of the site's pages, built from the root loader's data
 * (clinic settings with editors' overrides, layout texts) inside a route's
 * meta export: seoMeta(..., { jsonLd: (site) => [clinicJsonLd(site)] }).
 * Kept apart from app/platform/seo/meta.ts so only the pages that use it load it.
 */

/** The layout's service names (root loader) → the service pages they stand for. */
const serviceNameKeys = {
  membership: "membership",
  checkup: "checkup",
  physicalEvaluation: "physical-evaluation",
  consultation: "consultation",
  weightLoss: "weight-loss",
} as const satisfies Record<keyof SiteData["layout"]["services"], ServiceDetailId>;

const serviceKinds: Record<ServiceDetailId, ClinicService["kind"]> = {
  membership: "offer",
  checkup: "procedure",
  "physical-evaluation": "procedure",
  consultation: "procedure",
  "weight-loss": "therapy",
};

/**
 * MedicalClinic from the clinic settings (editors' overrides included) and the layout's
 * texts; the membership's Offer carries its price when the page's loader read it
 * (getMembershipPriceCents).
 */
export function clinicJsonLd(
  site: SeoSite,
  { membershipPriceCents = null }: { membershipPriceCents?: number | null } = {},
) {
  const { root } = site;
  return medicalClinicJsonLd({
    clinic: root.clinic,
    // One clinic, one identity: the same @id and url on the pages of every language.
    id: `${root.siteUrl}/#clinic`,
    url: `${root.siteUrl}/`,
    description: root.layout.footer.about,
    image: site.absolute(shareImages[site.locale].path),
    logo: site.absolute(logoImagePath),
    services: Object.entries(serviceNameKeys).map(([key, id]) => ({
      name: root.layout.services[key as keyof typeof serviceNameKeys],
      url: site.url(`/services/${id}`),
      kind: serviceKinds[id],
      ...(id === "membership" ? { priceCents: membershipPriceCents } : {}),
    })),
    languages: locales.map((locale) => languageTags[locale]),
    specialties: clinicSpecialties,
    closures: root.upcomingClosures,
  });
}

/** BreadcrumbList: home, then each parent [name, unprefixed path], then the page itself. */
export function breadcrumbsJsonLd(
  site: SeoSite,
  parents: ReadonlyArray<readonly [name: string, path: string]>,
  current: string,
) {
  return breadcrumbListJsonLd([
    { name: site.root.layout.nav.home, url: site.url("/") },
    ...parents.map(([name, path]) => ({ name, url: site.url(path) })),
    { name: current, url: site.canonical },
  ]);
}
