import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Page } from "@playwright/test";

/*
 * HTML_CodeSniffer (WCAG 2 AA) exactly as pa11y runs it, in a page a test already has open:
 * pa11y's own in-page runner (pa11y/lib/runner.js, which names each finding's element by a
 * selector and quotes its markup), the sniffer it ships (@pa11y/html_codesniffer) and its
 * htmlcs runner's function, injected the way pa11y injects them. So one browser visit serves
 * this engine, axe and the layout checks (docs/testing.md), where pa11y loaded every page a
 * second time in a browser of its own.
 */

const requireHere = createRequire(import.meta.url);
const pa11yDir = path.dirname(requireHere.resolve("pa11y/package.json"));
const requirePa11y = createRequire(path.join(pa11yDir, "lib", "pa11y.js"));
const pa11yVersion = (requireHere("pa11y/package.json") as { version: string }).version;

type HtmlcsRunner = { run: (...args: unknown[]) => unknown; scripts: string[] };

let bundle: { runner: string; sniffer: string } | undefined;
/** The scripts pa11y injects for its htmlcs runner, read once per worker. */
function pa11yScripts(): { runner: string; sniffer: string } {
  if (!bundle) {
    const htmlcs = requirePa11y("./runners/htmlcs") as HtmlcsRunner;
    bundle = {
      runner: readFileSync(path.join(pa11yDir, "lib", "runner.js"), "utf8"),
      sniffer: `
        ;${htmlcs.scripts.map((script) => readFileSync(script, "utf8")).join("\n\n")};
        ;window.__pa11y.runners["htmlcs"] = ${htmlcs.run.toString()};
      `,
    };
  }
  return bundle;
}

export type SnifferIssue = {
  code: string;
  type: "error" | "warning" | "notice" | "unknown";
  message: string;
  context: string | null;
  selector: string;
};

/**
 * HTML_CodeSniffer's errors on the page as it is now (its warnings and notices ask for a
 * person's review, as pa11y leaves them out by default). Evaluated through the DevTools
 * protocol, as pa11y does, so the page's Content-Security-Policy does not apply to it.
 */
export async function htmlCodeSnifferErrors(page: Page): Promise<SnifferIssue[]> {
  const { runner, sniffer } = pa11yScripts();
  await page.evaluate(runner);
  await page.evaluate(sniffer);
  const result = await page.evaluate(
    (options) =>
      (
        window as unknown as {
          __pa11y: { run(options: unknown): Promise<{ issues: SnifferIssue[] }> };
        }
      ).__pa11y.run(options),
    {
      pa11yVersion,
      hideElements: null,
      ignore: ["notice", "warning"],
      levelCapWhenNeedsReview: "error",
      rootElement: null,
      rules: [],
      runners: ["htmlcs"],
      standard: "WCAG2AA",
      wait: 0,
    },
  );
  return result.issues.filter((issue) => issue.type === "error");
}
