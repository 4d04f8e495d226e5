import { ImageOff } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { responsiveSource } from "~/platform/images/image-sources";
import { cn } from "~/ui/cn";
import { Picture } from "./picture";

/** The image shown when a picture fails and no other fallback was given. */
export const DEFAULT_FALLBACK_IMAGE = "/images/fallback.svg";

type Stage = "primary" | "fallback" | "failed";

export type SmartImageProps = {
  src: string | null | undefined;
  alt: string;
  /**
   * The box's size in pixels (its aspect ratio; object-cover crops to it).
   * Omitted: an uploaded image's own size, else 4:3.
   */
  width?: number;
  height?: number;
  unavailableLabel: string;
  /** Pass null to skip the fallback image and go straight to the failed state. */
  fallbackSrc?: string | null;
  priority?: boolean;
  sizes?: string;
  className?: string;
  renderFailed?: () => ReactNode;
};

/**
 * An image with three states: a placeholder while loading, a
 * fallback image on error, then an 'Image unavailable' box (or `renderFailed`).
 * Always sized, lazy unless it is the page's main image. The site's artwork and
 * media-library uploads are served as AVIF/WebP renderings (Picture); the
 * browser picks the smallest that fills the box (`sizes`, by default the
 * laid-out width of a lazy image: "auto").
 */
export function SmartImage({
  src,
  alt,
  width,
  height,
  unavailableLabel,
  fallbackSrc = DEFAULT_FALLBACK_IMAGE,
  priority = false,
  sizes,
  className,
  renderFailed,
}: SmartImageProps) {
  const firstStage: Stage = src ? "primary" : fallbackSrc ? "fallback" : "failed";
  const [stage, setStage] = useState<Stage>(firstStage);
  const [loaded, setLoaded] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const current = stage === "primary" ? src : stage === "fallback" ? fallbackSrc : null;
  const intrinsic = responsiveSource(src);
  const boxWidth = width ?? (height === undefined ? intrinsic?.width : undefined) ?? 800;
  const boxHeight =
    height ??
    (width === undefined ? intrinsic?.height : undefined) ??
    Math.round((boxWidth * 3) / 4);

  // The stage shown, kept from a failure to the render it causes: one failure can be reported
  // twice (the error event React replays at hydration, and the check below), and moves on once.
  const shown = useRef(stage);
  function fail(failed: Stage) {
    if (shown.current !== failed) return;
    shown.current = failed === "primary" && fallbackSrc ? "fallback" : "failed";
    setLoaded(false);
    setStage(shown.current);
  }

  // A server-rendered image can finish, or fail, before hydration attaches the handlers.
  useEffect(() => {
    const image = ref.current;
    if (!image?.complete) return;
    if (image.naturalWidth > 0) setLoaded(true);
    else fail(stage);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the source changes
  }, [current]);

  if (!current) {
    if (renderFailed) return <>{renderFailed()}</>;
    return (
      <div
        role="img"
        aria-label={alt ? `${alt} (${unavailableLabel})` : unavailableLabel}
        className={cn(
          "flex flex-col items-center justify-center gap-2 bg-slate-100 text-sm text-slate-600",
          className,
        )}
        style={{ aspectRatio: `${boxWidth} / ${boxHeight}` }}
      >
        <ImageOff className="size-6" aria-hidden="true" />
        <span aria-hidden="true">{unavailableLabel}</span>
      </div>
    );
  }

  return (
    <Picture
      ref={ref}
      key={current}
      src={current}
      alt={alt}
      width={boxWidth}
      height={boxHeight}
      sizes={sizes}
      priority={priority}
      onLoad={() => setLoaded(true)}
      onError={() => fail(stage)}
      data-state={loaded ? "loaded" : "loading"}
      // The grey background is the loading placeholder: it shows until the image paints,
      // with or without JavaScript (an animation would never stop without it).
      className={cn("bg-slate-100 object-cover", className)}
    />
  );
}
