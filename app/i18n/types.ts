/**
 * A translation must have exactly the shape of the English source: every key,
 * nested the same way, with strings where English has strings. A key missing
 * in Portuguese (or one Portuguese has extra) fails the typecheck.
 * Messages are plain data (no functions) because they travel in loader data;
 * placeholders such as {year} are filled by `format` in ./format.ts.
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Translation<Item>[]
    : { readonly [Key in keyof T]: Translation<T[Key]> };
