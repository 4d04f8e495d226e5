import { Check, ExternalLink } from "lucide-react";
import { buttonClasses } from "~/ui/button";
import { IconArt } from "~/ui/icon-art";
import { MONTHLY_PAYMENTS, planIcons, type PlanCardData } from "~/features/membership/plans";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages.server";
import { cn } from "~/ui/cn";
import { formatCents } from "./format-money";

export type PlansMessages = Messages["membership"]["page"]["plans"];

/** One plan: name, enrolment fee, monthly payments, yearly total, contents and its call to action. */
export function PlanCard({
  plan,
  t,
  locale,
  signupUrl,
  newTabLabel,
}: {
  plan: PlanCardData;
  t: PlansMessages;
  locale: Locale;
  signupUrl: string;
  newTabLabel: string;
}) {
  const { name } = plan;
  const titleId = `plan-${plan.slug}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "relative flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm",
        plan.featured
          ? "border border-accent-400 shadow-md ring-1 ring-accent-400"
          : "border border-slate-200",
      )}
    >
      <div className="flex items-center gap-4">
        <IconArt
          icon={planIcons[plan.icon]}
          tone={plan.featured ? "accent" : "brand"}
          className="shrink-0"
        />
        <h4 id={titleId} className="text-xl font-semibold">
          {name}
        </h4>
      </div>
      {plan.featured ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-accent-400 px-4 py-1 text-xs font-bold tracking-wider whitespace-nowrap text-brand-950 shadow-sm">
          {t.mostPopular}
        </p>
      ) : null}
      <p className="mt-3 text-slate-600 sm:min-h-12">{plan.description}</p>

      <div className="mt-5 border-t border-slate-100 pt-5">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-4xl font-extrabold tracking-tight text-slate-900">
            {formatCents(plan.feeCents, locale)}
          </span>
          <span className="text-sm text-slate-600">{t.feeLabel}</span>
        </p>
        <p className="mt-1 text-lg font-semibold text-brand-800">
          {format(t.monthly, {
            count: MONTHLY_PAYMENTS,
            amount: formatCents(plan.monthlyCents, locale),
          })}
        </p>
        <p className="mt-1 text-sm font-medium text-slate-600">
          {format(t.yearly, { amount: formatCents(plan.yearlyCents, locale) })}
        </p>
      </div>

      <ul aria-label={t.includesLabel} className="mt-5 flex-1 space-y-2.5 text-slate-700">
        {[...plan.benefits, t.discount].map((text) => (
          <li key={text} className="flex gap-2.5">
            <Check className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
            <span>{text}</span>
          </li>
        ))}
      </ul>

      <a
        href={signupUrl}
        target="_blank"
        rel="noopener noreferrer"
        // The visible call to action starts the name; the plan and the new tab complete it.
        aria-label={`${plan.cta}: ${name} ${newTabLabel}`}
        className={cn(buttonClasses(plan.featured ? "primary" : "secondary"), "mt-6 w-full")}
      >
        {plan.cta}
        <ExternalLink className="size-4" aria-hidden="true" />
      </a>
    </article>
  );
}
