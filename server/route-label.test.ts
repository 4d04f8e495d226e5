import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { createRouteLabeler, UNMATCHED, type ManifestRoute } from "./route-label";

/** A manifest shaped like the build's (app/routes.ts): a flat list naming parents. */
const routes: Record<string, ManifestRoute> = Object.fromEntries(
  [
    { id: "root", path: "" },
    { id: "routes/admin/layout", parentId: "root", path: "admin" },
    { id: "routes/admin/dashboard", parentId: "routes/admin/layout", index: true },
    { id: "admin/blog-edit", parentId: "routes/admin/layout", path: "blog/:id" },
    { id: "admin/blog-new", parentId: "routes/admin/layout", path: "blog/new" },
    { id: "routes/admin/inbox-item", parentId: "routes/admin/layout", path: "inbox/:kind/:id" },
    { id: "routes/site/sitemap-xml", parentId: "root", path: "sitemap.xml" },
    { id: "health-tips-rss", parentId: "root", path: "health-tips/rss.xml" },
    { id: "public", parentId: "root" },
    { id: "home", parentId: "public", index: true },
    { id: "team", parentId: "public", path: "team" },
    { id: "team-member", parentId: "public", path: "team/:id" },
    { id: "blog-post", parentId: "public", path: "health-tips/:slug" },
    { id: "not-found", parentId: "public", path: "*" },
    { id: "pt/public", parentId: "root", path: "pt" },
    { id: "pt/home", parentId: "pt/public", index: true },
    { id: "pt/blog-post", parentId: "pt/public", path: "health-tips/:slug" },
    { id: "pt/not-found", parentId: "pt/public", path: "*" },
  ].map((route) => [route.id, route]),
);

describe("the route label of a request", () => {
  const label = createRouteLabeler(routes);

  it("is the matched route's pattern, never the path's ids, slugs or query", () => {
    expect(label("/")).toBe("/");
    expect(label("/team")).toBe("/team");
    expect(label("/health-tips/flu-season?utm_source=mail")).toBe("/health-tips/:slug");
    expect(label("/pt/health-tips/gripe")).toBe("/pt/health-tips/:slug");
    expect(label("/pt")).toBe("/pt");
    expect(label("/admin")).toBe("/admin");
    expect(label("/admin/blog/new")).toBe("/admin/blog/new");
    expect(label("/admin/blog/0b6f0c3e-1111-4e2a-9c55-93a1d2a1b0c4")).toBe("/admin/blog/:id");
    expect(label("/admin/inbox/contact/42")).toBe("/admin/inbox/:kind/:id");
    expect(label("/sitemap.xml")).toBe("/sitemap.xml");
  });

  it("gives a loader data request its page's label", () => {
    expect(label("/team.data")).toBe("/team");
    expect(label("/_root.data")).toBe("/");
    expect(label("/pt/health-tips/gripe.data?_routes=pt%2Fblog-post")).toBe(
      "/pt/health-tips/:slug",
    );
  });

  it("puts every unknown path under the catch-all route's pattern", () => {
    expect(label("/wp-login.php")).toBe("/*");
    expect(label("/pt/no/such/page")).toBe("/pt/*");
    expect(label("/../../etc/passwd")).toBe("/*");
  });

  it("has one fixed label for each thing the server answers before React Router", () => {
    expect(label("/assets/entry.client-Abc123.js")).toBe("/assets/*");
    expect(label("/images/generated/hero-640.avif")).toBe("/images/*");
    expect(label("/uploads/about-us/5f0c.webp")).toBe("/uploads/*");
    expect(label("/api/auth/sign-in/email")).toBe("/api/auth/*");
    expect(label("/healthz")).toBe("/healthz");
    expect(label("/readyz")).toBe("/readyz");
    expect(label("/metrics")).toBe("/metrics");
  });

  it("picks the route React Router picks", () => {
    // The manifest as nested routes, each carrying its full pattern.
    const tree = (parentId: string | undefined, parent: string): RouteObject[] =>
      Object.values(routes)
        .filter((route) => route.parentId === parentId)
        .map((route) => {
          const pattern = route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
          return route.index
            ? { id: route.id, index: true, handle: pattern }
            : {
                id: route.id,
                path: route.path,
                handle: pattern,
                children: tree(route.id, pattern),
              };
        });
    const routerTable = tree(undefined, "/");
    const paths = [
      "/",
      "/team",
      "/team/",
      "/TEAM",
      "/team/7",
      "/team/7/extra",
      "/health-tips",
      "/health-tips/rss.xml",
      "/health-tips/a-post",
      "/pt",
      "/pt/",
      "/pt/team",
      "/pt/health-tips/x",
      "/admin",
      "/admin/",
      "/admin/blog",
      "/admin/blog/new",
      "/admin/blog/9",
      "/admin/inbox/contact",
      "/admin/inbox/contact/3",
      "/sitemap.xml",
      "/sitemapxxml",
      "/x/y/z",
    ];
    for (const path of paths) {
      const matches = matchRoutes(routerTable, path);
      expect(label(path), path).toBe(matches?.at(-1)?.route.handle ?? UNMATCHED);
    }
  });

  it("says unmatched when the table has no catch-all", () => {
    const bare = createRouteLabeler({ root: { id: "root", path: "" } });
    expect(bare("/anything")).toBe(UNMATCHED);
  });

  it("keeps few labels however many distinct paths arrive", () => {
    const labels = new Set<string>();
    for (let n = 0; n < 5_000; n += 1) {
      labels.add(label(`/health-tips/post-${n}`));
      labels.add(label(`/random-${n}?q=${n}`));
    }
    expect([...labels].sort()).toEqual(["/*", "/health-tips/:slug"]);
  });
});
