/**
 * Whether two ways of writing a person's name name the same person: a post's author
 * ("Dr. Helena Duarte", "helena  duarte") and a team member ("Helena Duarte"). Client-safe.
 */

/** Titles written before a name, in English and Portuguese, without their full stop. */
const TITLES = new Set([
  "dr",
  "dra",
  "doctor",
  "doutor",
  "doutora",
  "prof",
  "profa",
  "mr",
  "mrs",
  "ms",
  "sr",
  "sra",
]);

/**
 * A name as a comparison key: without accents, case, titles before it ("Dr.", "Dra.") or
 * credentials after a comma (", MD", ", RN"), and with single spaces. "" when nothing is left.
 */
export function personNameKey(name: string): string {
  const words = name
    .split(",")[0]!
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/\.+$/, ""))
    .filter(Boolean);
  while (words.length > 1 && TITLES.has(words[0]!)) words.shift();
  return words.join(" ");
}

/**
 * The one person in `people` that `name` names, or null: none does, or several do
 * (two members with one name: which one wrote it cannot be told).
 */
export function personNamed<Person extends { name: string }>(
  name: string | null | undefined,
  people: readonly Person[],
): Person | null {
  const key = personNameKey(name ?? "");
  if (key === "") return null;
  const found = people.filter((person) => personNameKey(person.name) === key);
  return found.length === 1 ? found[0]! : null;
}
