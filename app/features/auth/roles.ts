import { userRoleValues, type UserRole } from "~/platform/db/user-roles";

/**
 * What each role may do. Client-safe: the admin UI uses the same checks to hide what
 * a role may not use, but only the server's checks protect anything.
 */
export { userRoleValues, type UserRole };

/** No user_roles row means the default role. */
export const DEFAULT_ROLE: UserRole = "user";

export const roleLabels: Record<UserRole, string> = {
  admin: "Admin",
  content_editor: "Content editor",
  user: "User",
};

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === "string" && (userRoleValues as readonly string[]).includes(value);
}

/** Only admins manage accounts and roles. */
export function isAdmin(role: UserRole | null | undefined): boolean {
  return role === "admin";
}

/** Content editors and admins may use the admin portal's content pages. */
export function isContentEditor(role: UserRole | null | undefined): boolean {
  return role === "content_editor" || role === "admin";
}
