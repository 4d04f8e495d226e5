import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { eachLimited, everyPublicPage, jsonLdTexts } from "../support/public-site";
import {
  isListedFalsePositive,
  unusedExceptions,
  type Validator,
  type ValidatorException,
} from "../support/validator-exceptions";
import { recordChecks } from "./checked-pages";
import { siteRequest, type SiteRequest } from "./request";

/*
 * The validators on every public page in every language (everyPublicPage: each page of the
 * sitemap, the 404 page and the e-mail links' pages), with no error allowed but the
 * reviewed false positives of tests/support/validator-exceptions.ts:
 * - the Nu Html Checker (vnu.jar, a Java program) on the HTML the server sends, all pages
 *   in one run of the checker;
 * - (HTML_CodeSniffer, as pa11y runs it, looks at each page in tests/e2e/public-pages.spec.ts,
 *   in the same browser visit as axe);
 * - every JSON-LD block parses and names its @context and @type. What the blocks say is
 *   checked by seo.test.ts, the sitemap and the RSS feeds by tests/e2e/seo.spec.ts.
 * The checker's warnings are printed, never failed on. Each check prints how long it took.
 */

const request = siteRequest();

const requireHere = createRequire(import.meta.url);
/** The checker's jar, from the vnu-jar package (its own runner would download a Java). */
const vnuJar = String(requireHere("vnu-jar"));

type FetchedPage = { path: string; html: string };
let fetched: Promise<FetchedPage[]> | undefined;
/** Every public page's HTML, fetched once for both tests, a few at a time. */
function loadPages(request: SiteRequest): Promise<FetchedPage[]> {
  fetched ??= (async () => {
    const pages = await everyPublicPage(request);
    const html = new Map<string, string>();
    await eachLimited(pages, async ({ path, status }) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      html.set(path, await response.text());
    });
    return pages.map(({ path }) => ({ path, html: html.get(path) ?? "" }));
  })();
  return fetched;
}

type Finding = { page: string; message: string; markup?: string; where?: string };

/**
 * Fails on the findings that are not listed false positives (page, place, message), then
 * on listed ones that matched nothing. Answers how many were listed ones.
 */
function expectOnlyListed(validator: Validator, findings: Finding[]): number {
  const used = new Set<ValidatorException>();
  const errors = findings
    .filter((finding) => !isListedFalsePositive({ validator, ...finding }, used))
    .map(({ page, where, message }) => `${page}${where ? ` ${where}` : ""}: ${message}`);
  expect(
    errors,
    `${validator} errors (fix them; a false positive goes in validator-exceptions.ts)`,
  ).toEqual([]);
  expect(
    unusedExceptions(validator, used),
    "validator-exceptions.ts entries that match nothing any more (remove them)",
  ).toEqual([]);
  return findings.length - errors.length;
}

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

/** `command`'s Java major version (8 for "1.8.0"), or null when it does not run. */
function javaMajorVersion(command: string): number | null {
  const result = spawnSync(command, ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/**
 * `java` on the PATH, else the runtime vnu-jar's install script downloads into
 * node_modules/.cache where there is none (when it could; this never downloads): the
 * first that is new enough, else the one found.
 */
function findJava(): { command: string; major: number } | null {
  const { findCachedJava } = requireHere("vnu-jar/vnu-java-downloader.js") as {
    findCachedJava(): string | null;
  };
  const found = ["java", findCachedJava()].flatMap((command) => {
    const major = command ? javaMajorVersion(command) : null;
    return command && major !== null ? [{ command, major }] : [];
  });
  return found.find((java) => java.major >= 17) ?? found[0] ?? null;
}

type VnuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

// About 10 s alone (one Java start for all pages); the other workers run tests beside it.
test(
  "the Nu Html Checker finds no error on any public page",
  { timeout: 180_000 },
  async (context) => {
    const java = findJava();
    if (java === null || java.major < 17) {
      const problem =
        java === null
          ? "No Java runtime (`java`) found"
          : `Java ${java.major} found, the Nu Html Checker needs 17 or newer`;
      const fix =
        "Install Java 17 or newer (Debian 12 and later: sudo apt-get install -y default-jre-headless).";
      if (process.env.CI) throw new Error(`${problem}. ${fix}`);
      console.warn(`validators.test.ts: ${problem}: the Nu Html Checker is skipped. ${fix}`);
      return context.skip(`${problem}. ${fix}`);
    }
    const started = Date.now();
    const pages = await loadPages(request);
    const dir = mkdtempSync(path.join(tmpdir(), "clinic-vnu-"));
    try {
      const pageOfFile = new Map<string, string>();
      pages.forEach(({ path: page, html }, index) => {
        const file = `${String(index).padStart(3, "0")}${page.replace(/[^\w-]+/g, "_")}.html`;
        writeFileSync(path.join(dir, file), html);
        pageOfFile.set(file, page);
      });
      const output = await new Promise<string>((resolve, reject) => {
        execFile(
          java.command,
          [
            "-jar",
            vnuJar,
            ...["--format", "json", "--stdout", "--exit-zero-always"],
            ...["--asciiquotes", "--skip-info-messages"],
            dir,
          ],
          { maxBuffer: 64 * 1024 * 1024 },
          (error, stdout, stderr) =>
            error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
        );
      });
      recordChecks(
        context,
        "Nu Html Checker",
        pages.map(({ path: page }) => page),
      );
      const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
      const pageOf = (message: VnuMessage) =>
        pageOfFile.get(path.basename(message.url ?? "")) ?? message.url ?? "(no page)";
      const warnings = messages.filter((message) => message.type === "info");
      if (warnings.length > 0) {
        console.log(
          warnings
            .map(
              (warning) => `  warning ${pageOf(warning)}:${warning.lastLine}: ${warning.message}`,
            )
            .join("\n"),
        );
      }
      const listed = expectOnlyListed(
        "nu",
        messages
          .filter((message) => message.type !== "info")
          .map((message) => ({
            page: pageOf(message),
            where: message.lastLine ? `line ${message.lastLine}` : undefined,
            message: message.message,
            markup: message.extract,
          })),
      );
      console.log(
        `Nu Html Checker: ${pages.length} pages, no error (${listed} listed false positives), ` +
          `${warnings.length} warnings, in ${seconds(started)}`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test("every public page's JSON-LD parses and names its @context and @type", async (context) => {
  const pages = await loadPages(request);
  recordChecks(
    context,
    "JSON-LD",
    pages.map(({ path: page }) => page),
  );
  const findings: Finding[] = [];
  let blocks = 0;
  for (const { path: page, html } of pages) {
    for (const [index, text] of jsonLdTexts(html).entries()) {
      blocks += 1;
      const where = `JSON-LD block ${index + 1}`;
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch (error) {
        findings.push({ page, where, message: `does not parse: ${String(error)}`, markup: text });
        continue;
      }
      for (const item of Array.isArray(data) ? data : [data]) {
        const record = (typeof item === "object" && item !== null ? item : {}) as Record<
          string,
          unknown
        >;
        if (!/^https?:\/\/schema\.org\/?$/.test(String(record["@context"]))) {
          findings.push({ page, where, message: "no @context https://schema.org", markup: text });
        }
        if (typeof record["@type"] !== "string" || record["@type"] === "") {
          findings.push({ page, where, message: "no @type", markup: text });
        }
      }
    }
  }
  expectOnlyListed("structured-data", findings);
  // The home and contact pages, the service, team and article pages at least.
  expect(blocks).toBeGreaterThan(pages.length / 2);
});
