import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

/*
 * The site's text font: Inter's Latin file from Fontsource, cut down to what the
 * pages use. The file travels inside the stylesheet (app/ui/fonts/inter.css), so every
 * byte here delays every first page a little: it is kept small.
 * - Characters: ASCII and Latin-1 (English, Portuguese and Spanish letters, and the
 *   symbols staff type: ° µ ½ © …), typographic dashes, quotes, bullets and spaces
 *   (Intl's times use U+202F), €, ™ and the arrows. Other characters fall back to the
 *   device's fonts through the face's unicode-range.
 * - Weights: 400 to 800 (regular to extrabold, the ones the CSS uses), not 100 to 900.
 * - Layout features: kerning, ligatures and contextual forms, without the glyphs only
 *   they reach (the layout closure); Inter's stylistic sets, which the site does not
 *   turn on, are dropped. About 22 KB, down from Fontsource's 48 KB.
 */

/** The characters the subset keeps, as [first, last] code points (also the CSS unicode-range). */
export const INTER_LATIN_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2009, 0x200b],
  [0x2010, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x202f, 0x202f],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

/** Inter's features the pages use (harfbuzz's defaults for Latin text). */
const LAYOUT_FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "rvrn"];

/** The ranges as a CSS unicode-range value, as app/ui/fonts/inter.css writes it. */
export function unicodeRangeOf(ranges: ReadonlyArray<readonly [number, number]>): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(", ");
}

export const INTER_WEIGHTS = { min: 400, max: 800 } as const;

/** Where the committed subset lives; app/ui/fonts/inter.css points at it. */
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
    keepFeatures: LAYOUT_FEATURES,
    noLayoutClosure: true,
  });
}
