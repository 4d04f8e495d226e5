/**
 * An address from a title or a name (a blog post's, a team member's). The base rule: lowercase, non-word
 * characters other than spaces and hyphens removed, spaces turned into hyphens.
 *
 * Two choices on top of the base rule, because most of the clinic's titles
 * are Portuguese:
 * - Accented letters are transliterated, not dropped: "Saúde da Mulher" gives
 *   "saude-da-mulher" (the base rule alone would give "sade-da-mulher").
 *   Letters without a decomposition get a plain spelling (ß → ss, æ → ae, ø → o …);
 *   anything else outside a-z, 0-9 and "_" (emoji, other scripts) is removed.
 * - Runs of spaces and hyphens become one hyphen and none is left at either end
 *   ("Dengue -- what now?" → "dengue-what-now"), so the address stays tidy.
 *
 * Client-safe (the form shows the generated address as the placeholder).
 */

/** Longer titles are cut at a word boundary to stay a readable address. */
export const SLUG_MAX_LENGTH = 100;

const letters: Readonly<Record<string, string>> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  ł: "l",
  þ: "th",
  ı: "i",
};

export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    // The accents NFKD split off their letters ("ú" → "u" + U+0301).
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (letter) => letters[letter] ?? "")
    // The base rule: only word characters, spaces (any whitespace) and hyphens stay…
    .replace(/[^\w\s-]/g, "")
    // …and spaces become hyphens (one for a run of them, none at the ends).
    .replace(/[\s-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return cut(slug);
}

function cut(slug: string): string {
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const head = slug.slice(0, SLUG_MAX_LENGTH);
  const lastHyphen = head.lastIndexOf("-");
  // Cut at the last whole word when there is one in a reasonable distance.
  return (lastHyphen > SLUG_MAX_LENGTH / 2 ? head.slice(0, lastHyphen) : head).replace(/-+$/, "");
}

/** True for an address slugify could have made: what the server stores. */
export function isSlug(value: string): boolean {
  return (
    value.length > 0 &&
    value.length <= SLUG_MAX_LENGTH &&
    /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/.test(value)
  );
}
