// Imports stay relative: auth.server.ts imports this, and Better Auth's tooling does not read
// tsconfig paths.
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.server";
import { userRoles, users } from "../../platform/db/schema";
import type { Mailer } from "../../platform/email.server";
import { siteOrigin } from "../../platform/env.server";
import { logger } from "../../platform/logger.server";
import { consumeRateLimit } from "../../platform/rate-limit.server";
import { DEFAULT_ROLE, isUserRole } from "./roles";

/** The e-mail addresses of every admin. */
async function adminEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(userRoles.role, "admin"))
    .orderBy(asc(users.email));
  return rows.map((row) => row.email);
}

async function hasRole(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .limit(1);
  return row !== undefined && isUserRole(row.role) && row.role !== DEFAULT_ROLE;
}

/**
 * Tells every admin, by e-mail, that someone signed up and waits for a role.
 *
 * Sent when the account verifies its e-mail (Better Auth's afterEmailVerification), not at
 * sign-up: anyone (a bot) can fill in the sign-up form with any address, but only someone
 * who reads that mailbox can verify it, so admins hear of people, not of form spam.
 *
 * Once per sign-up: Better Auth calls this only when an unverified account becomes verified
 * (a second click on a link finds it verified and stops), and a counter keyed by the account
 * keeps two clicks at the same moment from both sending. Accounts that have a role already
 * (made on the command line, or an invitation) are not news. The mails go through the
 * outbox (queueingMailer), so a mail server that is down is retried.
 */
export async function notifyAdminsOfSignUp(
  db: Database,
  mailer: Mailer,
  user: { id: string; email: string; name: string },
): Promise<void> {
  try {
    if (await hasRole(db, user.id)) return;
    const first = await consumeRateLimit(db, {
      key: `sign-up-notice:${user.id}`,
      limit: 1,
      windowMs: 24 * 60 * 60 * 1000,
    });
    if (!first.allowed) return;
    for (const to of await adminEmails(db)) {
      await mailer.send({
        to,
        subject: "A new staff portal account is waiting for a role",
        text: [
          "Hello,",
          "",
          "Someone signed up for the VIP Walk-In Clinic staff portal and confirmed their e-mail address:",
          "",
          `  E-mail: ${user.email}`,
          `  Name:   ${user.name}`,
          "",
          "The account sees nothing of the portal until an admin gives it a role. If you know this person, give them one on the Users page:",
          `${siteOrigin()}/admin/users`,
          "",
          "If you do not, you can leave it without a role or delete it there.",
        ].join("\n"),
      });
    }
  } catch (error) {
    // The verification itself has succeeded; the admins can still see the account listed.
    logger.error({ err: error }, "could not queue the new sign-up notice for admins");
  }
}
