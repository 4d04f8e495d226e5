/**
 * Initials for an avatar: the first letter of each word, uppercase, at most two.
 * Accented letters are kept whole ("Ágata Érica" → "ÁÉ").
 */
export function initials(name: string, max = 2): string {
  return name
    .normalize("NFC")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .slice(0, max)
    .toLocaleUpperCase();
}
