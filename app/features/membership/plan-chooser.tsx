import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { defaultPlanTab, planTabs, plansOf, type PlanTab } from "~/features/membership/plans";
import type { Locale } from "~/i18n/locales";
import { cn } from "~/ui/cn";
import { NoScriptStyle } from "~/ui/no-script-style";
import { PlanCard, type PlansMessages } from "./plan-card";

/**
 * Without JavaScript the tabs cannot switch, so the list of tabs is hidden and
 * every panel is shown, one after the other (each has its own heading). Every
 * panel is always in the HTML (forceMount); with JavaScript the inactive ones
 * are hidden by CSS, so the server HTML and the hydrated page look the same and
 * nothing moves when hydration ends (a link to #faq keeps its place).
 */
const noScriptCss =
  "[data-plan-tablist]{display:none}[data-plan-panel]{display:block}[data-plan-panel]+[data-plan-panel]{margin-top:4rem}";

/** Card widths in a centred, wrapping row: four plans go 2 + 2 or 4 across, five go 3 + 2. */
const cardWidths: Record<number, string> = {
  4: "sm:w-[calc((100%-1.5rem)/2)] xl:w-[calc((100%-4.5rem)/4)]",
  5: "sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]",
};

function isPlanTab(value: string): value is PlanTab {
  return (planTabs as readonly string[]).includes(value);
}

/** The plan chooser: tabs Individual / Family / Senior (default Individual). */
export function PlanChooser({
  t,
  locale,
  signupUrl,
  newTabLabel,
}: {
  t: PlansMessages;
  locale: Locale;
  signupUrl: string;
  newTabLabel: string;
}) {
  const [tab, setTab] = useState<PlanTab>(defaultPlanTab);
  return (
    <Tabs.Root value={tab} onValueChange={(value) => isPlanTab(value) && setTab(value)}>
      <NoScriptStyle css={noScriptCss} />
      <Tabs.List
        aria-label={t.tabsLabel}
        data-plan-tablist=""
        className="mx-auto flex w-fit max-w-full gap-1 rounded-full bg-brand-50 p-1.5 ring-1 ring-brand-100"
      >
        {planTabs.map((id) => (
          <Tabs.Trigger
            key={id}
            value={id}
            className="min-h-11 rounded-full px-5 font-semibold text-slate-700 transition-colors hover:bg-white hover:text-brand-800 data-[state=active]:bg-brand-700 data-[state=active]:text-white sm:px-7"
          >
            {t.tabs[id]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>

      {planTabs.map((id) => {
        const plans = plansOf(id);
        return (
          <Tabs.Content
            key={id}
            value={id}
            forceMount
            data-plan-panel=""
            className="mt-10 rounded-2xl data-[state=inactive]:hidden"
          >
            <div className="mx-auto max-w-2xl text-center">
              <h3 className="text-xl font-semibold sm:text-2xl">{t.groups[id].heading}</h3>
              <p className="mt-2 text-slate-600">{t.groups[id].text}</p>
            </div>
            <ul className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-10">
              {plans.map((plan) => (
                <li key={plan.id} className={cn("w-full", cardWidths[plans.length])}>
                  <PlanCard
                    plan={plan}
                    t={t}
                    locale={locale}
                    signupUrl={signupUrl}
                    newTabLabel={newTabLabel}
                  />
                </li>
              ))}
            </ul>
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
