import {
  defaultPlanTab,
  planTabs,
  plansOf,
  type PlanCardData,
  type PlanTab,
} from "~/features/membership/plans";
import { control, controlHooks } from "~/platform/controls/controls-script";
import type { Locale } from "~/i18n/locales";
import { cn } from "~/ui/cn";
import { NoScriptStyle } from "~/ui/no-script-style";
import { PlanCard, type PlansMessages } from "./plan-card";

/**
 * Without JavaScript the tabs cannot switch, so the list of tabs is hidden and
 * every panel is shown, one after the other (each has its own heading). Every
 * panel is always in the HTML; with JavaScript the inactive ones are hidden by
 * CSS until the controls script marks one open, so the server HTML and the
 * hydrated page look the same and nothing moves when hydration ends (a link to
 * #faq keeps its place).
 */
const noScriptCss =
  "[data-plan-tablist]{display:none}[data-plan-panel]{display:block}[data-plan-panel]+[data-plan-panel]{margin-top:4rem}";

/** Card widths in a centred, wrapping row: four plans go 2 + 2 or 4 across, others 3 a row. */
const threeAcross = "sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]";
const cardWidths: Record<number, string> = {
  4: "sm:w-[calc((100%-1.5rem)/2)] xl:w-[calc((100%-4.5rem)/4)]",
};

/** The plan chooser: tabs Individual / Family / Senior (default Individual). */
export function PlanChooser({
  plans: allPlans,
  t,
  locale,
  signupUrl,
  newTabLabel,
}: {
  plans: readonly PlanCardData[];
  t: PlansMessages;
  locale: Locale;
  signupUrl: string;
  newTabLabel: string;
}) {
  // The inline controls script switches the tabs from the moment they are painted;
  // React renders the first state only and never changes it.
  const tabs = planTabs.filter((id) => plansOf(allPlans, id).length > 0);
  // The default tab, or the first with plans when an editor has hidden all of its plans.
  const first = tabs.includes(defaultPlanTab) ? defaultPlanTab : (tabs[0] ?? defaultPlanTab);
  const tabId = (id: PlanTab) => `plan-tab-${id}`;
  const panelId = (id: PlanTab) => `plan-panel-${id}`;
  return (
    <div>
      <NoScriptStyle css={noScriptCss} />
      <div
        role="tablist"
        aria-label={t.tabsLabel}
        data-plan-tablist=""
        className="mx-auto flex w-fit max-w-full gap-1 rounded-full bg-brand-50 p-1.5 ring-1 ring-brand-100"
      >
        {tabs.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={tabId(id)}
            aria-selected={id === first}
            aria-controls={panelId(id)}
            tabIndex={id === first ? 0 : -1}
            {...control("tab")}
            className="min-h-11 rounded-full px-5 font-semibold text-slate-700 transition-colors hover:bg-white hover:text-brand-800 aria-selected:bg-brand-700 aria-selected:text-white sm:px-7"
          >
            {t.tabs[id]}
          </button>
        ))}
      </div>

      {tabs.map((id) => {
        const plans = plansOf(allPlans, id);
        return (
          <div
            key={id}
            role="tabpanel"
            id={panelId(id)}
            aria-labelledby={tabId(id)}
            tabIndex={0}
            data-plan-panel=""
            {...{ [controlHooks.open]: id === first ? "" : undefined }}
            suppressHydrationWarning
            className="mt-10 hidden rounded-2xl data-open:block"
          >
            <div className="mx-auto max-w-2xl text-center">
              <h3 className="text-xl font-semibold sm:text-2xl">{t.groups[id].heading}</h3>
              <p className="mt-2 text-slate-600">{t.groups[id].text}</p>
            </div>
            <ul className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-10">
              {plans.map((plan) => (
                <li
                  key={plan.slug}
                  className={cn("w-full", cardWidths[plans.length] ?? threeAcross)}
                >
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
          </div>
        );
      })}
    </div>
  );
}
