import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
// Relative: the route tooling reads this file without the app's path aliases.
import { emailLinkPages, publicPages } from "./platform/public-pages";
import { localeDefinitions } from "./i18n/locales";

/**
 * Every public page exists once per language of app/i18n/locales.ts: English at its
 * path, each other language under its prefix (/pt, /es; docs/decisions/002). The same
 * module serves them all; the locale comes from the URL. Route ids are the module's
 * name, prefixed with the language's prefix ("pt/", "es/") for the other languages.
 */
function pagesFor(idPrefix: string) {
  return [...publicPages, ...emailLinkPages].map(({ path, file }) => {
    const id = `${idPrefix}${file.replace(/^routes\/site\//, "").replace(/\.tsx$/, "")}`;
    return path === "/"
      ? index(file, { id })
      : route(path.slice(path.startsWith("/") ? 1 : 0), file, { id });
  });
}

/** "/pt" → "pt/"; "" (English) → "". */
function idPrefixOf(prefix: string): string {
  return prefix ? `${prefix.slice(1)}/` : "";
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
  route("content", "routes/admin/page-content.tsx"),
  route("settings", "routes/admin/settings.tsx"),
  route("inbox", "routes/admin/inbox.tsx"),
  route("inbox/:kind/:id", "routes/admin/inbox-item.tsx"),
  route("lab-tests", "routes/admin/lab-tests.tsx"),
  route("membership-plans", "routes/admin/membership-plans.tsx"),
  route("membership-plans/new", "routes/admin/membership-plan-edit.tsx", {
    id: "admin/membership-plan-new",
  }),
  route("membership-plans/:id", "routes/admin/membership-plan-edit.tsx", {
    id: "admin/membership-plan-edit",
  }),
  route("insurers", "routes/admin/insurers.tsx"),
  route("insurers/new", "routes/admin/insurer-edit.tsx", { id: "admin/insurer-new" }),
  route("insurers/:id", "routes/admin/insurer-edit.tsx", { id: "admin/insurer-edit" }),
  route("partners", "routes/admin/partners.tsx"),
  route("partners/new", "routes/admin/partner-edit.tsx", { id: "admin/partner-new" }),
  route("partners/:id", "routes/admin/partner-edit.tsx", { id: "admin/partner-edit" }),
  route("testimonials", "routes/admin/testimonials.tsx"),
  route("testimonials/new", "routes/admin/testimonial-edit.tsx", { id: "admin/testimonial-new" }),
  route("testimonials/:id", "routes/admin/testimonial-edit.tsx", { id: "admin/testimonial-edit" }),
  route("videos", "routes/admin/videos.tsx"),
  route("videos/new", "routes/admin/video-edit.tsx", { id: "admin/video-new" }),
  route("videos/:id", "routes/admin/video-edit.tsx", { id: "admin/video-edit" }),
  route("services", "routes/admin/services.tsx"),
  route("services/:id", "routes/admin/service-edit.tsx"),
  route("foundation-events", "routes/admin/foundation-events.tsx"),
  route("foundation-events/new", "routes/admin/foundation-event-edit.tsx", {
    id: "admin/foundation-event-new",
  }),
  route("foundation-events/:id", "routes/admin/foundation-event-edit.tsx", {
    id: "admin/foundation-event-edit",
  }),
  route("foundation-gallery", "routes/admin/foundation-gallery.tsx"),
  route("foundation-gallery/new", "routes/admin/foundation-gallery-edit.tsx", {
    id: "admin/foundation-gallery-new",
  }),
  route("foundation-gallery/:id", "routes/admin/foundation-gallery-edit.tsx", {
    id: "admin/foundation-gallery-edit",
  }),
  route("trash", "routes/admin/trash.tsx"),
  route("history/:kind/:id", "routes/admin/history.tsx"),
];

export default [
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  // A signed-in account without a role: it exists, and waits for an admin to give it one.
  route("admin/waiting", "routes/admin/waiting.tsx"),
  // Where the e-mailed verification link lands: "E-mail verified", or why not and a new link.
  route("admin/email-verified", "routes/admin/email-verified.tsx"),
  // "Forgot password?": the request, and the page the e-mailed link opens.
  route("admin/forgot-password", "routes/admin/forgot-password.tsx"),
  route("admin/reset-password", "routes/admin/reset-password.tsx"),
  // The link of an invitation e-mail: a name and a password, and the account exists.
  route("admin/accept-invitation", "routes/admin/accept-invitation.tsx"),
  // Signing in again from a page whose save met an ended session (JSON, for fetch).
  route("admin/sign-in-again", "routes/admin/sign-in-again.ts"),
  // The content section's earlier address (bookmarks, forms opened before the move).
  route("admin/page-content", "routes/admin/page-content-moved.ts"),
  route("admin", "routes/admin/layout.tsx", adminRoutes),
  // Resource routes (no UI): uploads with progress, CSV exports. Guarded like the pages.
  route("admin/media/upload", "routes/admin/media-upload.ts"),
  route("admin/team/preview", "routes/admin/team-preview.ts"),
  route("admin/blog/preview", "routes/admin/blog-preview.ts"),
  route("admin/about-us/preview", "routes/admin/about-us-preview.ts"),
  route("admin/page-content/preview", "routes/admin/page-content-preview.ts"),
  route("admin/blog/autosave", "routes/admin/blog-autosave.ts"),
  route("admin/presence", "routes/admin/presence.ts"),
  route("admin/inbox/export/:kind", "routes/admin/inbox-export.ts"),
  route("admin/lab-tests/export", "routes/admin/lab-tests-export.ts"),
  // Public resource routes for crawlers and feed readers (app/platform/seo/). Static segments
  // outrank health-tips/:slug and the * catch-all, whatever the order here.
  route("sitemap.xml", "routes/site/sitemap-xml.ts"),
  route("sitemaps/:part", "routes/site/sitemap-part-xml.ts"),
  route("robots.txt", "routes/site/robots-txt.ts"),
  // One feed per language: /health-tips/rss.xml, /pt/health-tips/rss.xml, …
  ...localeDefinitions.map(({ prefix }) =>
    route(`${prefix.slice(1)}${prefix ? "/" : ""}health-tips/rss.xml`, "routes/site/blog-rss.ts", {
      id: `${idPrefixOf(prefix)}health-tips-rss`,
    }),
  ),
  // The demo's stand-ins for the booking and signup services (clinic.ts's defaults).
  route("demo/booking", "routes/site/demo-stand-in.ts", { id: "demo-booking" }),
  route("demo/membership-signup", "routes/site/demo-stand-in.ts", { id: "demo-signup" }),
  // The public pages: English at the root, then each other language under its prefix.
  ...localeDefinitions.map(({ prefix }) =>
    prefix
      ? route(
          prefix.slice(1),
          "routes/site/layout.tsx",
          { id: `${idPrefixOf(prefix)}public` },
          pagesFor(idPrefixOf(prefix)),
        )
      : layout("routes/site/layout.tsx", { id: "public" }, pagesFor("")),
  ),
] satisfies RouteConfig;
