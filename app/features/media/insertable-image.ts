import type { Locale } from "~/i18n/locales";
import { dimensionsFromKey, uploadKeyOf, variantUrl } from "~/platform/images/image-url";
import { altTextIn } from "./alt-texts";
import type { MediaImage } from "./types";

/** An <img> an article's text gets from the library: its address and intrinsic size. */
export type InsertableImage = { src: string; width: number | null; height: number | null };

/**
 * What the article editor inserts for a library image: its largest WebP copy
 * (the library makes one per upload, at most 1920 px wide) with that copy's size,
 * or the original when it has none. Either is a path of the library (/uploads/…).
 */
export function insertableImage(
  image: Pick<MediaImage, "url" | "width" | "height" | "variantWidths">,
): InsertableImage {
  const size =
    image.width && image.height
      ? { width: image.width, height: image.height }
      : dimensionsFromKey(uploadKeyOf(image.url) ?? "");
  const widest = image.variantWidths.at(-1);
  if (!size) return { src: image.url, width: null, height: null };
  if (!widest) return { src: image.url, ...size };
  return {
    src: variantUrl(image.url, widest),
    width: widest,
    height: Math.max(1, Math.round((size.height * widest) / size.width)),
  };
}

/**
 * The library's alt text of an image in an article's language, "" when it has none there
 * (no fallback to English: the editor is asked for a text in the article's language).
 */
export function libraryAltText(image: Pick<MediaImage, "altTexts">, locale: Locale): string {
  return altTextIn(image.altTexts, locale);
}
