/*
 * The validators' reviewed false positives (tests/site/validators.test.ts, and
 * HTML_CodeSniffer in tests/e2e/public-pages.spec.ts): findings that are not
 * faults of the site, each with the reason. A real fault is fixed in the app, never
 * listed here. An entry that no longer matches any finding fails the suite, so the list
 * only shrinks (remove it then).
 */

export type Validator = "nu" | "pa11y" | "structured-data";

export type ValidatorException = {
  validator: Validator;
  /** The pages (paths, e.g. /pt/contact) it applies to; "*" for every page. */
  page: RegExp | "*";
  /** The validator's message (the Nu Html Checker's with ASCII quotes: 'sizes'). */
  message: RegExp;
  /** The markup the finding quotes (the checker's extract, pa11y's context), when it must match too. */
  markup?: RegExp;
  /** Why it is not a fault of the site, for a reviewer. */
  reason: string;
};

export const validatorExceptions: readonly ValidatorException[] = [
  {
    validator: "nu",
    page: "*",
    message:
      /^The 'sizes' attribute must only be specified if the 'srcset' attribute is also specified\.$/,
    markup: /<img [^>]*loading="lazy" sizes="auto"[ />]/,
    reason:
      'A lazy <picture>\'s <img> says sizes="auto" without a srcset (app/ui/picture.tsx). The HTML ' +
      'standard allows exactly that ("If the srcset attribute is not specified, and the loading ' +
      'attribute is in the Lazy state, the sizes attribute may be specified with the value auto") ' +
      'and needs it: its <source>s\' sizes="auto, …" apply only when the <img> allows auto-sizes. ' +
      "The checker does not know that sentence yet.",
  },
  {
    validator: "nu",
    page: "*",
    message:
      /^The 'sizes' attribute value starting with 'auto' is only valid for lazy-loaded images\. The 'img' element must have a 'loading' attribute set to 'lazy'\.$/,
    markup: /<source type="image\/avif" srcSet="[^"]*" sizes="auto, /,
    reason:
      "Reported on the AVIF <source> of a lazy <picture> with two sources (AVIF, then WebP), whose " +
      '<img> does have loading="lazy" (app/ui/picture.tsx gives "auto" to lazy pictures only): the ' +
      "checker matches only the last <source> with the <img>; the same picture with one <source> passes.",
  },
];

/** Whether a finding is one of the listed false positives; marks the entries it matches as used. */
export function isListedFalsePositive(
  finding: { validator: Validator; page: string; message: string; markup?: string },
  used: Set<ValidatorException>,
): boolean {
  const entry = validatorExceptions.find(
    (exception) =>
      exception.validator === finding.validator &&
      (exception.page === "*" || exception.page.test(finding.page)) &&
      exception.message.test(finding.message) &&
      (!exception.markup || exception.markup.test(finding.markup ?? "")),
  );
  if (entry) used.add(entry);
  return entry !== undefined;
}

/** The entries for `validator` that matched no finding: no longer needed. */
export function unusedExceptions(
  validator: Validator,
  used: ReadonlySet<ValidatorException>,
): string[] {
  return validatorExceptions
    .filter((exception) => exception.validator === validator && !used.has(exception))
    .map((exception) => `${exception.message}`);
}
