import * as RadixAccordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";

export type AccordionItem = { question: string; answer: string };

/**
 * Questions and answers, one open at a time and collapsible.
 * Answers stay in the server HTML (forceMount + hidden) so they are indexed and
 * readable before JavaScript loads.
 */
export function Accordion({
  items,
  idPrefix,
}: {
  items: readonly AccordionItem[];
  idPrefix: string;
}) {
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
    >
      {items.map((item, index) => (
        <RadixAccordion.Item key={item.question} value={`${idPrefix}-${index}`}>
          <RadixAccordion.Header asChild>
            <h3>
              <RadixAccordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-brand-50">
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </RadixAccordion.Trigger>
            </h3>
          </RadixAccordion.Header>
          <RadixAccordion.Content
            forceMount
            className="px-5 pb-5 leading-relaxed text-slate-700 data-[state=closed]:hidden"
          >
            {item.answer}
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
