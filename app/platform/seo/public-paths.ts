/**
 * Every public page of the site, as written in app/routes.ts, without the
 * language prefix (Portuguese is the same path under /pt). The sitemap, the
 * SEO browser tests and the benchmark scripts read this one list;
 * public-paths.test.ts fails when a page is registered in app/routes.ts but
 * missing here, or the other way round.
 */

/** Pages without a parameter. */
export const staticPublicPaths = [
  "/",
  "/about",
  "/team",
  "/services",
  "/membership",
  "/membership-application",
  "/foundation",
  "/health-tips",
  "/insurance",
  "/lab-tests",
  "/partners",
  "/schedule-visit",
  "/contact",
  "/privacy",
  "/terms",
  "/nondiscrimination",
  "/language-assistance",
  "/notice-of-privacy-practices",
  "/accessibility",
] as const;

export type StaticPublicPath = (typeof staticPublicPaths)[number];

/**
 * Pages with a parameter, and where the sitemap takes their values from: the
 * service pages of app/features/services/services.ts, the active team members and the
 * published articles (each in its own language only).
 */
export const dynamicPublicRoutes = ["/team/:id", "/services/:id", "/health-tips/:slug"] as const;
