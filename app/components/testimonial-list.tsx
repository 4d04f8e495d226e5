import { Quote, Star } from "lucide-react";
import { cn } from "~/utils/cn";

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
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.name}>
          <figure
            className={cn(
              "flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm",
              !onTint && "border border-slate-200",
            )}
          >
            <Quote className="size-8 text-brand-300" aria-hidden="true" />
            <div className="mt-3 flex gap-0.5 text-accent-500" aria-hidden="true">
              {Array.from({ length: 5 }, (_, star) => (
                <Star key={star} className="size-4 fill-current" />
              ))}
            </div>
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
