import { ShoppingCart, X } from "lucide-react";
import { WhatsappIcon } from "~/ui/social-icons";
import { whatsappHref } from "~/platform/clinic";
import {
  buildOrderMessage,
  formatTotal,
  isCallForPrice,
  summarizeSelection,
  type OrderMessageTemplates,
} from "~/features/lab-tests/lab-search";
import type { LabTest } from "~/features/lab-tests/lab-test";
import { format } from "~/i18n/format";
import { cn } from "~/ui/cn";
import { NoScriptStyle } from "~/ui/no-script-style";
import { control, controlHooks, scriptOwned } from "~/platform/controls/controls-script";
import { ORDER_FORM_ID } from "./lab-test-table";

export type SelectionMessages = {
  heading: string;
  count: string;
  hint: string;
  remove: string;
  total: string;
  callForPricingNote: string;
  buyNow: string;
  buyNowHint: string;
  buyNowEmpty: string;
};

/*
 * Buy Now is green, in WhatsApp's colour. White on that green reaches 4.3:1,
 * enough for large text only, so the label is large and bold (WCAG 1.4.3).
 */
const buyNowClass =
  "inline-flex min-h-14 w-full items-center justify-center gap-2 rounded-full bg-whatsapp px-6 text-xl font-bold text-white shadow-sm transition-colors hover:brightness-90";

/** Without JavaScript nothing counts the ticked boxes: the heading leaves the count out. */
const noScriptCss = `[${controlHooks.orderCount}]{display:none}`;

/**
 * 'Selected Tests (n)': the chosen tests with their prices, the total and Buy Now.
 * One markup from the server on (issue 22): Buy Now is always the order form's
 * button. Before React runs, the controls script counts the ticked boxes, and the
 * form sends them to the server, which answers with the WhatsApp link in a new tab;
 * once React runs, the panel lists the tests and Buy Now opens WhatsApp itself. The
 * selection's tests from other pages of the list go with the form as hidden inputs,
 * so the form always holds the whole order (and the script counts it right).
 */
export function SelectionPanel({
  selected,
  listedCodes,
  onRemove,
  t,
  order,
  callForPricing,
  whatsappNumber,
  orderAction,
  newTab,
}: {
  selected: readonly LabTest[];
  /** The tests whose boxes are on this page (the form holds the others as hidden inputs). */
  listedCodes: ReadonlySet<string>;
  onRemove: (code: string) => void;
  t: SelectionMessages;
  order: OrderMessageTemplates;
  callForPricing: string;
  whatsappNumber: string;
  orderAction: string;
  newTab: string;
}) {
  const summary = summarizeSelection(selected);
  const hasSelection = summary.count > 0;

  return (
    <section
      aria-labelledby="selected-tests-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <NoScriptStyle css={noScriptCss} />
      <h2 id="selected-tests-title" className="flex items-center gap-2 text-xl font-bold">
        <ShoppingCart className="size-5 text-brand-700" aria-hidden="true" />
        <span>
          {t.heading}{" "}
          <span
            {...{ [controlHooks.orderCount]: "" }}
            data-message={t.count}
            suppressHydrationWarning
          >
            {format(t.count, { count: summary.count })}
          </span>
        </span>
      </h2>

      {hasSelection ? (
        <ul className="mt-4 max-h-72 divide-y divide-slate-100 overflow-y-auto">
          {selected.map((test) => (
            <li key={test.code} className="flex items-start gap-3 py-2.5">
              <span className="min-w-0 flex-1 text-sm text-slate-800">{test.name}</span>
              <span
                className={cn(
                  "text-sm whitespace-nowrap tabular-nums",
                  isCallForPrice(test) ? "text-accent-700 italic" : "font-semibold text-slate-900",
                )}
              >
                {isCallForPrice(test) ? callForPricing : test.price}
              </span>
              <button
                type="button"
                onClick={() => onRemove(test.code)}
                className="-my-2 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              >
                <X className="size-4" aria-hidden="true" />
                <span className="sr-only">{format(t.remove, { name: test.name })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t.hint}</p>
      )}

      {hasSelection ? (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <p className="flex items-baseline justify-between gap-4 text-lg font-bold text-slate-900">
            <span>{t.total}</span>
            <span className="tabular-nums">{formatTotal(summary.totalCents, callForPricing)}</span>
          </p>
          {summary.callForPriceCount > 0 ? (
            <p className="mt-2 text-sm text-accent-700">{t.callForPricingNote}</p>
          ) : null}
        </div>
      ) : null}

      <form
        id={ORDER_FORM_ID}
        method="get"
        action={orderAction}
        target="_blank"
        {...control("order")}
        onSubmit={(event) => {
          // The controls script has already refused an order without tests.
          if (event.nativeEvent.defaultPrevented || !hasSelection) return;
          event.preventDefault();
          const href = whatsappHref(whatsappNumber, buildOrderMessage(selected, order));
          window.open(href, "_blank", "noopener,noreferrer");
        }}
        className="mt-6"
      >
        <input type="hidden" name="order" value="1" />
        {selected
          .filter((test) => !listedCodes.has(test.code))
          .map((test) => (
            <input key={test.code} type="hidden" name="test" value={test.code} />
          ))}
        <button type="submit" aria-describedby="buy-now-empty" className={buyNowClass}>
          <WhatsappIcon className="size-6" />
          {t.buyNow}
          <span className="sr-only"> {newTab}</span>
        </button>
      </form>
      <p
        id="buy-now-empty"
        role="status"
        {...{ [controlHooks.orderEmpty]: "" }}
        data-message={t.buyNowEmpty}
        className="mt-3 text-sm font-medium text-red-700"
        {...scriptOwned}
      />
      <p className="mt-3 text-xs text-slate-600">{t.buyNowHint}</p>
    </section>
  );
}
