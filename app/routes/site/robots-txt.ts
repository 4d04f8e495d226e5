import { siteOrigin } from "~/platform/env.server";
import { FEED_CACHE_CONTROL } from "~/platform/seo/xml-feeds";

/** /robots.txt: everything public may be crawled; the staff portal and the API may not. */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    // The demo's stand-ins for the booking and signup services (app/features/demo).
    "Disallow: /demo/",
    "",
    `Sitemap: ${siteOrigin()}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": FEED_CACHE_CONTROL },
  });
}
