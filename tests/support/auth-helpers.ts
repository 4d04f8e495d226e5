import { COMMAND_LINE_ACTOR, createAccount } from "~/features/auth/accounts.server";
import { signIn } from "~/features/auth/login.server";
import type { UserRole } from "~/features/auth/roles";
import type { Database } from "~/platform/db/client.server";

/* Helpers for integration tests that need signed-in staff. */

let ipCounter = 0;

/** A made-up client address per call, so rate limits of one test never touch another. */
export function nextClientIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export function loginForm(fields: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
}

/** The Cookie request header a browser would send back after these Set-Cookie headers. */
export function cookieHeaderFrom(setCookies: string[]): string {
  return setCookies
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

/** The password signedInAs gives every account it creates. */
export const TEST_PASSWORD = "test-only-passphrase-31";

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Signs in through the login page's sign-in (Better Auth's handler, as a browser
 * would); the Cookie header of the new session, or null when it is refused.
 */
export async function signInCookie(
  db: Database,
  email: string,
  password: string,
): Promise<string | null> {
  const result = await signIn({
    db,
    clientIp: nextClientIp(),
    request: new Request("http://localhost:3000/admin/login", { method: "POST" }),
    formData: loginForm({ email, password }),
  });
  return result.kind === "signed-in" ? cookieHeaderFrom(result.setCookies) : null;
}

/** Creates a verified account with the role and signs it in; returns its Cookie header. */
export async function signedInAs(
  db: Database,
  role: UserRole,
  email = uniqueEmail(role),
): Promise<{ cookie: string; email: string; id: string; password: string }> {
  const password = TEST_PASSWORD;
  const { id } = await createAccount(db, { email, password, role, actor: COMMAND_LINE_ACTOR });
  const cookie = await signInCookie(db, email, password);
  if (cookie === null) throw new Error(`could not sign in ${email}`);
  return { cookie, email, id, password };
}

/**
 * Creates an account the way the CLI and the first start do without --password
 * (a generated one-time password that must be changed) and signs in with it.
 */
export async function signedInWithOneTimePassword(
  db: Database,
  role: UserRole,
  email = uniqueEmail(`otp-${role}`),
): Promise<{ cookie: string; email: string; id: string; password: string }> {
  const created = await createAccount(db, { email, role, actor: COMMAND_LINE_ACTOR });
  const cookie = await signInCookie(db, created.email, created.password);
  if (cookie === null) throw new Error(`could not sign in ${email} with its one-time password`);
  return { cookie, email: created.email, id: created.id, password: created.password };
}
