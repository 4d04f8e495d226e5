import { ArrowRight, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { IconArt } from "./icon-art";

/** A card that is one link: artwork, a title, a short text and a call to read more. */
export function LinkCard({
  to,
  icon,
  tone,
  title,
  text,
  cta,
  titleSize = "lg",
}: {
  to: string;
  icon?: LucideIcon;
  tone?: "brand" | "accent";
  title: string;
  text: string;
  cta: string;
  titleSize?: "lg" | "xl";
}) {
  return (
    <Link
      to={to}
      className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-300 hover:shadow-md"
    >
      {icon ? <IconArt icon={icon} tone={tone} /> : null}
      <h3
        className={titleSize === "xl" ? "mt-5 text-xl font-semibold" : "mt-5 text-lg font-semibold"}
      >
        {title}
      </h3>
      <p className="mt-2 flex-1 text-slate-600">{text}</p>
      <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 group-hover:underline">
        {cta}
        <ArrowRight className="size-4" aria-hidden="true" />
      </span>
    </Link>
  );
}
