/**
 * The roles a user_roles row may hold. Client-safe (no database code): the schema's
 * check constraint and the staff portal's role picker read the same list. A user
 * without a row has the default, "user"; what each role may do is in
 * app/features/auth/roles.ts.
 */
export const userRoleValues = ["admin", "content_editor", "user"] as const;
export type UserRole = (typeof userRoleValues)[number];

/** The roles an invitation may give: staff roles only (a user-role account waits for one). */
export const invitationRoleValues = ["content_editor", "admin"] as const;
