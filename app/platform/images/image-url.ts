/**
 * Uploaded images' public URLs and their resized variants (client-safe: no
 * server imports). An upload's storage key carries its pixel size,
 * "<random>-<width>x<height>.<ext>" (e.g. "about-us/3f9a…-1600x1200.jpg"), and
 * its WebP variants are "<key>.<width>.webp" for variantWidthsFor(width). So a
 * URL alone gives the srcset and the intrinsic size: public pages need no
 * database lookup to serve the right variant.
 */

/** Where the uploads are served (server/app.ts). */
export const UPLOADS_PATH = "/uploads";

/** The widths the variants are made at, below the original's width (never upscaled). */
export const VARIANT_WIDTHS: readonly number[] = [320, 640, 960, 1280, 1920];

/** The largest variant: an original wider than this is served at most this wide. */
export const MAX_VARIANT_WIDTH = 1920;

/** The public URL of a stored key. */
export function uploadUrl(key: string): string {
  return `${UPLOADS_PATH}/${key}`;
}

/** The stored key of an upload's public URL (uploadUrl's inverse), or null for another path. */
export function uploadKeyOf(url: string): string | null {
  const prefix = `${UPLOADS_PATH}/`;
  return url.startsWith(prefix) ? url.slice(prefix.length) : null;
}

/**
 * The variant widths of an original `width` pixels wide: every fixed width
 * below it, and the original's own width (capped at the largest) as a WebP copy.
 */
export function variantWidthsFor(width: number): number[] {
  const below = VARIANT_WIDTHS.filter((candidate) => candidate < width);
  const top = Math.min(width, MAX_VARIANT_WIDTH);
  return below.includes(top) ? below : [...below, top];
}

/** The modern formats every image is served in; a browser takes the first it supports. */
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/**
 * The formats an upload's variants are made in. AVIF has no animation in sharp, so
 * GIF and WebP originals (which may be animated) get WebP variants only.
 */
export function variantFormatsFor(key: string): readonly VariantFormat[] {
  return /\.(?:gif|webp)$/.test(key) ? ["webp"] : VARIANT_FORMATS;
}

/** The storage key of a variant. */
export function variantKey(key: string, width: number, format: VariantFormat = "webp"): string {
  return `${key}.${width}.${format}`;
}

/** Every stored key of an upload: the original and each of its variants. */
export function storedImageKeys(image: {
  filePath: string;
  variantWidths: readonly number[];
}): string[] {
  return [
    image.filePath,
    ...image.variantWidths.flatMap((width) =>
      variantFormatsFor(image.filePath).map((format) => variantKey(image.filePath, width, format)),
    ),
  ];
}

const dimensionsPattern = /-(\d{1,5})x(\d{1,5})\.(?:jpg|png|webp|gif|avif)$/;

/** The pixel size an upload's key carries, or null for keys without it. */
export function dimensionsFromKey(key: string): { width: number; height: number } | null {
  const match = dimensionsPattern.exec(key);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** /uploads/<key>, on this site or given as an absolute http(s) URL. */
const uploadUrlPattern = /^((?:https?:\/\/[^/?#]+)?)\/uploads\/([A-Za-z0-9][A-Za-z0-9/._-]*)$/;

export type UploadedImageSource = {
  /** The srcsets of the AVIF (when made) and WebP variants, smallest first. */
  srcSets: Partial<Record<VariantFormat, string>> & { webp: string };
  width: number;
  height: number;
};

/**
 * The variants of an uploaded image's URL as a srcset, with the original's
 * size; null for anything else (built-in artwork, other hosts' paths, old keys).
 */
export function uploadedImageSource(url: string | null | undefined): UploadedImageSource | null {
  if (!url) return null;
  const match = uploadUrlPattern.exec(url);
  if (!match || match[2]?.includes("..")) return null;
  const [, origin = "", key = ""] = match;
  const size = dimensionsFromKey(key);
  if (!size) return null;
  const widths = variantWidthsFor(size.width);
  const srcSet = (format: VariantFormat) =>
    widths
      .map((width) => `${origin}${uploadUrl(variantKey(key, width, format))} ${width}w`)
      .join(", ");
  const avif = variantFormatsFor(key).includes("avif") ? { avif: srcSet("avif") } : {};
  return { srcSets: { ...avif, webp: srcSet("webp") }, ...size };
}

/** The URL of one variant of an uploaded image's URL. */
export function variantUrl(url: string, width: number): string {
  return `${url}.${width}.webp`;
}

/** A small copy for grids and pickers: the first variant at least `minWidth` wide, else the original. */
export function thumbnailUrl(
  image: { url: string; variantWidths: readonly number[] },
  minWidth = 320,
): string {
  const width = image.variantWidths.find((candidate) => candidate >= minWidth);
  const fallback = image.variantWidths.at(-1);
  const chosen = width ?? fallback;
  return chosen ? variantUrl(image.url, chosen) : image.url;
}
