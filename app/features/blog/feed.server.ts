import { getClinicSettings } from "~/features/site-content/index.server";
import { languageTags, type Locale } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import type { Database } from "~/platform/db/client.server";
import { latestDate, type RssChannel } from "~/platform/seo/xml-feeds";
import { categoryDisplayLabel } from "./categories";
import { blogFeedPath, blogPath, postPath } from "./paths";
import { listPublishedPostsForSyndication } from "./posts.server";

/** A feed holds the newest articles only: readers fetch it often, and it stays small. */
export const RSS_ITEMS = 50;

/** The RSS feed of the newest published health tips written in one language. */
export async function blogRssChannel(
  db: Database,
  origin: string,
  locale: Locale,
): Promise<RssChannel> {
  const [posts, clinic] = await Promise.all([
    listPublishedPostsForSyndication(db, locale, RSS_ITEMS),
    getClinicSettings(db),
  ]);
  const { common, blog } = getMessages(locale);
  const page = common.pages.blog;
  return {
    title: `${page.title} | ${clinic.name}`,
    link: `${origin}${blogPath(locale)}`,
    selfLink: `${origin}${blogFeedPath(locale)}`,
    description: page.description,
    language: languageTags[locale].toLowerCase(),
    lastBuildDate: latestDate(posts.map((post) => post.updatedAt)),
    items: posts.map((post) => ({
      title: post.title,
      link: `${origin}${postPath(post.slug, locale)}`,
      description: post.excerpt,
      pubDate: post.publishedAt,
      category: categoryDisplayLabel(post.category, blog.categories),
      author: post.author,
    })),
  };
}
