import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  acceptInvitation,
  findInvitation,
  INVITATION_DAYS,
  inviteColleague,
  listPendingInvitations,
  resendInvitation,
  revokeInvitation,
} from "~/features/auth/invitations.server";
import { notifyAdminsOfSignUp } from "~/features/auth/sign-up-notice.server";
import { getUserRole } from "~/features/auth/accounts.server";
import {
  auditLog,
  outboxEmails,
  userInvitations,
  users,
  type outboxPurposes,
} from "~/platform/db/schema";
import type { Mailer, OutgoingEmail } from "~/platform/email.server";
import { renderQueuedEmail } from "~/platform/outbox.server";
import * as acceptRoute from "~/routes/admin/accept-invitation";
import * as usersRoute from "~/routes/admin/users";
import { auditEntries } from "../../../tests/support/audit";
import {
  nextClientIp,
  signedInForDescribe,
  signInCookie,
  uniqueEmail,
} from "../../../tests/support/auth-helpers";
import { countRows, openForDescribe, testDatabases } from "../../../tests/support/databases";
import { outboxRows } from "../../../tests/support/outbox";
import { callRoute, routeContext, routesOn, TEST_ORIGIN } from "../../../tests/support/routes";

/*
 * Invitations (issue 27): an admin invites a colleague by e-mail and role; the e-mailed
 * link, which works once and until it expires, makes a verified account with that role.
 */

const PASSWORD = "Invited colleague passphrase 9";
const DAY_MS = 24 * 60 * 60_000;

/** The token in the link of the newest e-mail queued to `to` (sealed in the outbox). */
async function linkTokenIn(db: Parameters<typeof outboxRows>[0], to: string) {
  const mails = (await outboxRows(db))
    .map((row) => renderQueuedEmail(row))
    .filter((mail): mail is OutgoingEmail => mail?.to === to);
  const text = mails.at(-1)?.text ?? "";
  const match = /https?:\/\/\S+\/admin\/accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(text);
  return { token: match?.[1] ?? null, count: mails.length, text };
}

describe.each(testDatabases)("invitations on $name", (database) => {
  const handle = openForDescribe(database);
  const people = signedInForDescribe(handle, ["admin", "content_editor"]);
  const routes = routesOn(handle);
  const actor = () => ({ id: people.admin.id, email: people.admin.email });

  /** An invitation made directly (not through the page), its token and id at hand. */
  async function invite(email: string, role: "admin" | "content_editor" = "admin", now?: Date) {
    const invited = await inviteColleague(handle.db, { email, role, actor: actor(), now });
    if (invited.kind !== "invited") throw new Error(`${email} was not invited`);
    return invited;
  }

  /** A post of the Users page's form, by the admin unless another cookie is given. */
  const postToUsers = (form: Record<string, string>, cookie = people.admin.cookie) =>
    routes.post("/admin/users", usersRoute, "/admin/users", form, cookie);

  /** A post of the accept-invitation form, with the same password twice unless told. */
  const postAcceptance = (
    token: string,
    name: string,
    newPassword = PASSWORD,
    confirmPassword = newPassword,
  ) =>
    routes.post("/admin/accept-invitation", acceptRoute, "/admin/accept-invitation", {
      token,
      name,
      newPassword,
      confirmPassword,
    });

  beforeEach(async () => {
    await handle.db.delete(userInvitations);
    await handle.db.delete(outboxEmails);
  });

  it("an admin invites through the Users page: stored with a hashed token, e-mailed through the outbox, audited", async () => {
    const email = uniqueEmail("invitee");
    const answer = await postToUsers({
      intent: "invite",
      email: email.toUpperCase(),
      role: "admin",
      name: "Ana Souza",
    });
    expect(answer).toMatchObject({ kind: "redirect", location: "/admin/users" });
    expect(answer.toast).toMatchObject({ type: "success", title: "Invitation sent" });

    const [stored] = await handle.db
      .select()
      .from(userInvitations)
      .where(eq(userInvitations.email, email));
    expect(stored).toMatchObject({
      email,
      name: "Ana Souza",
      role: "admin",
      invitedById: people.admin.id,
      invitedByEmail: people.admin.email,
      acceptedAt: null,
      revokedAt: null,
    });
    const expiresIn = stored!.expiresAt.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(INVITATION_DAYS * DAY_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(INVITATION_DAYS * DAY_MS);

    const mail = await linkTokenIn(handle.db, email);
    expect(mail.count).toBe(1);
    expect(mail.text).toContain("as admin");
    expect(mail.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a hash of the token is stored.
    expect(stored!.tokenHash).not.toContain(mail.token);
    const [row] = await outboxRows(handle.db);
    expect(row?.purpose satisfies (typeof outboxPurposes)[number] | undefined).toBe("auth");
    expect(row?.payload).not.toContain(mail.token);

    expect(await findInvitation(handle.db, mail.token!)).toMatchObject({
      kind: "valid",
      email,
      role: "admin",
    });
    expect(
      await auditEntries(handle.db, ["actorEmail", "entityType", "summary"], "user.invited"),
    ).toContainEqual({
      actorEmail: people.admin.email,
      entityType: "invitation",
      summary: `${email} invited as admin`,
    });

    const page = await routes.get("/admin/users", usersRoute, "/admin/users", people.admin.cookie);
    expect(page.kind === "data" && page.data.invitations).toContainEqual(
      expect.objectContaining({ email, role: "admin", invitedByEmail: people.admin.email }),
    );
  });

  it("refuses an invalid e-mail, an e-mail with an account, and anyone but an admin", async () => {
    const invalid = await postToUsers({
      intent: "invite",
      email: "not-an-address",
      role: "content_editor",
    });
    expect(invalid).toMatchObject({ kind: "data", status: 400 });
    expect(invalid.kind === "data" && invalid.data.invite.fieldErrors.email).toMatch(
      /valid e-mail/,
    );

    const badRole = await postToUsers({
      intent: "invite",
      email: uniqueEmail("role"),
      role: "user",
    });
    expect(badRole).toMatchObject({ kind: "data", status: 400 });

    const existing = await postToUsers({
      intent: "invite",
      email: people.content_editor.email,
      role: "admin",
    });
    expect(existing).toMatchObject({ kind: "data", status: 409 });
    expect(existing.kind === "data" && existing.data.invite.fieldErrors.email).toContain(
      "already exists",
    );

    const byEditor = await postToUsers(
      { intent: "invite", email: uniqueEmail("sneaky"), role: "admin" },
      people.content_editor.cookie,
    );
    expect(byEditor).toMatchObject({ kind: "error", status: 403 });
    const anonymous = await routes.post("/admin/users", usersRoute, "/admin/users", {
      intent: "invite",
      email: uniqueEmail("anon"),
      role: "admin",
    });
    expect(anonymous).toMatchObject({ kind: "error", status: 401 });

    expect(await countRows(handle.db, userInvitations)).toBe(0);
    expect(await countRows(handle.db, outboxEmails)).toBe(0);
  });

  it("re-sending gives a new link and expiry, and the old link stops working", async () => {
    const email = uniqueEmail("resend");
    const first = await invite(email, "content_editor", new Date(Date.now() - 3 * DAY_MS));
    const [before] = await listPendingInvitations(handle.db);

    const answer = await postToUsers({ intent: "resend-invitation", invitationId: first.id });
    expect(answer).toMatchObject({ kind: "redirect", location: "/admin/users" });
    expect(answer.toast?.title).toBe("Invitation sent again");

    const mail = await linkTokenIn(handle.db, email);
    expect(mail.count).toBe(2);
    expect(mail.token).not.toBe(first.token);
    expect(await findInvitation(handle.db, first.token)).toEqual({
      kind: "invalid",
      problem: "unknown",
    });
    expect(await findInvitation(handle.db, mail.token!)).toMatchObject({ kind: "valid", email });
    const [after] = await listPendingInvitations(handle.db);
    expect(after!.expiresAt.getTime()).toBeGreaterThan(before!.expiresAt.getTime() + 2 * DAY_MS);

    expect(
      await acceptInvitation(handle.db, { token: first.token, name: "Old", password: PASSWORD }),
    ).toEqual({ kind: "invalid", problem: "unknown" });
    expect(await countRows(handle.db, users, eq(users.email, email))).toBe(0);
    expect(await auditEntries(handle.db, ["entityId"], "user.invitation_resent")).toContainEqual({
      entityId: first.id,
    });
  });

  it("inviting a pending address again replaces its invitation", async () => {
    const email = uniqueEmail("again");
    const first = await inviteColleague(handle.db, { email, role: "admin", actor: actor() });
    const second = await inviteColleague(handle.db, {
      email,
      role: "content_editor",
      actor: actor(),
    });
    expect(second).toMatchObject({ kind: "invited", replaced: true });
    if (first.kind !== "invited" || second.kind !== "invited") throw new Error("not invited");
    expect(second.id).toBe(first.id);
    expect(await listPendingInvitations(handle.db)).toHaveLength(1);
    expect(await findInvitation(handle.db, first.token)).toMatchObject({ kind: "invalid" });
    expect(await findInvitation(handle.db, second.token)).toMatchObject({
      role: "content_editor",
    });
  });

  it("two invitations of one address sent at the same moment end as one pending invitation", async () => {
    const email = uniqueEmail("twice");
    const results = await Promise.all(
      (["admin", "content_editor"] as const).map((role) =>
        inviteColleague(handle.db, { email, role, actor: actor() }),
      ),
    );
    expect(results.map((result) => result.kind)).toEqual(["invited", "invited"]);
    const pendingRows = await handle.db
      .select({ id: userInvitations.id })
      .from(userInvitations)
      .where(eq(userInvitations.email, email));
    expect(pendingRows).toHaveLength(1);
    const working = [];
    for (const result of results) {
      if (result.kind !== "invited") continue;
      if ((await findInvitation(handle.db, result.token)).kind !== "invalid") working.push(result);
    }
    // The later one's link works, the other's does not.
    expect(working).toHaveLength(1);
  });

  it("a revoked invitation's link says so and makes no account", async () => {
    const email = uniqueEmail("revoked");
    const invited = await invite(email, "admin");

    const answer = await postToUsers({ intent: "revoke-invitation", invitationId: invited.id });
    expect(answer).toMatchObject({ kind: "redirect", location: "/admin/users" });
    expect(answer.toast?.title).toBe("Invitation revoked");
    expect(await listPendingInvitations(handle.db)).toEqual([]);

    const page = await routes.get(
      "/admin/accept-invitation",
      acceptRoute,
      `/admin/accept-invitation?token=${invited.token}`,
    );
    expect(page.kind === "data" && page.data).toMatchObject({
      problem: "revoked",
      invitation: null,
    });
    const post = await postAcceptance(invited.token, "Bia");
    expect(post).toMatchObject({ kind: "data", status: 410, data: { problem: "revoked" } });
    expect(await countRows(handle.db, users, eq(users.email, email))).toBe(0);

    // Revoked twice: the second finds nothing pending.
    const again = await postToUsers({ intent: "revoke-invitation", invitationId: invited.id });
    expect(again).toMatchObject({ kind: "data", status: 404 });
  });

  it("an expired invitation's link says so and makes no account", async () => {
    const email = uniqueEmail("expired");
    const invited = await invite(
      email,
      "content_editor",
      new Date(Date.now() - (INVITATION_DAYS * DAY_MS + 60_000)),
    );
    expect(await findInvitation(handle.db, invited.token)).toEqual({
      kind: "invalid",
      problem: "expired",
    });
    const post = await postAcceptance(invited.token, "Caio");
    expect(post).toMatchObject({ kind: "data", status: 410, data: { problem: "expired" } });
    expect(await countRows(handle.db, users, eq(users.email, email))).toBe(0);
    // Still listed, as expired, for the admin to re-send or revoke.
    expect(await listPendingInvitations(handle.db)).toHaveLength(1);
  });

  it("accepting makes a verified account with the role, signs it in, works once, and tells no admin", async () => {
    const email = uniqueEmail("accepted");
    const invited = await invite(email, "content_editor");
    const mailsBefore = await countRows(handle.db, outboxEmails);

    const page = await routes.get(
      "/admin/accept-invitation",
      acceptRoute,
      `/admin/accept-invitation?token=${invited.token}`,
    );
    expect(page.kind === "data" && page.data).toMatchObject({
      invitation: { email, role: "content_editor" },
      problem: null,
    });

    // The form's rules: the two passwords match, the policy applies.
    const mismatch = await postAcceptance(invited.token, "Dani", PASSWORD, "other");
    expect(mismatch).toMatchObject({ kind: "data", status: 400 });
    const weak = await postAcceptance(invited.token, "Dani", "password1");
    expect(weak.kind === "data" && weak.data.fieldErrors.newPassword).toMatch(/most common/);

    const answer = await postAcceptance(invited.token, "Dani Lima");
    expect(answer).toMatchObject({ kind: "redirect", location: "/admin" });
    expect(answer.headers.getSetCookie().join("\n")).toMatch(/clinic\.session_token=[^;]+/);

    const [account] = await handle.db
      .select({ id: users.id, name: users.name, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, email));
    expect(account).toMatchObject({ name: "Dani Lima", emailVerified: true });
    expect(await getUserRole(handle.db, account!.id)).toBe("content_editor");
    expect(await signInCookie(handle.db, email, PASSWORD)).not.toBeNull();
    expect(await listPendingInvitations(handle.db)).toEqual([]);
    expect(
      await auditEntries(handle.db, ["actorId", "summary"], "user.created", account!.id),
    ).toEqual([
      {
        actorId: account!.id,
        summary: `${email} accepted the invitation of ${people.admin.email} as content editor`,
      },
    ]);

    // No "waiting for a role" notice was queued, and none would be (the account has a role).
    expect(await countRows(handle.db, outboxEmails)).toBe(mailsBefore);
    const sent: OutgoingEmail[] = [];
    const mailer: Mailer = {
      async send(message) {
        sent.push(message);
        return { messageId: "test", transport: "outbox" };
      },
    };
    await notifyAdminsOfSignUp(handle.db, mailer, { id: account!.id, email, name: "Dani" });
    expect(sent).toEqual([]);

    // The link worked once.
    const second = await postAcceptance(invited.token, "Again");
    expect(second).toMatchObject({ kind: "data", status: 410, data: { problem: "used" } });
    expect(await countRows(handle.db, users, eq(users.email, email))).toBe(1);
  });

  it("an address that got an account since cannot accept, and two acceptances at once make one account", async () => {
    const email = uniqueEmail("race");
    const invited = await invite(email, "admin");
    const results = await Promise.all(
      [1, 2].map(() =>
        acceptInvitation(handle.db, { token: invited.token, name: "Eva", password: PASSWORD }),
      ),
    );
    expect(results.map((result) => result.kind).sort()).toEqual(["accepted", "invalid"]);
    expect(await countRows(handle.db, users, eq(users.email, email))).toBe(1);

    const taken = await invite(uniqueEmail("taken"), "admin");
    const [row] = await handle.db
      .select({ email: userInvitations.email })
      .from(userInvitations)
      .where(eq(userInvitations.id, taken.id));
    await handle.db.insert(users).values({ id: `u-${taken.id}`, email: row!.email, name: "x" });
    expect(
      await acceptInvitation(handle.db, { token: taken.token, name: "Fil", password: PASSWORD }),
    ).toEqual({ kind: "account-exists", email: row!.email });
    await handle.db.delete(users).where(eq(users.id, `u-${taken.id}`));
  });

  it("limits acceptance posts per client address", async () => {
    const clientIp = nextClientIp();
    const post = () =>
      callRoute(
        "/admin/accept-invitation",
        acceptRoute,
        new Request(`${TEST_ORIGIN}/admin/accept-invitation`, {
          method: "POST",
          body: new URLSearchParams({
            token: "not-a-real-token",
            name: "Guess",
            newPassword: PASSWORD,
            confirmPassword: PASSWORD,
          }),
          headers: { Origin: TEST_ORIGIN },
        }),
        routeContext(handle.db, clientIp),
      );
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await post()).toMatchObject({ kind: "data", status: 410 });
    }
    const refused = await post();
    expect(refused).toMatchObject({ kind: "data", status: 429 });
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    await handle.db.delete(auditLog);
  });

  it("revoking or re-sending needs an admin", async () => {
    const invited = await invite(uniqueEmail("guarded"), "admin");
    for (const intent of ["resend-invitation", "revoke-invitation"]) {
      const answer = await postToUsers(
        { intent, invitationId: invited.id },
        people.content_editor.cookie,
      );
      expect(answer).toMatchObject({ kind: "error", status: 403 });
    }
    expect(await listPendingInvitations(handle.db)).toHaveLength(1);
    expect(await resendInvitation(handle.db, { id: invited.id, actor: actor() })).toMatchObject({
      kind: "resent",
    });
    expect(await revokeInvitation(handle.db, { id: invited.id, actor: actor() })).toMatchObject({
      kind: "revoked",
    });
  });
});
