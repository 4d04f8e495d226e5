import type { ComponentProps } from "react";
import { preload } from "react-dom";
import { responsiveSource } from "~/platform/images/image-sources";

type PictureProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "loading" | "fetchPriority"> & {
  src: string;
  /** Empty for decorative images. */
  alt: string;
  /** The page's main (LCP) image: fetched first, preloaded from the document's head. */
  priority?: boolean;
};

/**
 * An <img> served as AVIF or WebP at the width the layout needs, when the site has
 * renderings of it (its own artwork, media-library uploads); otherwise as it is.
 * Lazy unless `priority`. Give `sizes` the width the image takes in the layout.
 */
export function Picture({
  src,
  alt,
  priority = false,
  sizes,
  width,
  height,
  ...props
}: PictureProps) {
  const source = responsiveSource(src);
  // "auto" (the laid-out width) is valid for lazy images only.
  const chosenSizes = sizes ?? (priority ? "100vw" : "auto, 100vw");
  if (source && priority) {
    const [type, imageSrcSet] = source.srcSets.avif
      ? ["image/avif", source.srcSets.avif]
      : ["image/webp", source.srcSets.webp];
    preload(source.src, {
      as: "image",
      imageSrcSet,
      imageSizes: chosenSizes,
      type,
      fetchPriority: "high",
    });
  }
  const img = (
    <img
      {...props}
      src={source?.src ?? src}
      alt={alt}
      width={width ?? source?.width}
      height={height ?? source?.height}
      loading={priority ? "eager" : "lazy"}
      // The standard takes a <source>'s "auto" only when its <img> says "auto" too (allowed
      // without a srcset on a lazy image); without it the browser picks for 100vw.
      sizes={source && !priority && chosenSizes.startsWith("auto") ? "auto" : undefined}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
    />
  );
  if (!source) return img;
  // display: contents keeps the <img> the laid-out box, as if <picture> were not there.
  // Its <source>s get display: none (browsers draw them as empty inline boxes), or a
  // grid or flex parent would lay them out as items beside the image.
  return (
    <picture className="contents">
      {source.srcSets.avif ? (
        <source
          type="image/avif"
          srcSet={source.srcSets.avif}
          sizes={chosenSizes}
          className="hidden"
        />
      ) : null}
      <source
        type="image/webp"
        srcSet={source.srcSets.webp}
        sizes={chosenSizes}
        className="hidden"
      />
      {img}
    </picture>
  );
}
