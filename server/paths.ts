/**
 * Whether a path belongs to the staff portal: /admin, /admin/…, and their client-side
 * data requests (/admin.data, /admin/….data). Not /administrator or /admins.
 */
export function isStaffPortalPath(path: string): boolean {
  return /^\/admin(?:[/.]|$)/.test(path);
}
