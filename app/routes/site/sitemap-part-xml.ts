import { sitemapPartEntries, sitemapPartName } from "~/features/sitemap/sitemap.server";
import { siteOrigin } from "~/platform/env.server";
import { feedHeaders, feedUnavailable, latestDate, renderSitemap } from "~/platform/seo/xml-feeds";
import { logger } from "~/platform/logger.server";
import type { Route } from "./+types/sitemap-part-xml";

/** /sitemaps/pages.xml, /sitemaps/team.xml, /sitemaps/health-tips-N.xml: one part of the sitemap. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const name = sitemapPartName(params.part);
  const notFound = () =>
    new Response("No such sitemap.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  if (!name) return notFound();
  try {
    const entries = await sitemapPartEntries(context.db, siteOrigin(), name);
    if (!entries) return notFound();
    const lastModified = latestDate(entries.map((entry) => entry.lastmod));
    return new Response(renderSitemap(entries), {
      headers: feedHeaders("application/xml; charset=utf-8", lastModified),
    });
  } catch (error) {
    logger.error({ err: error, part: name }, "sitemap part could not be built");
    return feedUnavailable("The sitemap is unavailable right now.");
  }
}
