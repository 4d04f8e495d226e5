/** English source: the foundation page. */
export const foundation = {};

export type FoundationMessages = typeof foundation;
