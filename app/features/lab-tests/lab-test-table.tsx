import { memo } from "react";
import type { LabTest } from "~/features/lab-tests/lab-test";
import { isCallForPrice } from "~/features/lab-tests/lab-search";

export type LabTableMessages = {
  caption: string;
  select: string;
  name: string;
  code: string;
  price: string;
};

/** The id of the (no-JavaScript) order form the checkboxes belong to. */
export const ORDER_FORM_ID = "lab-order";

/*
 * Cell styles live on the <table> (descendant variants) rather than on each row,
 * which keeps the server HTML small. A checked row is
 * highlighted by CSS (:has), so it also works before JavaScript runs. A long name
 * breaks at a syllable in the page's language ("17-Hydroxy-progesterone"), and
 * mid-word only where the browser has no hyphenation for it.
 */
const tableClass = [
  "w-full table-fixed border-collapse text-left text-sm sm:text-base",
  "[&_td]:px-2 [&_td]:py-2.5 [&_td]:align-top [&_th]:px-2 [&_th]:py-2.5 [&_th]:align-top",
  "sm:[&_td]:px-4 sm:[&_th]:px-4",
  "[&_tbody_tr]:border-b [&_tbody_tr]:border-slate-100 [&_tbody_tr:hover]:bg-slate-50",
  "[&_tbody_tr:has(:checked)]:bg-brand-50",
  "[&_tbody_th]:font-medium [&_tbody_th]:text-slate-900 [&_tbody_th]:wrap-break-word [&_tbody_th]:hyphens-auto [&_label]:cursor-pointer",
  "[&_input]:mt-0.5 [&_input]:size-5 [&_input]:cursor-pointer [&_input]:accent-brand-700",
  "[&_th:first-child]:text-center [&_td:first-child]:text-center",
  "[&_td:nth-child(3)]:text-slate-600 [&_td:nth-child(3)]:tabular-nums",
  "[&_td:last-child]:text-right [&_td:last-child]:font-semibold [&_td:last-child]:whitespace-nowrap [&_td:last-child]:text-slate-900 [&_td:last-child]:tabular-nums",
].join(" ");

/**
 * Fixed columns (select, name, code, price), so a phone never scrolls the table sideways.
 * On a phone the code and the price are shown under the name instead, at the left: a price
 * at the right edge would sit under the WhatsApp button (issue 28).
 */
const columnWidths = [
  "w-9 sm:w-28",
  "",
  "hidden sm:table-cell sm:w-28",
  "hidden sm:table-cell sm:w-36",
];
const wideOnly = "hidden sm:table-cell";

/**
 * The price list: one page of tests (the server searches and pages), each row memoized
 * by its code, so ticking a box renders that row only.
 */
export const LabTestTable = memo(function LabTestTable({
  tests,
  selectedCodes,
  onToggle,
  t,
  callForPricing,
  hidden,
}: {
  tests: readonly LabTest[];
  selectedCodes: ReadonlySet<string>;
  onToggle: (test: LabTest) => void;
  t: LabTableMessages;
  callForPricing: string;
  hidden: boolean;
}) {
  return (
    // One page of twenty rows: the page scrolls, not a box inside it.
    <div
      role="region"
      aria-labelledby="lab-table-caption"
      hidden={hidden}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <table className={tableClass}>
        <caption id="lab-table-caption" className="sr-only">
          {t.caption}
        </caption>
        <thead>
          <tr>
            {[t.select, t.name, t.code, t.price].map((label, index) => (
              <th
                key={label}
                scope="col"
                className={`border-b border-slate-200 bg-slate-100 text-xs font-semibold tracking-wide text-slate-700 uppercase ${columnWidths[index] ?? ""} ${index === 3 ? "text-right" : ""}`}
              >
                {index === 0 ? (
                  // Too wide for a phone; the header stays for screen readers.
                  <span className="sr-only sm:not-sr-only">{label}</span>
                ) : (
                  label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tests.map((test) => (
            <LabTestRow
              key={test.code}
              test={test}
              checked={selectedCodes.has(test.code)}
              onToggle={onToggle}
              callForPricing={callForPricing}
              codeLabel={t.code}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
});

const LabTestRow = memo(function LabTestRow({
  test,
  checked,
  onToggle,
  callForPricing,
  codeLabel,
}: {
  test: LabTest;
  checked: boolean;
  onToggle: (test: LabTest) => void;
  callForPricing: string;
  codeLabel: string;
}) {
  const id = `lt-${test.code}`;
  const price = isCallForPrice(test) ? (
    <span className="text-sm font-normal whitespace-normal text-accent-700 italic">
      {callForPricing}
    </span>
  ) : (
    test.price
  );
  return (
    <tr>
      <td>
        <input
          id={id}
          type="checkbox"
          name="test"
          value={test.code}
          form={ORDER_FORM_ID}
          checked={checked}
          onChange={() => onToggle(test)}
        />
      </td>
      <th scope="row">
        <label htmlFor={id}>{test.name}</label>
        {/* The phone's layout: the code and the price under the name (their columns are hidden). */}
        <span className="mt-1 flex flex-wrap items-baseline gap-x-4 sm:hidden">
          <span className="font-normal text-slate-600 tabular-nums">
            <span className="sr-only">{codeLabel} </span>
            {test.code}
          </span>
          <span className="font-semibold tabular-nums">{price}</span>
        </span>
      </th>
      <td className={wideOnly}>{test.code}</td>
      <td className={wideOnly}>{price}</td>
    </tr>
  );
});
