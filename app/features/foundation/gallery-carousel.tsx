import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { SmartImage } from "~/ui/smart-image";
import { format } from "~/i18n/format";
import { cn } from "~/ui/cn";
import { useHydrated } from "~/platform/hydration/use-hydrated";

export type GallerySlide = {
  id: string;
  src: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
};

export type GalleryLabels = {
  heading: string;
  subtitle: string;
  viewportLabel: string;
  previous: string;
  next: string;
  /** "{index} of {total}" */
  slideLabel: string;
  /** "Photo {index} of {total}: {caption}" */
  announcement: string;
  unavailable: string;
};

/** How far (px) a finger or mouse must travel sideways before it counts as a swipe. */
export const SWIPE_THRESHOLD = 40;

/**
 * Which way a gesture moves the carousel: 1 (next) for a swipe to the left, -1
 * (previous) for a swipe to the right, 0 when it is too short or mostly vertical
 * (a page scroll).
 */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * The foundation's photo gallery: one photo at a time with its
 * caption; previous/next buttons disabled at the ends, left/right arrow keys
 * while the carousel has focus, and swipes (pointer events). It follows the
 * WAI-ARIA carousel pattern: a region with aria-roledescription "carousel",
 * slides labelled "n of 9", and a polite live region that names the new photo.
 *
 * Without JavaScript the same markup is a horizontally scrollable strip with
 * scroll snapping, so every photo and caption can still be reached.
 */
export function GalleryCarousel({
  slides,
  t,
  headingId,
  idPrefix = "gallery",
}: {
  slides: readonly GallerySlide[];
  t: GalleryLabels;
  /** The id of the heading that names the carousel region. */
  headingId: string;
  idPrefix?: string;
}) {
  const enhanced = useHydrated();
  const [index, setIndex] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const viewportRef = useRef<HTMLDivElement>(null);
  const pointerStart = useRef<{ id: number; x: number; y: number } | null>(null);
  const total = slides.length;
  const viewportId = `${idPrefix}-viewport`;

  function show(target: number) {
    const next = Math.min(Math.max(target, 0), total - 1);
    if (next === index) return;
    // A button about to be disabled would drop the focus on <body>: keep it in the carousel.
    const focused = typeof document === "undefined" ? null : document.activeElement;
    const reachesEnd = next === 0 || next === total - 1;
    if (reachesEnd && focused instanceof HTMLButtonElement && viewportRef.current) {
      const isPrevious = focused.dataset.carouselControl === "previous";
      if ((isPrevious && next === 0) || (!isPrevious && next === total - 1)) {
        viewportRef.current.focus();
      }
    }
    setIndex(next);
    const slide = slides[next];
    if (slide) {
      setAnnouncement(format(t.announcement, { index: next + 1, total, caption: slide.caption }));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!enhanced || event.altKey || event.ctrlKey || event.metaKey) return;
    const step = event.key === "ArrowLeft" ? -1 : event.key === "ArrowRight" ? 1 : 0;
    if (step !== 0) {
      event.preventDefault();
      show(index + step);
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      show(event.key === "Home" ? 0 : total - 1);
    }
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!enhanced || !event.isPrimary || (event.pointerType === "mouse" && event.button !== 0)) {
      return;
    }
    pointerStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = pointerStart.current;
    pointerStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) show(index + step);
  }

  return (
    // The arrow keys work wherever the focus is inside the carousel (photos or buttons).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      className="mx-auto max-w-4xl"
    >
      <div
        ref={viewportRef}
        id={viewportId}
        role="group"
        aria-label={t.viewportLabel}
        // Focusable: the arrow keys need a focus, and without JavaScript the strip scrolls.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (pointerStart.current = null)}
        className={cn(
          "overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm",
          enhanced
            ? "touch-pan-y select-none [&_img]:pointer-events-none"
            : "snap-x snap-mandatory overflow-x-auto",
        )}
      >
        <div
          className="flex motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-out"
          style={enhanced ? { transform: `translateX(-${index * 100}%)` } : undefined}
        >
          {slides.map((slide, slideIndex) => {
            const hidden = enhanced && slideIndex !== index;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={format(t.slideLabel, { index: slideIndex + 1, total })}
                aria-hidden={hidden || undefined}
                inert={hidden}
                className="w-full shrink-0 snap-start"
              >
                <figure>
                  <SmartImage
                    src={slide.src}
                    alt={slide.alt}
                    width={slide.width}
                    height={slide.height}
                    unavailableLabel={t.unavailable}
                    sizes="(min-width: 56rem) 56rem, 100vw"
                    className="aspect-[8/5] h-auto w-full"
                  />
                  <figcaption className="border-t border-slate-200 px-5 py-4 text-center font-medium text-slate-800 sm:text-lg">
                    {slide.caption}
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
      </div>

      {/* Reserved even before hydration, so the buttons appearing do not move the page. */}
      <div className="mt-5 flex min-h-12 items-center justify-center gap-6">
        {enhanced ? (
          <>
            <button
              type="button"
              data-carousel-control="previous"
              aria-controls={viewportId}
              disabled={index === 0}
              onClick={() => show(index - 1)}
              className={controlClass}
            >
              <ChevronLeft className="size-6" aria-hidden="true" />
              <span className="sr-only">{t.previous}</span>
            </button>
            <p
              className="min-w-16 text-center font-semibold text-slate-700 tabular-nums"
              aria-hidden="true"
            >
              {index + 1} / {total}
            </p>
            <button
              type="button"
              data-carousel-control="next"
              aria-controls={viewportId}
              disabled={index === total - 1}
              onClick={() => show(index + 1)}
              className={controlClass}
            >
              <ChevronRight className="size-6" aria-hidden="true" />
              <span className="sr-only">{t.next}</span>
            </button>
          </>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  );
}

const controlClass =
  "inline-flex size-12 items-center justify-center rounded-full border border-brand-700 bg-white text-brand-800 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-white";
