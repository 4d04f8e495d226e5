import { createHash, randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "~/features/audit/index.server";
import type { Database } from "~/platform/db/client.server";
import { accounts, userInvitations, userRoles, users } from "~/platform/db/schema";
import { siteOrigin } from "~/platform/env.server";
import { queueingMailer, wakeOutboxSender } from "~/platform/outbox.server";
import { normalizeEmail } from "./accounts.server";
import { ACCEPT_INVITATION_PATH, type InvitationRole } from "./invitation-form";
import { passwordProblem } from "./password-policy.server";
import { roleLabels } from "./roles";

/**
 * Invitations to the staff portal: an admin names a colleague's e-mail and a role, the
 * colleague receives a link (through the outbox, so a mail server that is down is retried),
 * chooses a name and a password there, and has a verified account with that role at once.
 * The link's token is random (256 bits) and only its SHA-256 hash is stored; it works once,
 * until it expires, and re-sending replaces it. No sign-up notice reaches the admins: the
 * account never goes through e-mail verification, and it has a role from the start.
 */

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;
const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60_000;

/** The pending invitations the Users page lists at most (the newest). */
export const PENDING_INVITATIONS_LIMIT = 100;

export type PendingInvitation = {
  id: string;
  email: string;
  name: string | null;
  role: InvitationRole;
  invitedByEmail: string;
  createdAt: Date;
  expiresAt: Date;
};

function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The link the e-mail carries: SITE_URL, like every link in an e-mail. */
export function invitationLink(token: string): string {
  return `${siteOrigin()}${ACCEPT_INVITATION_PATH}?token=${encodeURIComponent(token)}`;
}

const expiryFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "America/New_York",
});

/** Queues the invitation's e-mail in the transaction that stores its token. */
async function queueInvitationEmail(
  tx: Database,
  invitation: { email: string; name: string | null; role: InvitationRole; expiresAt: Date },
  token: string,
  inviter: string,
) {
  await queueingMailer(tx).send({
    to: invitation.email,
    subject: "You are invited to the VIP Walk-In Clinic staff portal",
    text: [
      invitation.name ? `Hello ${invitation.name},` : "Hello,",
      "",
      `${inviter} invited you to the VIP Walk-In Clinic staff portal as ${roleLabels[invitation.role].toLowerCase()}. To create your account, choose your password here:`,
      invitationLink(token),
      "",
      `The link works once, until ${expiryFormat.format(invitation.expiresAt)} (Orlando time). If it has expired, ask the admin who invited you for a new one. If you did not expect this message, you can ignore it.`,
    ].join("\n"),
  });
}

function recordInvitationAudit(
  tx: Database,
  actor: AuditActor,
  { action, id, summary }: { action: string; id: string; summary: string },
) {
  return recordAudit(tx, { actor, action, entityType: "invitation", entityId: id, summary });
}

async function accountExists(tx: Database, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row !== undefined;
}

const pending = and(isNull(userInvitations.acceptedAt), isNull(userInvitations.revokedAt));

export type InviteResult =
  /** `token` is the link's secret, for tests; the e-mail is queued. */
  | { kind: "invited"; id: string; email: string; token: string; replaced: boolean }
  | { kind: "account-exists"; email: string };

/**
 * Invites a colleague: stores the invitation and queues its e-mail, in one transaction,
 * audited. An address with a pending invitation gets a new one in its place (the old
 * link stops working); an address that has an account is refused.
 */
export async function inviteColleague(
  db: Database,
  input: {
    email: string;
    role: InvitationRole;
    name?: string | null;
    actor: AuditActor;
    now?: Date;
  },
): Promise<InviteResult> {
  const email = normalizeEmail(input.email);
  const name = input.name?.trim() || null;
  const now = input.now ?? new Date();
  const { token, tokenHash } = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_MS);
  const result = await db.transaction(async (tx): Promise<InviteResult> => {
    if (await accountExists(tx, email)) return { kind: "account-exists", email };
    const [previous] = await tx
      .select({ id: userInvitations.id })
      .from(userInvitations)
      .where(and(eq(userInvitations.email, email), pending))
      .for("update");
    const values = {
      name,
      role: input.role,
      tokenHash,
      invitedById: input.actor.id,
      invitedByEmail: input.actor.email,
      expiresAt,
    };
    // An upsert on the pending address: two invitations of one address sent at the same
    // moment end as one (the later one's link), not as a refused second insert.
    const [stored] = await tx
      .insert(userInvitations)
      .values({ id: randomUUID(), email, ...values })
      .onConflictDoUpdate({
        target: userInvitations.email,
        targetWhere: pending,
        set: { ...values, updatedAt: sql`now()` },
      })
      .returning({ id: userInvitations.id });
    const id = stored?.id ?? previous?.id ?? "";
    await queueInvitationEmail(
      tx,
      { email, name, role: input.role, expiresAt },
      token,
      input.actor.email,
    );
    await recordInvitationAudit(tx, input.actor, {
      action: "user.invited",
      id,
      summary: `${email} invited as ${roleLabels[input.role].toLowerCase()}`,
    });
    return { kind: "invited", id, email, token, replaced: previous !== undefined };
  });
  if (result.kind === "invited") wakeOutboxSender();
  return result;
}

export type ResendResult =
  | { kind: "resent"; email: string; token: string; expiresAt: Date }
  /** Accepted, revoked or deleted since the page was opened. */
  | { kind: "not-found" }
  | { kind: "account-exists"; email: string };

/** A new link for a pending invitation, with a new expiry: the old link stops working. */
export async function resendInvitation(
  db: Database,
  { id, actor, now = new Date() }: { id: string; actor: AuditActor; now?: Date },
): Promise<ResendResult> {
  const { token, tokenHash } = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_MS);
  const result = await db.transaction(async (tx): Promise<ResendResult> => {
    const [invitation] = await tx
      .select({
        email: userInvitations.email,
        name: userInvitations.name,
        role: userInvitations.role,
      })
      .from(userInvitations)
      .where(and(eq(userInvitations.id, id), pending))
      .for("update");
    if (!invitation) return { kind: "not-found" };
    if (await accountExists(tx, invitation.email)) {
      return { kind: "account-exists", email: invitation.email };
    }
    await tx
      .update(userInvitations)
      .set({
        tokenHash,
        expiresAt,
        invitedById: actor.id,
        invitedByEmail: actor.email,
        updatedAt: sql`now()`,
      })
      .where(eq(userInvitations.id, id));
    await queueInvitationEmail(tx, { ...invitation, expiresAt }, token, actor.email);
    await recordInvitationAudit(tx, actor, {
      action: "user.invitation_resent",
      id,
      summary: `Invitation to ${invitation.email} sent again`,
    });
    return { kind: "resent", email: invitation.email, token, expiresAt };
  });
  if (result.kind === "resent") wakeOutboxSender();
  return result;
}

/** Withdraws a pending invitation: its link stops working. */
export async function revokeInvitation(
  db: Database,
  { id, actor }: { id: string; actor: AuditActor },
): Promise<{ kind: "revoked"; email: string } | { kind: "not-found" }> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(userInvitations)
      .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(userInvitations.id, id), pending))
      .returning({ email: userInvitations.email });
    if (!invitation) return { kind: "not-found" as const };
    await recordInvitationAudit(tx, actor, {
      action: "user.invitation_revoked",
      id,
      summary: `Invitation to ${invitation.email} revoked`,
    });
    return { kind: "revoked" as const, email: invitation.email };
  });
}

/** The invitations not yet accepted or revoked (expired ones too, marked by the page), by address. */
export async function listPendingInvitations(db: Database): Promise<PendingInvitation[]> {
  return db
    .select({
      id: userInvitations.id,
      email: userInvitations.email,
      name: userInvitations.name,
      role: userInvitations.role,
      invitedByEmail: userInvitations.invitedByEmail,
      createdAt: userInvitations.createdAt,
      expiresAt: userInvitations.expiresAt,
    })
    .from(userInvitations)
    .where(pending)
    .orderBy(asc(userInvitations.email))
    .limit(PENDING_INVITATIONS_LIMIT);
}

/** Why a link does not open an invitation: each gets its own words on the page. */
export type InvitationProblem = "unknown" | "expired" | "revoked" | "used";

export type InvitationLookup =
  | { kind: "valid"; email: string; name: string | null; role: InvitationRole; expiresAt: Date }
  | { kind: "invalid"; problem: InvitationProblem };

function judge(
  invitation: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date } | undefined,
  now: Date,
): InvitationProblem | null {
  if (!invitation) return "unknown";
  if (invitation.acceptedAt) return "used";
  if (invitation.revokedAt) return "revoked";
  if (invitation.expiresAt.getTime() <= now.getTime()) return "expired";
  return null;
}

const lookupColumns = {
  id: userInvitations.id,
  email: userInvitations.email,
  name: userInvitations.name,
  role: userInvitations.role,
  expiresAt: userInvitations.expiresAt,
  acceptedAt: userInvitations.acceptedAt,
  revokedAt: userInvitations.revokedAt,
};

/** What the link's token opens (reading changes nothing: mail scanners open links too). */
export async function findInvitation(
  db: Database,
  token: string,
  now = new Date(),
): Promise<InvitationLookup> {
  const [invitation] = await db
    .select(lookupColumns)
    .from(userInvitations)
    .where(eq(userInvitations.tokenHash, hashToken(token)))
    .limit(1);
  const problem = judge(invitation, now);
  if (problem || !invitation) return { kind: "invalid", problem: problem ?? "unknown" };
  const { email, name, role, expiresAt } = invitation;
  return { kind: "valid", email, name, role, expiresAt };
}

export type AcceptResult =
  | { kind: "accepted"; userId: string; email: string; role: InvitationRole }
  | { kind: "invalid"; problem: InvitationProblem }
  /** Someone made an account with this address since (signed up, the command line). */
  | { kind: "account-exists"; email: string }
  | { kind: "weak-password"; message: string };

/**
 * Accepts an invitation: a verified credential account with the invitation's e-mail and
 * role, the name and password chosen, and the invitation used, in one transaction (the
 * invitation's row is locked, so a link posted twice at once makes one account).
 */
export async function acceptInvitation(
  db: Database,
  {
    token,
    name,
    password,
    now = new Date(),
  }: { token: string; name: string; password: string; now?: Date },
): Promise<AcceptResult> {
  const problem = passwordProblem(password);
  if (problem) return { kind: "weak-password", message: problem };
  const hash = await hashPassword(password);
  return db.transaction(async (tx): Promise<AcceptResult> => {
    const [invitation] = await tx
      .select({ ...lookupColumns, invitedByEmail: userInvitations.invitedByEmail })
      .from(userInvitations)
      .where(eq(userInvitations.tokenHash, hashToken(token)))
      .for("update");
    const invalid = judge(invitation, now);
    if (invalid || !invitation) return { kind: "invalid", problem: invalid ?? "unknown" };
    const { email, role } = invitation;
    if (await accountExists(tx, email)) return { kind: "account-exists", email };
    const userId = randomUUID();
    await tx.insert(users).values({
      id: userId,
      email,
      name: name.trim() || email.split("@")[0] || email,
      emailVerified: true,
    });
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: userId,
      providerId: "credential",
      userId,
      password: hash,
    });
    await tx.insert(userRoles).values({ userId, role });
    await tx
      .update(userInvitations)
      .set({ acceptedAt: sql`now()`, acceptedUserId: userId, updatedAt: sql`now()` })
      .where(eq(userInvitations.id, invitation.id));
    // The new colleague did it, on an admin's word: the entry says both.
    await recordAudit(tx, {
      actor: { id: userId, email },
      action: "user.created",
      entityType: "user",
      entityId: userId,
      summary: `${email} accepted the invitation of ${invitation.invitedByEmail} as ${roleLabels[role].toLowerCase()}`,
    });
    return { kind: "accepted", userId, email, role };
  });
}
