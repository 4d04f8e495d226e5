import { Check } from "lucide-react";
import { INSURER_LOGO_SIZE, type InsurerCard as Card } from "~/features/insurance/insurers";
import { Picture } from "~/ui/picture";

/** One accepted insurer: its mark (or its initial), name, description and plans. */
export function InsurerCard({ insurer, plansLabel }: { insurer: Card; plansLabel: string }) {
  const plansId = `${insurer.id}-plans`;
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        {/* A mark (the demo's are neutral placeholders, not trademarks); the name follows. */}
        {insurer.logo ? (
          <Picture
            src={insurer.logo}
            alt=""
            width={INSURER_LOGO_SIZE.width}
            height={INSURER_LOGO_SIZE.height}
            sizes="56px"
            className="size-14 shrink-0 object-contain"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-2xl font-bold text-brand-800"
          >
            {insurer.name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <h3 className="text-xl font-semibold">{insurer.name}</h3>
      </div>
      <p className="mt-4 text-slate-600">{insurer.description}</p>
      {insurer.plans.length > 0 ? (
        <>
          <p
            id={plansId}
            className="mt-5 text-sm font-semibold tracking-wider text-brand-700 uppercase"
          >
            {plansLabel}
          </p>
          <ul aria-labelledby={plansId} className="mt-3 space-y-2">
            {insurer.plans.map((plan) => (
              <li key={plan} className="flex gap-2 text-slate-700">
                <Check className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                {plan}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}
