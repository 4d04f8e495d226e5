import type { Locale } from "~/i18n/locales";
import { defineListQuery, type ListQuery } from "~/platform/list-query";

/** An image of the media library, as pages and the upload route's JSON show it (client-safe). */
export type MediaImage = {
  id: string;
  /** The unique generated file name, e.g. "3f9a0c1b2d4e5f60-1600x1200.jpg". */
  filename: string;
  /** The name the file had when uploaded (older uploads: none), e.g. "dr-lima-portrait.jpg". */
  originalName: string | null;
  /** The public URL, /uploads/<key>. */
  url: string;
  /**
   * What the image shows, in each language that has a text (./alt-texts.ts): a page shows
   * the text of its own language, and an image without one there as decorative, never
   * the English text. No English text: the library flags it.
   */
  altTexts: Partial<Record<Locale, string>>;
  category: string | null;
  mimeType: string;
  /** Bytes stored (the re-encoded original, without its variants). */
  fileSize: number;
  width: number | null;
  height: number | null;
  /** Widths of the WebP variants, smallest first. */
  variantWidths: number[];
  /** ISO 8601. */
  uploadDate: string;
};

/** A place an image is used (app/features/media/image-usage.server.ts). */
export type ImageUse = {
  /** What kind of content, as staff call it: "Blog post", "Team member", … */
  kind: string;
  /** Which one: the post's title, the member's name, the section. */
  label: string;
  /** The portal page where it is edited. */
  href: string;
};

/** What the media library accepts, for the file picker's accept attribute and messages. */
export const ACCEPTED_IMAGE_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
] as const;

export const ACCEPTED_FORMATS_TEXT = "JPEG, PNG, WebP, GIF or AVIF";

/** The longest alt text and category an editor may save. */
export const ALT_TEXT_MAX_LENGTH = 300;
export const CATEGORY_MAX_LENGTH = 50;
/** Files one no-JavaScript upload form may carry (with JavaScript, each file is its own request). */
export const MAX_FILES_PER_FORM = 10;

/** Images a page of the media library (and of the picker) shows: twelve rows of four. */
export const MEDIA_PAGE_SIZE = 48;
/** Longest search of the library. */
export const MEDIA_SEARCH_MAX_LENGTH = 100;

/** The library's search, filters and sort in its URL (issue 27). */
export const mediaListQuery = defineListQuery({
  maxSearch: MEDIA_SEARCH_MAX_LENGTH,
  filters: {
    type: ["jpeg", "png", "webp", "gif", "avif"],
    alt: ["missing", "present"],
  },
  sorts: ["newest", "oldest", "name", "largest"],
});

export type MediaListQuery = ListQuery<
  (typeof mediaListQuery)["spec"]["filters"],
  (typeof mediaListQuery)["spec"]["sorts"]
>;

export const mediaSortLabels: Record<MediaListQuery["sort"], string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "File name A–Z",
  largest: "Largest first",
};

export const mediaTypeLabels: Record<NonNullable<MediaListQuery["filters"]["type"]>, string> = {
  jpeg: "JPEG",
  png: "PNG",
  webp: "WebP",
  gif: "GIF",
  avif: "AVIF",
};
