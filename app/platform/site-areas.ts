/**
 * The site's two areas, by path: one definition for the server (the page cache, the request
 * guards) and the app (the root's revalidation between public pages).
 */

/**
 * Whether a path belongs to the staff portal: /admin, /admin/…, and their client-side
 * data requests (/admin.data, /admin/….data). Not /administrator or /admins.
 */
export function isStaffPortalPath(path: string): boolean {
  return /^\/admin(?:[/.]|$)/.test(path);
}

/** Whether a path is the public site's: neither the staff portal nor the sign-in API (/api/…). */
export function isPublicSitePath(path: string): boolean {
  return !isStaffPortalPath(path) && !/^\/api(?:[/.]|$)/.test(path);
}
