import { FEED_CACHE_CONTROL, siteOrigin } from "~/features/sitemap/feeds.server";

/** /robots.txt: everything public may be crawled; the staff portal and the API may not. */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${siteOrigin()}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": FEED_CACHE_CONTROL },
  });
}
