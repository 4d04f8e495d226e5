/** English source: the insurance page. */
export const insurance = {};

export type InsuranceMessages = typeof insurance;
