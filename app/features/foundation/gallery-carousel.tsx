import { ChevronLeft, ChevronRight } from "lucide-react";
import { SmartImage } from "~/ui/smart-image";
import { format } from "~/i18n/format";
import { control, controlHooks, scriptOwned } from "~/platform/controls/controls-script";
import { NoScriptStyle } from "~/ui/no-script-style";

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

/**
 * The foundation's photo gallery: one photo at a time with its caption;
 * previous/next buttons disabled at the ends, left/right arrow keys (Home, End)
 * while the focus is inside, and swipes. It follows the WAI-ARIA carousel pattern:
 * a region with aria-roledescription "carousel", slides labelled "n of 9", and a
 * polite live region that names the new photo.
 *
 * The inline controls script moves it (app/platform/controls), from the moment it is
 * painted; React renders the first photo's state and never changes it. Without
 * JavaScript the same markup is a horizontally scrollable strip with scroll
 * snapping, so every photo and caption can still be seen (a screen reader then
 * reads the first; the others are hidden from it as they are with JavaScript).
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
  const total = slides.length;
  const viewportId = `${idPrefix}-viewport`;
  const changes = { suppressHydrationWarning: true } as const;

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      {...{ [controlHooks.carousel]: "", "data-index": "0" }}
      {...changes}
      className="mx-auto max-w-4xl"
    >
      <NoScriptStyle css={noScriptCss} />
      <div
        id={viewportId}
        role="group"
        aria-label={t.viewportLabel}
        // Focusable: the arrow keys need a focus, and without JavaScript the strip scrolls.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        {...{ [controlHooks.carouselViewport]: "" }}
        className="touch-pan-y overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm select-none [&_img]:pointer-events-none"
      >
        <div
          {...{ [controlHooks.carouselTrack]: "" }}
          {...changes}
          style={{ transform: "translateX(-0%)" }}
          className="flex motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-out"
        >
          {slides.map((slide, slideIndex) => {
            const hidden = slideIndex !== 0;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={format(t.slideLabel, { index: slideIndex + 1, total })}
                aria-hidden={hidden || undefined}
                inert={hidden}
                {...changes}
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

      <div
        data-carousel-controls=""
        className="mt-5 flex min-h-12 items-center justify-center gap-6"
      >
        <button
          type="button"
          aria-controls={viewportId}
          disabled
          data-step="-1"
          {...control("carousel")}
          className={controlClass}
        >
          <ChevronLeft className="size-6" aria-hidden="true" />
          <span className="sr-only">{t.previous}</span>
        </button>
        <p
          className="min-w-16 text-center font-semibold text-slate-700 tabular-nums"
          aria-hidden="true"
          {...{ [controlHooks.carouselCount]: "" }}
          {...changes}
        >
          {/* One text node: the script replaces it, and hydration accepts it as it is. */}
          {`1 / ${total}`}
        </p>
        <button
          type="button"
          aria-controls={viewportId}
          disabled={total <= 1}
          data-step="1"
          {...control("carousel")}
          className={controlClass}
        >
          <ChevronRight className="size-6" aria-hidden="true" />
          <span className="sr-only">{t.next}</span>
        </button>
      </div>
      <p
        className="sr-only"
        aria-live="polite"
        aria-atomic="true"
        data-message={t.announcement}
        {...scriptOwned}
      />
    </section>
  );
}

/** Without JavaScript: a strip to scroll sideways, and no buttons that could not work. */
const noScriptCss =
  "[data-carousel-viewport]{overflow-x:auto;scroll-snap-type:x mandatory;touch-action:auto}[data-carousel-controls]{display:none}";

const controlClass =
  "inline-flex size-12 items-center justify-center rounded-full border border-brand-700 bg-white text-brand-800 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-white";
