import { COMMAND_LINE_ACTOR, createAccount } from "~/auth/accounts.server";
import { signIn } from "~/auth/login.server";
import type { UserRole } from "~/auth/roles";
import type { Database } from "~/db/client.server";

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

/** Creates a verified account with the role and signs it in; returns its Cookie header. */
export async function signedInAs(
  db: Database,
  role: UserRole,
  email = `${role}.${Math.random().toString(36).slice(2, 8)}@example.com`,
): Promise<{ cookie: string; email: string; id: string }> {
  const password = "test-only-passphrase-31";
  const { id } = await createAccount(db, { email, password, role, actor: COMMAND_LINE_ACTOR });
  const result = await signIn({
    db,
    clientIp: nextClientIp(),
    request: new Request("http://localhost:3000/admin/login", { method: "POST" }),
    formData: loginForm({ email, password }),
  });
  if (result.kind !== "signed-in") throw new Error(`could not sign in ${email}: ${result.kind}`);
  return { cookie: cookieHeaderFrom(result.setCookies), email, id };
}
