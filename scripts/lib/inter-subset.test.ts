import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INTER_SUBSET_FILE, makeInterSubset } from "./inter-subset";

describe("the Inter subset", () => {
  it("is what the installed Fontsource file and the subset rules make (else: npm run fonts)", async () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, "../..", INTER_SUBSET_FILE));
    const fresh = await makeInterSubset();
    expect(fresh.equals(committed)).toBe(true);
    // And it is worth having: well under Fontsource's 48 KB Latin file.
    expect(committed.length).toBeLessThan(34_000);
  });
});
