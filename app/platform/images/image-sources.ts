import { uploadedImageSource, type VariantFormat } from "./image-url";
import { shippedImageSource } from "./shipped-images";
import { shippedImages } from "./shipped-images.generated";

export type ResponsiveSource = {
  /** AVIF first (when there is one): a browser takes the first format it supports. */
  srcSets: Partial<Record<VariantFormat, string>> & { webp: string };
  /** For the <img> itself (and browsers that take neither srcset). */
  src: string;
  width: number;
  height: number;
};

/**
 * The AVIF and WebP renderings of an image URL: the site's own artwork (rendered at
 * build) or a media-library upload (variants made at upload). Null for anything else,
 * which is then shown as it is.
 */
export function responsiveSource(url: string | null | undefined): ResponsiveSource | null {
  const shipped = shippedImageSource(url, shippedImages);
  if (shipped) return shipped;
  const uploaded = url ? uploadedImageSource(url) : null;
  return uploaded && url ? { ...uploaded, src: url } : null;
}
