import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every public page exists twice: English at the spec's path and Brazilian
 * Portuguese under /pt (docs/decisions/002). The same module serves both; the
 * locale comes from the URL. Route ids for Portuguese are prefixed with "pt/".
 */
const publicPages: ReadonlyArray<readonly [path: string | null, file: string]> = [
  [null, "routes/site/home.tsx"],
  ["about", "routes/site/about.tsx"],
  ["team", "routes/site/team.tsx"],
  ["team/:id", "routes/site/team-member.tsx"],
  ["services", "routes/site/services.tsx"],
  ["services/:id", "routes/site/service-detail.tsx"],
  ["membership", "routes/site/membership.tsx"],
  ["membership-application", "routes/site/membership-application.tsx"],
  ["foundation", "routes/site/foundation.tsx"],
  ["health-tips", "routes/site/blog.tsx"],
  ["health-tips/:slug", "routes/site/blog-post.tsx"],
  ["insurance", "routes/site/insurance.tsx"],
  ["lab-tests", "routes/site/lab-tests.tsx"],
  ["partners", "routes/site/partners.tsx"],
  ["schedule-visit", "routes/site/schedule-visit.tsx"],
  ["contact", "routes/site/contact.tsx"],
  ["privacy", "routes/site/privacy.tsx"],
  ["terms", "routes/site/terms.tsx"],
  ["nondiscrimination", "routes/site/nondiscrimination.tsx"],
  ["language-assistance", "routes/site/language-assistance.tsx"],
  ["notice-of-privacy-practices", "routes/site/notice-of-privacy-practices.tsx"],
  ["accessibility", "routes/site/accessibility.tsx"],
  ["*", "routes/site/not-found.tsx"],
];

function pagesFor(idPrefix: string) {
  return publicPages.map(([path, file]) => {
    const id = `${idPrefix}${file.replace(/^routes\/site\//, "").replace(/\.tsx$/, "")}`;
    return path === null ? index(file, { id }) : route(path, file, { id });
  });
}

/**
 * The staff portal: English only. Every loader and action under /admin begins
 * with requireContentEditor or requireAdmin (app/features/auth/session.server.ts).
 */
const adminRoutes = [
  index("routes/admin/dashboard.tsx"),
  route("account", "routes/admin/account.tsx"),
  route("users", "routes/admin/users.tsx"),
  route("team", "routes/admin/team.tsx"),
  route("team/new", "routes/admin/team-edit.tsx", { id: "admin/team-new" }),
  route("team/:id", "routes/admin/team-edit.tsx", { id: "admin/team-edit" }),
  route("blog", "routes/admin/blog.tsx"),
  route("blog/new", "routes/admin/blog-edit.tsx", { id: "admin/blog-new" }),
  route("blog/:id", "routes/admin/blog-edit.tsx", { id: "admin/blog-edit" }),
  route("about-us", "routes/admin/about-us.tsx"),
  route("media", "routes/admin/media.tsx"),
  route("page-content", "routes/admin/page-content.tsx"),
  route("inbox", "routes/admin/inbox.tsx"),
  route("inbox/:kind/:id", "routes/admin/inbox-item.tsx"),
  route("lab-tests", "routes/admin/lab-tests.tsx"),
];

export default [
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  route("admin", "routes/admin/layout.tsx", adminRoutes),
  // Resource routes (no UI): uploads with progress, CSV exports. Guarded like the pages.
  route("admin/media/upload", "routes/admin/media-upload.ts"),
  route("admin/inbox/export/:kind", "routes/admin/inbox-export.ts"),
  route("admin/lab-tests/export", "routes/admin/lab-tests-export.ts"),
  // Public resource routes for crawlers and feed readers (app/platform/seo/). Static segments
  // outrank health-tips/:slug and the * catch-all, whatever the order here.
  route("sitemap.xml", "routes/site/sitemap-xml.ts"),
  route("robots.txt", "routes/site/robots-txt.ts"),
  route("health-tips/rss.xml", "routes/site/blog-rss.ts", { id: "health-tips-rss" }),
  route("pt/health-tips/rss.xml", "routes/site/blog-rss.ts", { id: "pt/health-tips-rss" }),
  layout("routes/site/layout.tsx", { id: "public" }, pagesFor("")),
  route("pt", "routes/site/layout.tsx", { id: "pt/public" }, pagesFor("pt/")),
] satisfies RouteConfig;
