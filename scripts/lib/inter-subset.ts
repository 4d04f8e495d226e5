import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

/*
 * The site's text font: Inter's Latin file from Fontsource, cut down to what the
 * pages use, so the one font every page preloads is about a third smaller.
 * - Characters: Fontsource's own Latin range (English and Portuguese, typographic
 *   punctuation, €, ™); other scripts still come from Fontsource's other files.
 * - Weights: 400 to 800 (regular to extrabold, the ones the CSS uses), not 100 to 900.
 * - Layout features: harfbuzz's defaults (kerning, ligatures, contextual forms);
 *   Inter's stylistic sets, which the site does not turn on, are dropped.
 */

/** Fontsource's unicode-range for Inter's Latin file, as [first, last] code points. */
export const INTER_LATIN_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x304, 0x304],
  [0x308, 0x308],
  [0x329, 0x329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

export const INTER_WEIGHTS = { min: 400, max: 800 } as const;

/** Where the committed subset lives; app/app.css and app/root.tsx point at it. */
export const INTER_SUBSET_FILE = "app/ui/fonts/inter-latin-wght-400-800.woff2";

const require = createRequire(import.meta.url);

/** Makes the subset from the installed Fontsource file (deterministic: same input, same bytes). */
export async function makeInterSubset(): Promise<Buffer> {
  const source = await readFile(
    require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
  );
  let text = "";
  for (const [first, last] of INTER_LATIN_RANGES) {
    for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);
  }
  return subsetFont(source, text, {
    targetFormat: "woff2",
    variationAxes: { wght: INTER_WEIGHTS },
  });
}
