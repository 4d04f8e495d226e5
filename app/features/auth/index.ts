/** Roles and what each may do (client-safe): the staff portal hides what a role may not use. */
export {
  DEFAULT_ROLE,
  isAdmin,
  isContentEditor,
  isUserRole,
  roleLabels,
  userRoleValues,
  type UserRole,
} from "./roles";
