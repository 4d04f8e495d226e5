/**
 * The site's own artwork (public/images/**\/*.svg) is served as AVIF and WebP at
 * several widths, rendered by scripts/build-images.ts (client-safe module: the
 * pages build their srcsets from the manifest it writes).
 */
import type { VariantFormat } from "./image-url";

export type ShippedImage = {
  /** The SVG's URL, e.g. "/images/hero.svg": what content and settings refer to. */
  url: string;
  /** The start of the SHA-256 of the SVG, in the rendered files' names. */
  hash: string;
  width: number;
  height: number;
  /** The widths it is rendered at, smallest first. */
  widths: number[];
};

/** Under public/ (and so under the site's root URL). */
export const GENERATED_IMAGES_DIR = "images/generated";

// 720: a 360-px phone at twice its density, the commonest case, needs no 960-px file.
const STANDARD_WIDTHS = [320, 480, 720, 960, 1280];

/**
 * The widths an SVG of `width` pixels is rendered at: the standard widths from a
 * quarter of its size up to twice it (sharp on high-density screens); a small
 * logo at one, two and three times its size.
 */
export function shippedImageWidths(width: number): number[] {
  if (width < STANDARD_WIDTHS[0]!) return [width, width * 2, width * 3];
  return STANDARD_WIDTHS.filter((candidate) => candidate >= width / 4 && candidate <= width * 2);
}

/** The path under public/ of one rendering, e.g. "images/generated/hero.1a2b3c4d5e-640.avif". */
export function shippedImageFile(
  image: ShippedImage,
  width: number,
  format: VariantFormat,
): string {
  const name = image.url.replace(/^\/images\//, "").replace(/\.svg$/, "");
  return `${GENERATED_IMAGES_DIR}/${name}.${image.hash}-${width}.${format}`;
}

export type ShippedImageSource = {
  srcSets: Record<VariantFormat, string>;
  /** A middle-sized WebP for the <img> itself. */
  src: string;
  width: number;
  height: number;
};

/** The srcsets of a shipped SVG's URL, or null for anything that is not one. */
export function shippedImageSource(
  url: string | null | undefined,
  manifest: Readonly<Record<string, ShippedImage>>,
): ShippedImageSource | null {
  const image = url ? manifest[url] : undefined;
  if (!image) return null;
  const srcSet = (format: VariantFormat) =>
    image.widths.map((width) => `/${shippedImageFile(image, width, format)} ${width}w`).join(", ");
  const middle = image.widths[Math.min(1, image.widths.length - 1)]!;
  return {
    srcSets: { avif: srcSet("avif"), webp: srcSet("webp") },
    src: `/${shippedImageFile(image, middle, "webp")}`,
    width: image.width,
    height: image.height,
  };
}
