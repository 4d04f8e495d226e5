/** English source: the membership page. */
export const membership = {};

export type MembershipMessages = typeof membership;
