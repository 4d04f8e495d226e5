import { beforeAll } from "vitest";
import { COMMAND_LINE_ACTOR, createAccount } from "~/features/auth/accounts.server";
import { configureAuth } from "~/features/auth/auth.server";
import { signIn } from "~/features/auth/login.server";
import type { UserRole } from "~/features/auth/roles";
import type { Database } from "~/platform/db/client.server";
import type { Mailer } from "~/platform/email.server";
import { formDataOf } from "./forms";

/* Helpers for integration tests that need signed-in staff. */

let ipCounter = 0;

/** A made-up client address per call, so rate limits of one test never touch another. */
export function nextClientIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
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
    formData: formDataOf({ email, password }),
  });
  return result.kind === "signed-in" ? cookieHeaderFrom(result.setCookies) : null;
}

/** A signed-in account: its session's Cookie header, its address, id and password. */
export type SignedIn = { cookie: string; email: string; id: string; password: string };

/** Creates a verified account with the role and signs it in; returns its Cookie header. */
export async function signedInAs(
  db: Database,
  role: UserRole,
  email = uniqueEmail(role),
): Promise<SignedIn> {
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
): Promise<SignedIn> {
  const created = await createAccount(db, { email, role, actor: COMMAND_LINE_ACTOR });
  const cookie = await signInCookie(db, created.email, created.password);
  if (cookie === null) throw new Error(`could not sign in ${email} with its one-time password`);
  return { cookie, email: created.email, id: created.id, password: created.password };
}

/** A mailer that sends nothing, for tests in which no e-mail matters. */
export const unusedMailer: Mailer = {
  async send() {
    return { messageId: "unused", transport: "outbox" };
  },
};

/** Better Auth on `db`, with a mailer that sends nothing. */
export function configureTestAuth(db: Database): void {
  configureAuth(db, { mailer: unusedMailer });
}

/**
 * In a describe block, after its database is open (openForDescribe): Better Auth on
 * that database (configureTestAuth) and, before the tests, one signed-in account per
 * role, created in this order. Each account's object is filled in when the tests run,
 * so it may be kept in a variable (or destructured) at once.
 */
export function signedInForDescribe<const Role extends UserRole>(
  database: { readonly db: Database },
  roles: readonly Role[],
): Record<Role, SignedIn> {
  const people = Object.fromEntries(
    roles.map((role) => [role, { cookie: "", email: "", id: "", password: "" }]),
  ) as Record<Role, SignedIn>;
  beforeAll(async () => {
    configureTestAuth(database.db);
    for (const role of roles) Object.assign(people[role], await signedInAs(database.db, role));
  });
  return people;
}
