import { sitemapPartPath, sitemapParts } from "~/features/sitemap/sitemap.server";
import { siteOrigin } from "~/platform/env.server";
import {
  feedHeaders,
  feedUnavailable,
  latestDate,
  renderSitemapIndex,
} from "~/platform/seo/xml-feeds";
import { logger } from "~/platform/logger.server";
import type { Route } from "./+types/sitemap-xml";

/**
 * /sitemap.xml: the sitemap index, naming its parts (/sitemaps/…xml) with the latest
 * change of each (app/features/sitemap/sitemap.server.ts).
 */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const parts = await sitemapParts(context.db);
    const origin = siteOrigin();
    const xml = renderSitemapIndex(
      parts.map((part) => ({
        loc: `${origin}${sitemapPartPath(part.name)}`,
        lastmod: part.lastmod,
      })),
    );
    const lastModified = latestDate(parts.map((part) => part.lastmod));
    return new Response(xml, {
      headers: feedHeaders("application/xml; charset=utf-8", lastModified),
    });
  } catch (error) {
    logger.error({ err: error }, "sitemap index could not be built");
    return feedUnavailable("The sitemap is unavailable right now.");
  }
}
