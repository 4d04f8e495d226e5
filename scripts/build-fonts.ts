/**
 * Writes the site's Inter subset (scripts/lib/inter-subset.ts) to app/ui/fonts/.
 *
 *   npm run fonts
 *
 * The file is committed; run this after upgrading @fontsource-variable/inter or
 * changing the subset, and commit the result (a unit test compares the two).
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { INTER_SUBSET_FILE, makeInterSubset } from "./lib/inter-subset";

const target = path.resolve(import.meta.dirname, "..", INTER_SUBSET_FILE);
const subset = await makeInterSubset();
await writeFile(target, subset);
console.log(`Wrote ${INTER_SUBSET_FILE} (${subset.length} bytes)`);
