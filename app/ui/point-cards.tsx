import { CheckCircle2, type LucideIcon } from "lucide-react";
import { IconArt } from "./icon-art";

/** A point a page makes: a short title and its text. */
export type Point = { title: string; text: string };

/**
 * Points as white cards with artwork, three across on wide screens. `icons` are the
 * points' artwork in order; a point beyond them gets the first.
 */
export function IconPointCards({
  items,
  icons,
}: {
  items: readonly Point[];
  icons: readonly [LucideIcon, ...LucideIcon[]];
}) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <IconArt icon={icons[index] ?? icons[0]} />
          <h3 className="mt-5 text-xl font-semibold">{item.title}</h3>
          <p className="mt-2 text-slate-600">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Points as white cards with a check mark, on a tinted band; `className` lays out the list. */
export function CheckPointCards({
  items,
  className,
}: {
  items: readonly Point[];
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl bg-white p-6 shadow-sm">
          <CheckCircle2 className="size-7 text-brand-600" aria-hidden="true" />
          <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-slate-600">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
