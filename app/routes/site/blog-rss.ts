import { localeFromRequest } from "~/i18n/locales";
import { blogRssChannel } from "~/features/blog/feed.server";
import { siteOrigin } from "~/platform/env.server";
import { feedHeaders, feedUnavailable, renderRss } from "~/platform/seo/xml-feeds";
import { logger } from "~/platform/logger.server";
import type { Route } from "./+types/blog-rss";

/**
 * /health-tips/rss.xml and /pt/health-tips/rss.xml: RSS 2.0 feeds of the
 * published health tips written in the URL's language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  try {
    const channel = await blogRssChannel(context.db, siteOrigin(), locale);
    return new Response(renderRss(channel), {
      headers: feedHeaders("application/rss+xml; charset=utf-8", channel.lastBuildDate ?? null),
    });
  } catch (error) {
    logger.error({ err: error, locale }, "health tips feed could not be built");
    return feedUnavailable("The feed is unavailable right now.");
  }
}
