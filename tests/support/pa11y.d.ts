/** The part of pa11y 9 the validator suite uses (tests/e2e/validators.spec.ts); pa11y ships no types. */
declare module "pa11y" {
  namespace pa11y {
    type Issue = {
      code: string;
      type: "error" | "warning" | "notice";
      typeCode: number;
      message: string;
      /** A short HTML snippet of the element, or null. */
      context: string | null;
      selector: string;
      runner: string;
    };
    type Results = { pageUrl: string; documentTitle: string; issues: Issue[] };
    type Options = {
      /** A puppeteer Browser the run opens its page in (and leaves open). */
      browser?: unknown;
      standard?: "WCAG2A" | "WCAG2AA" | "WCAG2AAA";
      runners?: string[];
      includeNotices?: boolean;
      includeWarnings?: boolean;
      /** For the whole run of one page, in ms. */
      timeout?: number;
      viewport?: { width: number; height: number };
    };
  }
  function pa11y(url: string, options?: pa11y.Options): Promise<pa11y.Results>;
  export = pa11y;
}
