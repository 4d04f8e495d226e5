import { Check, ExternalLink } from "lucide-react";
import { buttonClasses } from "~/ui/button";
import { IconArt } from "~/ui/icon-art";
import type { MembershipPlan, PlanContent, PlanId } from "~/features/membership/plans";
import { MONTHLY_PAYMENTS } from "~/features/membership/plans";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages.server";
import { cn } from "~/ui/cn";
import { formatMoney } from "./format-money";

export type PlansMessages = Messages["membership"]["page"]["plans"];

/** The text of one line of a plan's contents, in the visitor's language. */
export function planContentText(item: PlanContent, t: PlansMessages["contents"]): string {
  if ("count" in item) {
    const forms = t[item.key];
    return format(item.count === 1 ? forms.one : forms.other, { count: item.count });
  }
  return t[item.key];
}

/** One plan: name, enrolment fee, monthly payments, yearly total, contents and Select Plan. */
export function PlanCard({
  plan,
  t,
  locale,
  signupUrl,
  newTabLabel,
}: {
  plan: MembershipPlan & { id: PlanId };
  t: PlansMessages;
  locale: Locale;
  signupUrl: string;
  newTabLabel: string;
}) {
  const name = t.names[plan.id];
  const titleId = `plan-${plan.id}`;
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
        <IconArt icon={plan.icon} tone={plan.featured ? "accent" : "brand"} className="shrink-0" />
        <h4 id={titleId} className="text-xl font-semibold">
          {name}
        </h4>
      </div>
      {plan.featured ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-accent-400 px-4 py-1 text-xs font-bold tracking-wider whitespace-nowrap text-brand-950 shadow-sm">
          {t.mostPopular}
        </p>
      ) : null}
      <p className="mt-3 text-slate-600 sm:min-h-12">{t.descriptions[plan.id]}</p>

      <div className="mt-5 border-t border-slate-100 pt-5">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-4xl font-extrabold tracking-tight text-slate-900">
            {formatMoney(plan.fee, locale)}
          </span>
          <span className="text-sm text-slate-600">{t.feeLabel}</span>
        </p>
        <p className="mt-1 text-lg font-semibold text-brand-800">
          {format(t.monthly, {
            count: MONTHLY_PAYMENTS,
            amount: formatMoney(plan.monthly, locale),
          })}
        </p>
        <p className="mt-1 text-sm font-medium text-slate-600">
          {format(t.yearly, { amount: formatMoney(plan.yearly, locale) })}
        </p>
      </div>

      <ul aria-label={t.includesLabel} className="mt-5 flex-1 space-y-2.5 text-slate-700">
        {[...plan.contents.map((item) => planContentText(item, t.contents)), t.discount].map(
          (text) => (
            <li key={text} className="flex gap-2.5">
              <Check className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
              <span>{text}</span>
            </li>
          ),
        )}
      </ul>

      <a
        href={signupUrl}
        target="_blank"
        rel="noopener noreferrer"
        // The visible "Select Plan" starts the name; the plan and the new tab complete it.
        aria-label={`${format(t.selectPlanLabel, { plan: name })} ${newTabLabel}`}
        className={cn(buttonClasses(plan.featured ? "primary" : "secondary"), "mt-6 w-full")}
      >
        {t.selectPlan}
        <ExternalLink className="size-4" aria-hidden="true" />
      </a>
    </article>
  );
}
