/**
 * Blog categories on the public Health Tips page: the tab labels and the
 * client-side filter. Client-safe: no server imports.
 */

/** The tab every visitor starts on: every post, the featured one above the grid. */
export const ALL_CATEGORIES = "all";

/**
 * The label of a category the dictionary does not know: first letter
 * capitalised, the FIRST hyphen replaced by a space ("mental-health" →
 * "Mental health", "a-b-c" → "A b-c").
 */
export function categoryLabel(category: string): string {
  const spaced = category.replace("-", " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * The label a visitor reads: the dictionary's translated label for a known
 * category, otherwise the rule of categoryLabel.
 */
export function categoryDisplayLabel(
  category: string,
  knownLabels: Readonly<Record<string, string>>,
): string {
  const known = Object.hasOwn(knownLabels, category) ? knownLabels[category] : undefined;
  return known || categoryLabel(category);
}

/** The categories the posts use, each once, ordered by their label in the visitor's language. */
export function postCategories(
  posts: readonly { category: string }[],
  knownLabels: Readonly<Record<string, string>>,
  locale: string,
): { id: string; label: string }[] {
  const ids = [...new Set(posts.map((post) => post.category).filter(Boolean))];
  const collator = new Intl.Collator(locale, { sensitivity: "base" });
  return ids
    .map((id) => ({ id, label: categoryDisplayLabel(id, knownLabels) }))
    .sort((a, b) => collator.compare(a.label, b.label) || collator.compare(a.id, b.id));
}

/** The list's URL for a category: the plain path for "All", ?category=… otherwise. */
export function categoryHref(listPath: string, category: string): string {
  return category === ALL_CATEGORIES
    ? listPath
    : `${listPath}?category=${encodeURIComponent(category)}`;
}
