import type { SiteData } from "~/platform/site-data";
import { BLOG_FEED_PATH } from "./paths";

/** The blog's RSS feed as a page advertises it (seoMeta's `feed`): named like the menu item. */
export function blogFeed(site: SiteData | undefined): { path: string; title: string } {
  return { path: BLOG_FEED_PATH, title: site?.layout.servicesMenu.healthTips ?? "" };
}
