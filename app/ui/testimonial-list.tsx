import { Quote } from "lucide-react";
import { useId } from "react";
import { cn } from "~/ui/cn";

export type Testimonial = { name: string; detail: string; quote: string };

/**
 * Patients' words as quote cards, three across on wide screens (home, membership).
 * `onTint`: the cards sit on a tinted band, so they need no border to stand out.
 */
export function TestimonialList({
  items,
  onTint = false,
}: {
  items: readonly Testimonial[];
  onTint?: boolean;
}) {
  const starId = useId();
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.name}>
          <figure
            className={cn(
              "flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm",
              !onTint && "border border-slate-200",
            )}
          >
            <Quote className="size-8 text-brand-300" aria-hidden="true" />
            <FiveStars starId={starId} defineStar={index === 0} />
            <blockquote className="mt-4 flex-1 text-slate-700">
              <p>{item.quote}</p>
            </blockquote>
            <figcaption className="mt-5">
              <span className="block font-semibold text-slate-900">{item.name}</span>
              <span className="block text-sm text-slate-600">{item.detail}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** Lucide's "star" outline (ISC licence), on its 24-unit grid. */
const STAR_PATH =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";

/** Stars are 16 px with 2 px between them: 24 units each, and 3 units apart. */
const STAR_STEP = 27;

/**
 * A five-star rating as one small SVG. The star is drawn once, in the first card's
 * rating (`defineStar`), and every rating reuses it: the same look as five icons
 * per card, at a fraction of the markup on pages that list several testimonials.
 */
function FiveStars({ starId, defineStar }: { starId: string; defineStar: boolean }) {
  return (
    <svg
      className="mt-3 text-accent-500"
      width={88}
      height={16}
      viewBox={`0 0 ${4 * STAR_STEP + 24} 24`}
      fill="currentColor"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {defineStar && (
        <defs>
          <path id={starId} d={STAR_PATH} />
        </defs>
      )}
      {Array.from({ length: 5 }, (_, star) => (
        <use key={star} href={`#${starId}`} x={star * STAR_STEP} />
      ))}
    </svg>
  );
}
