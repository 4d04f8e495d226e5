import type { SiteData } from "~/platform/site-data";

type LayoutMessages = SiteData["layout"];

/**
 * The site's navigation, in menu order: Home, About, Team, the Services menu,
 * Membership, Contact. Paths are English; localize with localizePath.
 */
export const mainLinks = [
  { to: "/", label: "home", end: true },
  { to: "/about", label: "about", end: false },
  { to: "/team", label: "team", end: false },
] as const satisfies ReadonlyArray<{
  to: string;
  label: keyof LayoutMessages["nav"];
  end: boolean;
}>;

export const servicesLinks = [
  { to: "/services", label: "allServices" },
  { to: "/schedule-visit", label: "scheduleVisit" },
  { to: "/lab-tests", label: "labTests" },
  { to: "/foundation", label: "foundation" },
  { to: "/health-tips", label: "healthTips" },
  { to: "/insurance", label: "insurance" },
  { to: "/partners", label: "partners" },
] as const satisfies ReadonlyArray<{ to: string; label: keyof LayoutMessages["servicesMenu"] }>;

export const membershipLink = { to: "/membership", label: "membership" } as const;
export const contactLink = { to: "/contact", label: "contact" } as const;

export const footerServiceLinks = [
  { to: "/services/membership", label: "membership" },
  { to: "/services/checkup", label: "checkup" },
  { to: "/services/physical-evaluation", label: "physicalEvaluation" },
  { to: "/services/consultation", label: "consultation" },
  { to: "/services/weight-loss", label: "weightLoss" },
] as const satisfies ReadonlyArray<{ to: string; label: keyof LayoutMessages["services"] }>;

/** True when an (unlocalized) pathname belongs to the Services menu. */
export function isInServicesSection(pathname: string): boolean {
  return servicesLinks.some(({ to }) => pathname === to || pathname.startsWith(`${to}/`));
}
