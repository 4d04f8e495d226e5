/**
 * What a refused sign-in (429) says, from its Retry-After: on the login page and in
 * the portal's "Your session has ended" dialog.
 */
export function tooManyAttemptsText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please wait ${minutes === 1 ? "a minute" : `${minutes} minutes`} and try again.`;
}
