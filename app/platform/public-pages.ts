import { unlocalizedPathname } from "../i18n/locales";

/**
 * The public site's pages: each path (English; Portuguese is the same path under /pt)
 * and the route module that serves it. app/routes.ts builds the route table from this
 * list, and everything that needs the public paths (the sitemap, the browser tests,
 * the benchmarks) derives them from it, so a page added here is everywhere at once.
 * Plain data: the server reads it at run time, without the route tooling. `query`: the
 * query parameters the page reads (pageQuery below).
 */
export const publicPages = [
  { path: "/", file: "routes/site/home.tsx" },
  { path: "/about", file: "routes/site/about.tsx" },
  { path: "/team", file: "routes/site/team.tsx", query: ["page"] },
  { path: "/team/:id", file: "routes/site/team-member.tsx" },
  { path: "/services", file: "routes/site/services.tsx" },
  { path: "/services/:id", file: "routes/site/service-detail.tsx" },
  { path: "/membership", file: "routes/site/membership.tsx" },
  { path: "/membership-application", file: "routes/site/membership-application.tsx" },
  { path: "/foundation", file: "routes/site/foundation.tsx" },
  // ?untranslated=1: an article's language switch found no version in this language.
  {
    path: "/health-tips",
    file: "routes/site/blog.tsx",
    query: ["category", "page", "untranslated"],
  },
  { path: "/health-tips/:slug", file: "routes/site/blog-post.tsx" },
  { path: "/insurance", file: "routes/site/insurance.tsx" },
  // The search, its pages, and Buy Now before JavaScript (the checked tests).
  { path: "/lab-tests", file: "routes/site/lab-tests.tsx", query: ["q", "page", "order", "test"] },
  { path: "/partners", file: "routes/site/partners.tsx" },
  { path: "/schedule-visit", file: "routes/site/schedule-visit.tsx" },
  { path: "/contact", file: "routes/site/contact.tsx" },
  { path: "/privacy", file: "routes/site/privacy.tsx" },
  { path: "/terms", file: "routes/site/terms.tsx" },
  { path: "/nondiscrimination", file: "routes/site/nondiscrimination.tsx" },
  { path: "/language-assistance", file: "routes/site/language-assistance.tsx" },
  { path: "/notice-of-privacy-practices", file: "routes/site/notice-of-privacy-practices.tsx" },
  { path: "/accessibility", file: "routes/site/accessibility.tsx" },
  // Any other path: the 404 page, inside the layout.
  { path: "*", file: "routes/site/not-found.tsx" },
] as const;

/**
 * Pages reached only from a link in an e-mail (the newsletter's confirmation and
 * unsubscribe links, app/features/inbox/newsletter.server.ts): public pages in both
 * languages like the others, but never in the sitemap, never indexed or cached (each
 * answer depends on its link's token), and not among the pages every browser test visits.
 */
export const NEWSLETTER_CONFIRM_PATH = "/health-tips/newsletter/confirm";
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/health-tips/newsletter/unsubscribe";
export const emailLinkPages = [
  { path: NEWSLETTER_CONFIRM_PATH, file: "routes/site/newsletter-confirm.tsx", query: ["token"] },
  {
    path: NEWSLETTER_UNSUBSCRIBE_PATH,
    file: "routes/site/newsletter-unsubscribe.tsx",
    query: ["token"],
  },
] as const;

type PublicPath = (typeof publicPages)[number]["path"];

/** Pages without a parameter. */
export type StaticPublicPath = Exclude<PublicPath, `${string}:${string}` | "*">;
export const staticPublicPaths = publicPages
  .map((page) => page.path)
  .filter((path): path is StaticPublicPath => !/[:*]/.test(path));

/**
 * Pages with a parameter. The sitemap takes their values from the service pages,
 * the active team members and the published articles (each in its own language).
 */
export const dynamicPublicRoutes = publicPages
  .map((page) => page.path)
  .filter((path) => path.includes(":"));

/** Read on every page: a preview link's token, and React Router's data request parameters. */
const QUERY_ON_EVERY_PAGE = ["preview", "_routes", "index"];

const queryByPath = new Map<string, readonly string[]>(
  [...publicPages, ...emailLinkPages].map((page) => [
    page.path,
    "query" in page ? [...QUERY_ON_EVERY_PAGE, ...page.query] : QUERY_ON_EVERY_PAGE,
  ]),
);

/**
 * The part of a listed page's query string the page reads ("?q=flu"), in its order, or
 * "": any other parameter (a campaign's utm_source, a cache-buster) changes nothing on
 * the page, so the page cache keys and renders the page without it
 * (server/public-page-cache.ts) and the language switcher does not carry it.
 */
export function pageQuery(pathname: string, search: string): string {
  if (search === "" || search === "?") return "";
  const read = queryByPath.get(unlocalizedPathname(pathname.replace(/\.data$/, "")));
  // Not a page of this list (a team member, an article, React Router's /__manifest):
  // its query is kept whole.
  if (!read) return search.startsWith("?") ? search : `?${search}`;
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (read.includes(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return query === "" ? "" : `?${query}`;
}
