import { ChevronDown } from "lucide-react";
import { control, controlHooks } from "~/platform/controls/controls-script";

export type AccordionItem = { question: string; answer: string };

/**
 * Questions and answers, one open at a time and collapsible (the WAI-ARIA accordion:
 * a heading holding a button that shows its answer). The inline controls script
 * opens and closes them from the moment the page is painted; the answers stay in
 * the server HTML (hidden), so they are indexed and read before any script runs.
 */
export function Accordion({
  items,
  idPrefix,
}: {
  items: readonly AccordionItem[];
  idPrefix: string;
}) {
  return (
    <div
      {...{ [controlHooks.group]: "" }}
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
    >
      {items.map((item, index) => {
        const id = `${idPrefix}-${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={`${id}-trigger`}
                aria-expanded={false}
                aria-controls={`${id}-answer`}
                {...control("disclosure")}
                className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-brand-50"
              >
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-brand-700 transition-transform group-aria-expanded:rotate-180"
                  aria-hidden="true"
                />
              </button>
            </h3>
            <div
              id={`${id}-answer`}
              role="region"
              aria-labelledby={`${id}-trigger`}
              hidden
              suppressHydrationWarning
              className="px-5 pb-5 leading-relaxed text-slate-700"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
