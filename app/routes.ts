import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every public page exists twice: English at the spec's path and Brazilian
 * Portuguese under /pt (docs/decisions/002). The same module serves both; the
 * locale comes from the URL. Route ids for Portuguese are prefixed with "pt/".
 */
const publicPages: ReadonlyArray<readonly [path: string | null, file: string]> = [
  [null, "routes/home.tsx"],
  ["about", "routes/about.tsx"],
  ["team", "routes/team.tsx"],
  ["team/:id", "routes/team-member.tsx"],
  ["services", "routes/services.tsx"],
  ["services/:id", "routes/service-detail.tsx"],
  ["membership", "routes/membership.tsx"],
  ["membership-application", "routes/membership-application.tsx"],
  ["foundation", "routes/foundation.tsx"],
  ["health-tips", "routes/health-tips.tsx"],
  ["health-tips/:slug", "routes/health-tips-article.tsx"],
  ["insurance", "routes/insurance.tsx"],
  ["lab-tests", "routes/lab-tests.tsx"],
  ["partners", "routes/partners.tsx"],
  ["schedule-visit", "routes/schedule-visit.tsx"],
  ["contact", "routes/contact.tsx"],
  ["privacy", "routes/privacy.tsx"],
  ["terms", "routes/terms.tsx"],
  ["*", "routes/not-found.tsx"],
];

function pagesFor(idPrefix: string) {
  return publicPages.map(([path, file]) => {
    const id = `${idPrefix}${file.replace(/^routes\//, "").replace(/\.tsx$/, "")}`;
    return path === null ? index(file, { id }) : route(path, file, { id });
  });
}

/**
 * The staff portal: English only (issue 5). Every loader and action under
 * /admin begins with requireContentEditor or requireAdmin (app/auth/session.server.ts).
 * The content sections are placeholders until the content-management issue.
 */
const adminSections = [
  ["team", "team"],
  ["team/new", "team-new"],
  ["blog", "blog"],
  ["blog/new", "blog-new"],
  ["about-us", "about-us"],
  ["media", "media"],
  ["page-content", "page-content"],
] as const;

export default [
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("inbox", "routes/admin/inbox.tsx"),
    route("users", "routes/admin/users.tsx"),
    ...adminSections.map(([path, id]) =>
      route(path, "routes/admin/section.tsx", { id: `admin/${id}` }),
    ),
  ]),
  layout("routes/public-layout.tsx", { id: "public" }, pagesFor("")),
  route("pt", "routes/public-layout.tsx", { id: "pt/public" }, pagesFor("pt/")),
] satisfies RouteConfig;
