import { randomBytes, randomUUID } from "node:crypto";
import { pageSlice } from "~/platform/paging";
import { hashPassword } from "better-auth/crypto";
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import { containsPattern } from "~/platform/db/like.server";
import { MAX_ACCOUNT_SEARCH_LENGTH, type AccountListQuery } from "./account-list-query";
import { lastAuditEntry, recordAudit, type AuditActor } from "~/features/audit/index.server";
import type { Database } from "~/platform/db/client.server";
import { accounts, sessions, userRoles, users } from "~/platform/db/schema";
import { describeConflict } from "~/features/history/index.server";
import type { EditConflict } from "~/ui/admin/edit-conflict";
import { passwordProblem } from "./password-policy.server";
import { DEFAULT_ROLE, isUserRole, roleLabels, type UserRole } from "./roles";

/**
 * Staff accounts and their roles: what the admin Users page, the `npm run user`
 * command and the first start do. Better Auth owns sign-in, sessions and
 * verification; accounts made here are credential accounts it signs in as usual.
 */

export type AccountSummary = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role: UserRole;
  createdAt: Date;
};

export class AccountError extends Error {
  override name = "AccountError";
}

/** The CLI (no signed-in person) signs its audit entries with this. */
export const COMMAND_LINE_ACTOR: AuditActor = { id: null, email: "command line" };

/** The very first start (ensureInitialAdmin) signs its audit entries with this. */
const FIRST_START_ACTOR: AuditActor = { id: null, email: "first start" };

/** The audit entry of a change to a user's account, in the change's transaction. */
function recordUserAudit(
  tx: Database,
  actor: AuditActor,
  { action, userId, summary }: { action: string; userId: string; summary: string },
) {
  return recordAudit(tx, { actor, action, entityType: "user", entityId: userId, summary });
}

/** The password sign-in of a user, as Better Auth stores it (a "credential" account). */
function insertCredential(tx: Database, userId: string, hash: string) {
  return tx.insert(accounts).values({
    id: randomUUID(),
    accountId: userId,
    providerId: "credential",
    userId,
    password: hash,
  });
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The role stored for a user; no row means the default, user. */
export async function getUserRole(db: Database, userId: string): Promise<UserRole> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .limit(1);
  return row && isUserRole(row.role) ? row.role : DEFAULT_ROLE;
}

/** Accounts a page of the portal's Users list shows. */
export const ACCOUNTS_PAGE_SIZE = 50;

const accountSorts: Record<AccountListQuery["sort"], SQL[]> = {
  email: [asc(users.email)],
  name: [sql`lower(${users.name})`, asc(users.email)],
  newest: [desc(users.createdAt), asc(users.email)],
};

/**
 * One page of the accounts and how many the search and role filter find (issue 27: in
 * SQL), by e-mail address unless sorted otherwise: the portal's Users list. A role of
 * "user" finds those waiting for a role (no role row, or "user"). A page past the last
 * shows the last (an account deleted since).
 */
export async function listAccountPage(
  db: Database,
  query: number | Pick<AccountListQuery, "q" | "filters" | "sort" | "page">,
) {
  const {
    q,
    filters,
    sort,
    page: requestedPage,
  } = typeof query === "number"
    ? { q: "", filters: { role: null }, sort: "email" as const, page: query }
    : query;
  const needle = q.trim().slice(0, MAX_ACCOUNT_SEARCH_LENGTH);
  const where = and(
    needle
      ? or(ilike(users.email, containsPattern(needle)), ilike(users.name, containsPattern(needle)))
      : undefined,
    filters.role === DEFAULT_ROLE
      ? or(isNull(userRoles.role), eq(userRoles.role, DEFAULT_ROLE))
      : filters.role
        ? eq(userRoles.role, filters.role)
        : undefined,
  );
  const [[all], [matched]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .where(where),
  ]);
  const total = all?.n ?? 0;
  const matches = matched?.n ?? 0;
  const { page, pageCount, limit, offset } = pageSlice(matches, ACCOUNTS_PAGE_SIZE, requestedPage);
  const rows = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(where)
    .orderBy(...accountSorts[sort])
    .limit(limit)
    .offset(offset);
  const accounts = rows.map((row) => ({
    ...row,
    role: isUserRole(row.role) ? row.role : DEFAULT_ROLE,
  }));
  return { accounts, total, matches, page, pageCount };
}

const accountColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  emailVerified: users.emailVerified,
  role: userRoles.role,
  createdAt: users.createdAt,
};

/** Accounts by e-mail address with their role: all (the command line's list), or a slice. */
export async function listAccounts(
  db: Database,
  slice?: { limit: number; offset: number },
): Promise<AccountSummary[]> {
  const query = db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      role: userRoles.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .orderBy(asc(users.email));
  const rows = await (slice ? query.limit(slice.limit).offset(slice.offset) : query);
  return rows.map((row) => ({ ...row, role: isUserRole(row.role) ? row.role : DEFAULT_ROLE }));
}

export async function findAccountByEmail(
  db: Database,
  email: string,
): Promise<AccountSummary | null> {
  const normalized = normalizeEmail(email);
  const all = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalized))
    .limit(1);
  const id = all[0]?.id;
  if (!id) return null;
  return (await listAccounts(db)).find((account) => account.id === id) ?? null;
}

/** A password to hand over once: 4 groups of 5 unambiguous characters, about 100 bits. */
export function generateOneTimePassword(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(20);
  const characters = [...bytes].map((byte) => alphabet[byte % alphabet.length]);
  return [0, 5, 10, 15].map((start) => characters.slice(start, start + 5).join("")).join("-");
}

export type CreateAccountInput = {
  email: string;
  role: UserRole;
  /** Omitted: a one-time password is generated, returned, and must be changed at first sign-in. */
  password?: string;
  name?: string;
  actor: AuditActor;
};

/**
 * Creates a verified credential account with a role. Used by the operator (CLI,
 * first start), who vouches for the address, so no verification e-mail is sent.
 */
export async function createAccount(
  db: Database,
  input: CreateAccountInput,
): Promise<{ id: string; email: string; password: string; generated: boolean }> {
  const email = normalizeEmail(input.email);
  const generated = input.password === undefined;
  const password = input.password ?? generateOneTimePassword();
  if (!generated) {
    const problem = passwordProblem(password);
    if (problem) throw new AccountError(problem);
  }
  const hash = await hashPassword(password);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (existing) throw new AccountError(`An account with the e-mail ${email} already exists.`);
    await tx.insert(users).values({
      id,
      email,
      name: input.name?.trim() || email.split("@")[0] || email,
      emailVerified: true,
      mustChangePassword: generated,
    });
    await insertCredential(tx, id, hash);
    if (input.role !== DEFAULT_ROLE) {
      await tx.insert(userRoles).values({ userId: id, role: input.role });
    }
    await recordUserAudit(tx, input.actor, {
      action: "user.created",
      userId: id,
      summary: `${email} created as ${roleLabels[input.role].toLowerCase()}`,
    });
  });
  return { id, email, password, generated };
}

export type RoleChangeResult =
  | { kind: "changed"; email: string; from: UserRole; to: UserRole }
  | { kind: "unchanged" }
  /** Someone changed the role after the page was opened: nothing was written. */
  | { kind: "conflict"; userId: string; conflict: EditConflict }
  | { kind: "not-found" }
  | { kind: "last-admin" }
  /** An admin in the portal cannot take away their own admin role (another admin can). */
  | { kind: "self" };

/**
 * Gives a user a role. The last admin keeps theirs: the admin rows are locked
 * first, so two admins demoting each other at once cannot leave none.
 */
export async function setUserRole(
  db: Database,
  {
    userId,
    role,
    baseRole,
    actor,
  }: {
    userId: string;
    role: UserRole;
    /**
     * The role the users page showed when it was opened: another one now is a colleague's
     * change, and nothing is written (null: a form that did not say, judged stale).
     * Left out by callers that decide alone (the command line, the first admin).
     */
    baseRole?: UserRole | null;
    actor: AuditActor;
  },
): Promise<RoleChangeResult> {
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const target = await findUser(tx, userId);
    if (!target) return { kind: "not-found" };
    const from = await getUserRole(tx, userId);
    if (from === role) return { kind: "unchanged" };
    if (baseRole !== undefined && from !== baseRole) {
      return {
        kind: "conflict",
        userId,
        conflict: describeConflict({
          author: await lastAuditEntry(tx, { action: "user.role_changed", entityId: userId }),
          updatedAt: new Date(),
          theirs: { role: roleLabels[from] },
          yours: { role: roleLabels[role] },
          editor: actor,
        }),
      };
    }
    // Said first: in the portal, the last admin is always oneself.
    if (actor.id !== null && actor.id === userId) return { kind: "self" };
    if (from === "admin" && admins.length <= 1) return { kind: "last-admin" };

    await tx
      .insert(userRoles)
      .values({ userId, role })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role, updatedAt: sql`now()` } });
    await recordUserAudit(tx, actor, {
      action: "user.role_changed",
      userId,
      summary: `${target.email}: ${roleLabels[from].toLowerCase()} → ${roleLabels[role].toLowerCase()}`,
    });
    return { kind: "changed", email: target.email, from, to: role };
  });
}

export type DeleteAccountResult =
  | { kind: "deleted"; email: string }
  | { kind: "not-found" }
  | { kind: "last-admin" }
  | { kind: "self" };

/** Deletes an account with its sessions and role. Nobody deletes themselves, or the last admin. */
export async function deleteAccount(
  db: Database,
  { userId, actor }: { userId: string; actor: AuditActor },
): Promise<DeleteAccountResult> {
  if (actor.id === userId) return { kind: "self" };
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const target = await findUser(tx, userId);
    if (!target) return { kind: "not-found" };
    if (admins.includes(userId) && admins.length <= 1) return { kind: "last-admin" };
    // Sessions, credentials and the role row go with it (ON DELETE CASCADE).
    await tx.delete(users).where(eq(users.id, userId));
    await recordUserAudit(tx, actor, {
      action: "user.deleted",
      userId,
      summary: `${target.email} deleted`,
    });
    return { kind: "deleted", email: target.email };
  });
}

async function findUser(db: Database, userId: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user ?? null;
}

/** The admins' user ids, with their role rows locked until the transaction ends. */
async function lockAdmins(tx: Database): Promise<string[]> {
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, "admin"))
    .for("update");
  return rows.map((row) => row.userId);
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(userRoles)
    .where(eq(userRoles.role, "admin"));
  return row?.value ?? 0;
}

/**
 * The very first start: with no admin at all, create one with a one-time
 * password, to be printed once by the caller. An existing account with that
 * e-mail is promoted and given a new one-time password instead.
 */
export async function ensureInitialAdmin(
  db: Database,
  email: string,
): Promise<{ email: string; password: string } | null> {
  if ((await countAdmins(db)) > 0) return null;
  const existing = await findAccountByEmail(db, email);
  if (!existing) {
    const created = await createAccount(db, {
      email,
      role: "admin",
      name: "Clinic admin",
      actor: FIRST_START_ACTOR,
    });
    return { email: created.email, password: created.password };
  }
  const password = await issueOneTimePassword(db, existing.id, FIRST_START_ACTOR);
  await setUserRole(db, { userId: existing.id, role: "admin", actor: FIRST_START_ACTOR });
  return { email: existing.email, password };
}

/**
 * Replaces a user's password with a new one-time password (which they must
 * change at their next sign-in), signs them out everywhere, and returns it.
 * For the operator, when someone has lost their password.
 */
export async function issueOneTimePassword(
  db: Database,
  userId: string,
  actor: AuditActor = COMMAND_LINE_ACTOR,
): Promise<string> {
  const password = generateOneTimePassword();
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ mustChangePassword: true, emailVerified: true, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    if (!user) throw new AccountError("That account no longer exists.");
    const updated = await tx
      .update(accounts)
      .set({ password: hash, updatedAt: sql`now()` })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
      .returning({ id: accounts.id });
    if (updated.length === 0) await insertCredential(tx, userId, hash);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordUserAudit(tx, actor, {
      action: "user.password_reset",
      userId,
      summary: `${user.email} given a one-time password`,
    });
  });
  return password;
}

/** After the one-time password has been replaced. */
export async function clearMustChangePassword(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ mustChangePassword: false, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** How many sign-ups the Users page lists at its top at most (the newest). */
export const WAITING_SIGN_UPS_LIMIT = 50;

/**
 * Accounts without a role (no user_roles row, or the role user), newest first: people who
 * signed up and wait for an admin to give them a role. The Users page lists them first.
 */
export async function listWaitingSignUps(
  db: Database,
): Promise<{ accounts: AccountSummary[]; total: number }> {
  const waiting = or(isNull(userRoles.role), eq(userRoles.role, DEFAULT_ROLE));
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(waiting)
    .orderBy(desc(users.createdAt), asc(users.email))
    .limit(WAITING_SIGN_UPS_LIMIT);
  const [total] = await db
    .select({ value: count() })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(waiting);
  return {
    accounts: rows.map((row) => ({ ...row, role: DEFAULT_ROLE })),
    total: total?.value ?? 0,
  };
}
