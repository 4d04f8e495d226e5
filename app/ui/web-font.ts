/*
 * The text font, Inter, never delays a page (docs/decisions/006). Text paints in a
 * local Arial-metric font resized to Inter's metrics ("Inter Fallback", app.css).
 * On the first page of a visit the browser fetches Inter only once the page has
 * loaded and its content is on screen, so a slow line carries the HTML, stylesheet and main image
 * first; the text switches to Inter with the visitor's next click or key, when the
 * page changes anyway, never under their eyes (no layout shift): the file is decoded
 * beforehand, so the switch comes with that input, not half a second after it. Later pages of the
 * visit find the file in the browser's cache and paint in Inter from the start; there
 * the face is "optional", so a cache read slower than the first paint (a busy phone)
 * leaves that page in the fallback rather than swapping letters under the reader.
 * Without JavaScript the fallback stays: the same sizes and spacing, Arial's letters.
 */

import { afterFirstPaintSource } from "~/platform/hydration/after-first-paint";

/** The family app.css's font stack names first. */
export const WEB_FONT_FAMILY = "Inter Variable";

/**
 * Our Latin subset of Inter (npm run fonts) covers English and Portuguese: the same
 * descriptors and range as Fontsource's Latin face, which it was cut from.
 */
const descriptors = {
  style: "normal",
  weight: "100 900",
  unicodeRange:
    "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
};

/** Remembers, for the visit, that the browser holds the file (it is cached for a year). */
const FETCHED_KEY = "clinic:web-font";

/**
 * The inline script, at the end of the body: on a later page it adds the face before the
 * first paint. Plain ES2020 in a string, like the deferred-hydration starter.
 */
export function webFontScript(fontUrl: string): string {
  return `(() => {
  if (typeof FontFace !== "function" || !document.fonts) return;
  const url = ${JSON.stringify(fontUrl)};
  const faceFrom = (source, display) => new FontFace(${JSON.stringify(WEB_FONT_FAMILY)}, source, { ...${JSON.stringify(descriptors)}, display });
  let added = false;
  const use = (face) => {
    if (added) return;
    added = true;
    document.fonts.add(face);
    face.load().catch(() => {});
  };
  let fetched = false;
  try { fetched = sessionStorage.getItem("${FETCHED_KEY}") === url; } catch {}
  if (fetched) return use(faceFrom('url("' + url + '") format("woff2")', "optional"));
  const fetchFont = () => fetch(url, { priority: "low" }).then((response) => response.ok ? response.arrayBuffer() : Promise.reject()).then((file) => {
    try { sessionStorage.setItem("${FETCHED_KEY}", url); } catch {}
    // Decoded now, used at the next click or key: the letters change as the page reacts
    // to it, not a moment later (a busy phone takes a while to decode a font).
    const face = faceFrom(file, "swap");
    face.load().then(() => {
      for (const type of ["click", "keydown"]) addEventListener(type, () => use(face), { capture: true, once: true });
    }, () => {});
  }, () => {});
  // Once the page has loaded and its content is on screen, in an idle moment.
  const idle = () => window.requestIdleCallback ? requestIdleCallback(fetchFont, { timeout: 3000 }) : setTimeout(fetchFont, 200);
  (${afterFirstPaintSource})(idle);
})();`;
}
