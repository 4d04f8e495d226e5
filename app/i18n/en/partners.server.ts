/** English source: the partners page. */
export const partners = {};

export type PartnersMessages = typeof partners;
