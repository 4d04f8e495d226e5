import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  INTER_LATIN_RANGES,
  INTER_SUBSET_FILE,
  makeInterSubset,
  unicodeRangeOf,
} from "./inter-subset";

describe("the Inter subset", () => {
  it("is what the installed Fontsource file and the subset rules make (else: npm run fonts)", async () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, "../..", INTER_SUBSET_FILE));
    const fresh = await makeInterSubset();
    expect(fresh.equals(committed)).toBe(true);
    // And it is worth having: it rides in every first page's stylesheet.
    expect(committed.length).toBeLessThan(24_000);
  });

  it("is the face's file and unicode-range in the stylesheet", () => {
    const css = readFileSync(
      path.resolve(import.meta.dirname, "../../app/ui/fonts/inter.css"),
      "utf8",
    );
    expect(css).toContain(`url("./${path.basename(INTER_SUBSET_FILE)}")`);
    const range = /unicode-range:([^;]*);/.exec(css)?.[1]?.replace(/\s+/g, " ").trim();
    expect(range).toBe(unicodeRangeOf(INTER_LATIN_RANGES));
  });
});
