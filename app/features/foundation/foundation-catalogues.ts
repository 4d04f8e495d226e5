import type { LocalizedTexts } from "~/platform/localized-texts";

/**
 * The foundation's events and photo gallery as staff edit them (/admin/foundation-events,
 * /admin/foundation-gallery; the rows of foundation_events and foundation_gallery_images):
 * an event's date and each language's title, description and place; a photo's image and
 * each language's alt text and caption. Client-safe.
 */

export const eventTextLimits = { title: 160, description: 1_000, location: 200 } as const;
export const galleryTextLimits = { alt: 300, caption: 200 } as const;

export type EventTexts = { title: string; description: string; location: string };
export type EventTextsByLocale = LocalizedTexts<EventTexts>;
export type GalleryTexts = { alt: string; caption: string };
export type GalleryTextsByLocale = LocalizedTexts<GalleryTexts>;

export type EventInput = { date: string; active: boolean; texts: EventTextsByLocale };
export type GalleryImageInput = { imageUrl: string; active: boolean; texts: GalleryTextsByLocale };
