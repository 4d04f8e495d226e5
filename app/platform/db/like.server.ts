/**
 * A LIKE/ILIKE pattern that finds `text` anywhere, its own % _ and \ taken literally
 * (the portal's searches: lab tests, posts).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
