/*
 * The text font, Inter, arrives after the page (docs/decisions/006). Text first
 * paints in a local Arial-metric font resized to Inter's metrics ("Inter Fallback",
 * app.css), so the swap moves nothing; until then a slow line carries the page's
 * HTML, stylesheet and main image, not 32 KB of font. The inline script below adds
 * Inter's face once the page has loaded, or at once on later pages of the same
 * visit, when the browser already holds the file. Without JavaScript the
 * fallback stays: the same sizes and spacing, Arial's letters.
 */

/** The family app.css's font stack names first. */
export const WEB_FONT_FAMILY = "Inter Variable";

/**
 * Our Latin subset of Inter (npm run fonts) covers English and Portuguese: the same
 * descriptors and range as Fontsource's Latin face, which it was cut from.
 */
const descriptors = {
  style: "normal",
  weight: "100 900",
  display: "swap",
  unicodeRange:
    "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
};

/** Remembers, for the visit, that the font has loaded (the browser caches the file). */
const LOADED_KEY = "clinic:web-font";

/**
 * The inline script (in the head, so a later page has the face before it paints).
 * Plain ES2020 in a string, like the deferred-hydration starter.
 */
export function webFontScript(fontUrl: string): string {
  return `(() => {
  if (typeof FontFace !== "function" || !document.fonts) return;
  const url = ${JSON.stringify(fontUrl)};
  const face = new FontFace(${JSON.stringify(WEB_FONT_FAMILY)}, 'url("' + url + '") format("woff2")', ${JSON.stringify(descriptors)});
  const add = () => {
    document.fonts.add(face);
    face.load().then(() => {
      try { sessionStorage.setItem("${LOADED_KEY}", url); } catch {}
    }, () => {});
  };
  let loadedBefore = false;
  try { loadedBefore = sessionStorage.getItem("${LOADED_KEY}") === url; } catch {}
  if (loadedBefore || document.readyState === "complete") add();
  else addEventListener("load", add, { once: true });
})();`;
}
