import { sitemapEntries } from "~/features/sitemap/sitemap.server";
import { siteOrigin } from "~/platform/env.server";
import { FEED_CACHE_CONTROL, renderSitemap } from "~/platform/seo/xml-feeds";
import { logger } from "~/platform/logger.server";
import type { Route } from "./+types/sitemap-xml";

/** /sitemap.xml: every public URL in both languages with its alternates (app/features/sitemap/sitemap.server.ts). */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const xml = renderSitemap(await sitemapEntries(context.db, siteOrigin()));
    return new Response(xml, {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": FEED_CACHE_CONTROL,
      },
    });
  } catch (error) {
    // A crawler retries later; an incomplete sitemap would tell it pages were removed.
    logger.error({ err: error }, "sitemap could not be built");
    return new Response("The sitemap is unavailable right now.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "300" },
    });
  }
}
