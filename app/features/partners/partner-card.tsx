import {
  BadgePercent,
  HeartPulse,
  Scissors,
  Smile,
  Sparkles,
  UtensilsCrossed,
  WandSparkles,
  type LucideIcon,
} from "lucide-react";
import { IconArt } from "~/ui/icon-art";
import {
  PARTNER_LOGO_SIZE,
  type PartnerCard as Card,
  type PartnerCategory,
} from "~/features/partners/partners";
import { Picture } from "~/ui/picture";

/** The artwork of a partner without a logo. */
const categoryIcons: Record<PartnerCategory, LucideIcon> = {
  laserHairRemoval: Sparkles,
  laserAesthetics: WandSparkles,
  barber: Scissors,
  dental: Smile,
  wellness: HeartPulse,
  restaurant: UtensilsCrossed,
};

/** A partner's logo, drawn on the canvas every partner logo shares; decorative (the name is beside it). */
export function PartnerLogo({ src, className }: { src: string; className: string }) {
  return (
    <Picture
      src={src}
      alt=""
      width={PARTNER_LOGO_SIZE.width}
      height={PARTNER_LOGO_SIZE.height}
      sizes="160px"
      className={className}
    />
  );
}

/** One partner: logo (or category artwork), name, category and the member benefit. */
export function PartnerCard({ partner, benefitLabel }: { partner: Card; benefitLabel: string }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex h-16 items-center">
        {partner.logo ? (
          // The name is the heading right below, so the logo itself is decorative here.
          <PartnerLogo src={partner.logo} className="h-16 w-auto" />
        ) : (
          <IconArt icon={categoryIcons[partner.categoryKey]} />
        )}
      </div>
      <h3 className="mt-5 text-xl font-semibold">{partner.name}</h3>
      <p className="mt-1 text-sm font-semibold tracking-wider text-brand-700 uppercase">
        {partner.category}
      </p>
      <p className="mt-5 flex flex-1 items-start gap-2 rounded-xl bg-accent-100 px-4 py-3 font-semibold text-slate-900">
        <BadgePercent className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden="true" />
        <span>
          <span className="sr-only">{benefitLabel}: </span>
          {partner.benefit}
        </span>
      </p>
    </article>
  );
}
