import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AuditActor } from "~/features/audit/index.server";
import { getDashboardCounts } from "~/features/dashboard/dashboard.server";
import {
  AccountError,
  COMMAND_LINE_ACTOR,
  countAdmins,
  createAccount,
  deleteAccount,
  ensureInitialAdmin,
  ACCOUNTS_PAGE_SIZE,
  getUserRole,
  listAccountPage,
  listAccounts,
  setUserRole,
} from "~/features/auth/accounts.server";
import { signIn } from "~/features/auth/login.server";
import { passwordMessages } from "~/features/auth/password-policy";
import type { UserRole } from "~/features/auth/roles";
import {
  accounts,
  auditLog,
  blogPosts,
  images,
  outboxEmails,
  sessions,
  teamMembers,
  userRoles,
  users,
} from "~/platform/db/schema";
import { auditEntries } from "../../../tests/support/audit";
import { countRows, openForDescribe, testDatabases } from "../../../tests/support/databases";
import { formDataOf } from "../../../tests/support/forms";
import {
  configureTestAuth,
  nextClientIp,
  signedInAs,
  signInCookie,
  TEST_PASSWORD,
  uniqueEmail,
} from "../../../tests/support/auth-helpers";
import { capturingLogger, ERROR_LEVEL } from "../../../tests/support/logging";
import { englishTexts } from "../../../tests/support/team";

/** Four groups of five characters from the unambiguous alphabet (no 0, O, 1, l, I, i, o). */
const ONE_TIME_PASSWORD = /^[a-hjkmnp-zA-HJ-NP-Z2-9]{5}(-[a-hjkmnp-zA-HJ-NP-Z2-9]{5}){3}$/;

describe.each(testDatabases)("accounts and roles on $name", (database) => {
  const handle = openForDescribe(database);
  beforeAll(() => {
    configureTestAuth(handle.db);
  });

  // Every test starts without accounts (sessions, credentials and roles cascade).
  beforeEach(async () => {
    await handle.db.delete(users);
    await handle.db.delete(auditLog);
  });

  async function account(role: UserRole, email = uniqueEmail(role)) {
    const created = await createAccount(handle.db, {
      email,
      password: TEST_PASSWORD,
      role,
      actor: COMMAND_LINE_ACTOR,
    });
    return { ...created, actor: { id: created.id, email: created.email } satisfies AuditActor };
  }

  const audit = (action: string, entityId?: string) =>
    auditEntries(
      handle.db,
      ["actorId", "actorEmail", "entityType", "entityId", "summary"],
      action,
      entityId,
    );

  const rowCount = (
    table: typeof users | typeof accounts | typeof sessions | typeof userRoles,
    userId: string,
  ) =>
    countRows(
      handle.db,
      table,
      eq(table === users ? users.id : (table as typeof sessions).userId, userId),
    );

  describe("createAccount", () => {
    it("stores a normalised, verified account that signs in with its password", async () => {
      const created = await createAccount(handle.db, {
        email: "  Ana.Souza@Example.COM ",
        password: "harbor-lantern-42",
        role: "content_editor",
        name: "Ana Souza",
        actor: COMMAND_LINE_ACTOR,
      });
      expect(created).toMatchObject({
        email: "ana.souza@example.com",
        password: "harbor-lantern-42",
        generated: false,
      });
      const [stored] = await handle.db
        .select({
          email: users.email,
          name: users.name,
          emailVerified: users.emailVerified,
          mustChangePassword: users.mustChangePassword,
        })
        .from(users)
        .where(eq(users.id, created.id));
      expect(stored).toEqual({
        email: "ana.souza@example.com",
        name: "Ana Souza",
        emailVerified: true,
        mustChangePassword: false,
      });
      expect(await getUserRole(handle.db, created.id)).toBe("content_editor");
      expect(await signInCookie(handle.db, "ana.souza@example.com", "harbor-lantern-42")).not.toBe(
        null,
      );
    });

    it("writes a role row only for roles other than user", async () => {
      const plain = await account("user");
      const editor = await account("content_editor");
      const admin = await account("admin");
      expect(await rowCount(userRoles, plain.id)).toBe(0);
      expect(await getUserRole(handle.db, plain.id)).toBe("user");
      const roles = await handle.db
        .select({ userId: userRoles.userId, role: userRoles.role })
        .from(userRoles)
        .orderBy(asc(userRoles.role));
      expect(roles).toEqual([
        { userId: admin.id, role: "admin" },
        { userId: editor.id, role: "content_editor" },
      ]);
    });

    it("refuses a second account with the same e-mail, whatever its case", async () => {
      await account("user", "taken@example.com");
      await expect(
        createAccount(handle.db, {
          email: " TAKEN@example.com",
          password: "another-pass-9981",
          role: "admin",
          actor: COMMAND_LINE_ACTOR,
        }),
      ).rejects.toThrow(AccountError);
      expect(await listAccounts(handle.db)).toMatchObject([
        { email: "taken@example.com", role: "user" },
      ]);
    });

    it("refuses common and short passwords", async () => {
      const attempt = (password: string) =>
        createAccount(handle.db, {
          email: "weak@example.com",
          password,
          role: "admin",
          actor: COMMAND_LINE_ACTOR,
        });
      await expect(attempt("Password123")).rejects.toThrow(
        new AccountError(passwordMessages.common),
      );
      await expect(attempt("short1")).rejects.toThrow(new AccountError(passwordMessages.tooShort));
      expect(await listAccounts(handle.db)).toEqual([]);
    });

    it("generates a one-time password that signs in and must be changed first", async () => {
      const created = await createAccount(handle.db, {
        email: "new.admin@example.com",
        role: "admin",
        actor: COMMAND_LINE_ACTOR,
      });
      expect(created.generated).toBe(true);
      expect(created.password).toMatch(ONE_TIME_PASSWORD);
      const [stored] = await handle.db
        .select({ mustChangePassword: users.mustChangePassword })
        .from(users)
        .where(eq(users.id, created.id));
      expect(stored?.mustChangePassword).toBe(true);

      const another = await createAccount(handle.db, {
        email: "other.admin@example.com",
        role: "admin",
        actor: COMMAND_LINE_ACTOR,
      });
      expect(another.password).not.toBe(created.password);

      const signedIn = await signIn({
        db: handle.db,
        clientIp: nextClientIp(),
        request: new Request("http://localhost:3000/admin/login", { method: "POST" }),
        formData: formDataOf({ email: created.email, password: created.password }),
      });
      expect(signedIn).toMatchObject({ kind: "signed-in", redirectTo: "/admin/account" });
    });

    it("records who created the account", async () => {
      const editor = await account("content_editor", "cle@example.com");
      expect(await audit("user.created", editor.id)).toEqual([
        {
          actorId: null,
          actorEmail: "command line",
          entityType: "user",
          entityId: editor.id,
          summary: "cle@example.com created as content editor",
        },
      ]);
    });
  });

  describe("listAccountPage", () => {
    it("pages the accounts by e-mail address, the last page for one past it", async () => {
      const before = await handle.db.$count(users);
      const added = ACCOUNTS_PAGE_SIZE + 2 - (before % ACCOUNTS_PAGE_SIZE);
      await handle.db.insert(users).values(
        Array.from({ length: added }, (_, index) => ({
          id: randomUUID(),
          email: `zz.paged.${String(index).padStart(3, "0")}@example.com`,
          name: "Paged",
        })),
      );
      const total = before + added;
      const pageCount = Math.ceil(total / ACCOUNTS_PAGE_SIZE);
      const first = await listAccountPage(handle.db, 1);
      expect(first).toMatchObject({ total, page: 1, pageCount });
      expect(first.accounts).toHaveLength(ACCOUNTS_PAGE_SIZE);
      const emails = first.accounts.map((account) => account.email);
      expect(emails).toEqual([...emails].sort());
      const last = await listAccountPage(handle.db, pageCount + 3);
      expect(last.page).toBe(pageCount);
      expect(last.accounts.at(-1)?.email).toBe(
        `zz.paged.${String(added - 1).padStart(3, "0")}@example.com`,
      );
      expect(last.accounts.length).toBe(total - (pageCount - 1) * ACCOUNTS_PAGE_SIZE);
      await handle.db.delete(users).where(sql`${users.email} like 'zz.paged.%'`);
    });
  });

  describe("setUserRole", () => {
    /** setUserRole on the test database, by the account `by`. */
    const setRole = (userId: string, role: UserRole, by: { actor: AuditActor }) =>
      setUserRole(handle.db, { userId, role, actor: by.actor });

    it("changes a role and records the change with the actor's e-mail", async () => {
      const admin = await account("admin");
      const target = await account("user", "promoted@example.com");
      expect(await setRole(target.id, "content_editor", admin)).toEqual({
        kind: "changed",
        email: "promoted@example.com",
        from: "user",
        to: "content_editor",
      });
      expect(await getUserRole(handle.db, target.id)).toBe("content_editor");
      expect(await audit("user.role_changed", target.id)).toEqual([
        {
          actorId: admin.id,
          actorEmail: admin.email,
          entityType: "user",
          entityId: target.id,
          summary: "promoted@example.com: user → content editor",
        },
      ]);

      // Back to user: the default role, whichever way it is stored.
      expect(await setRole(target.id, "user", admin)).toMatchObject({
        kind: "changed",
        from: "content_editor",
        to: "user",
      });
      expect(await getUserRole(handle.db, target.id)).toBe("user");
    });

    it("says unchanged for the same role, and not-found for an unknown id, recording nothing", async () => {
      const admin = await account("admin");
      const editor = await account("content_editor");
      expect(await setRole(editor.id, "content_editor", admin)).toEqual({ kind: "unchanged" });
      expect(await setRole(randomUUID(), "admin", admin)).toEqual({ kind: "not-found" });
      expect(await audit("user.role_changed")).toEqual([]);
    });

    it("keeps the last admin an admin", async () => {
      const admin = await account("admin");
      // The command line may change anyone's role, but not the last admin's.
      expect(await setRole(admin.id, "user", { actor: COMMAND_LINE_ACTOR })).toEqual({
        kind: "last-admin",
      });
      expect(await setRole(admin.id, "user", admin)).toEqual({ kind: "self" });
      expect(await getUserRole(handle.db, admin.id)).toBe("admin");
      expect(await audit("user.role_changed")).toEqual([]);

      // With a second admin, the first still cannot demote themselves; the second may.
      const second = await account("admin");
      expect(await setRole(admin.id, "content_editor", admin)).toEqual({ kind: "self" });
      expect(await getUserRole(handle.db, admin.id)).toBe("admin");
      expect(await audit("user.role_changed")).toEqual([]);
      expect(await setRole(admin.id, "content_editor", second)).toMatchObject({ kind: "changed" });
      expect(await countAdmins(handle.db)).toBe(1);
    });

    it("leaves one admin when two admins demote each other at the same moment", async () => {
      for (let round = 0; round < 3; round += 1) {
        await handle.db.delete(users);
        const first = await account("admin");
        const second = await account("admin");
        const results = await Promise.all([
          setRole(second.id, "user", first),
          setRole(first.id, "content_editor", second),
        ]);
        expect(results.map((result) => result.kind).sort()).toEqual(["changed", "last-admin"]);
        expect(await countAdmins(handle.db)).toBe(1);
      }
    });
  });

  describe("deleteAccount", () => {
    it("refuses to delete the actor's own account", async () => {
      const admin = await account("admin");
      await account("admin");
      expect(await deleteAccount(handle.db, { userId: admin.id, actor: admin.actor })).toEqual({
        kind: "self",
      });
      expect(await rowCount(users, admin.id)).toBe(1);
    });

    it("refuses to delete the last admin", async () => {
      const admin = await account("admin");
      expect(
        await deleteAccount(handle.db, { userId: admin.id, actor: COMMAND_LINE_ACTOR }),
      ).toEqual({ kind: "last-admin" });
      expect(await rowCount(users, admin.id)).toBe(1);
      expect(await getUserRole(handle.db, admin.id)).toBe("admin");
    });

    it("deletes the account with its sessions, credentials and role, and records it", async () => {
      const admin = await account("admin");
      const editor = await signedInAs(handle.db, "content_editor", "leaving@example.com");
      expect(await rowCount(sessions, editor.id)).toBe(1);

      expect(await deleteAccount(handle.db, { userId: editor.id, actor: admin.actor })).toEqual({
        kind: "deleted",
        email: "leaving@example.com",
      });
      expect(await rowCount(users, editor.id)).toBe(0);
      expect(await rowCount(sessions, editor.id)).toBe(0);
      expect(await rowCount(accounts, editor.id)).toBe(0);
      expect(await rowCount(userRoles, editor.id)).toBe(0);
      expect(await signInCookie(handle.db, editor.email, editor.password)).toBeNull();
      expect(await audit("user.deleted", editor.id)).toEqual([
        {
          actorId: admin.id,
          actorEmail: admin.email,
          entityType: "user",
          entityId: editor.id,
          summary: "leaving@example.com deleted",
        },
      ]);
      expect(await deleteAccount(handle.db, { userId: editor.id, actor: admin.actor })).toEqual({
        kind: "not-found",
      });
    });

    it("deletes an admin while another admin remains", async () => {
      const first = await account("admin");
      const second = await account("admin");
      expect(
        await deleteAccount(handle.db, { userId: second.id, actor: first.actor }),
      ).toMatchObject({ kind: "deleted" });
      expect(await countAdmins(handle.db)).toBe(1);
    });
  });

  describe("ensureInitialAdmin", () => {
    it("creates one admin with a one-time password, once", async () => {
      const created = await ensureInitialAdmin(handle.db, "admin@clinic.example.com");
      expect(created).toEqual({
        email: "admin@clinic.example.com",
        password: expect.stringMatching(ONE_TIME_PASSWORD),
      });
      expect(await ensureInitialAdmin(handle.db, "admin@clinic.example.com")).toBeNull();
      expect(await ensureInitialAdmin(handle.db, "someone.else@example.com")).toBeNull();

      const all = await listAccounts(handle.db);
      expect(all).toMatchObject([
        { email: "admin@clinic.example.com", role: "admin", emailVerified: true },
      ]);
      const [stored] = await handle.db
        .select({ mustChangePassword: users.mustChangePassword })
        .from(users)
        .where(eq(users.email, "admin@clinic.example.com"));
      expect(stored?.mustChangePassword).toBe(true);
      expect(
        await signInCookie(handle.db, "admin@clinic.example.com", created?.password ?? ""),
      ).not.toBeNull();
      expect(await audit("user.created", all[0]?.id)).toMatchObject([
        { actorId: null, actorEmail: "first start" },
      ]);
    });

    it("returns null when an admin exists already", async () => {
      await account("admin", "boss@example.com");
      expect(await ensureInitialAdmin(handle.db, "admin@clinic.example.com")).toBeNull();
      expect(await listAccounts(handle.db)).toHaveLength(1);
    });

    it("promotes an existing account with that e-mail and gives it a new one-time password", async () => {
      const existing = await account("content_editor", "owner@example.com");
      const promoted = await ensureInitialAdmin(handle.db, "Owner@Example.com");
      expect(promoted).toEqual({
        email: "owner@example.com",
        password: expect.stringMatching(ONE_TIME_PASSWORD),
      });
      expect(await getUserRole(handle.db, existing.id)).toBe("admin");
      expect(await listAccounts(handle.db)).toHaveLength(1);
      const [stored] = await handle.db
        .select({ mustChangePassword: users.mustChangePassword })
        .from(users)
        .where(eq(users.id, existing.id));
      expect(stored?.mustChangePassword).toBe(true);
      expect(await signInCookie(handle.db, "owner@example.com", TEST_PASSWORD)).toBeNull();
      expect(
        await signInCookie(handle.db, "owner@example.com", promoted?.password ?? ""),
      ).not.toBeNull();
      expect(await audit("user.role_changed", existing.id)).toMatchObject([
        {
          actorId: null,
          actorEmail: "first start",
          summary: "owner@example.com: content editor → admin",
        },
      ]);
    });
  });

  describe("getDashboardCounts", () => {
    beforeEach(async () => {
      await handle.db.delete(teamMembers);
      await handle.db.delete(blogPosts);
      await handle.db.delete(images);
      await handle.db.delete(outboxEmails);
    });

    async function addContent() {
      await handle.db.insert(teamMembers).values([
        { name: "Dr. Ana", texts: englishTexts("Physician") },
        { name: "Bruno", texts: englishTexts("Nurse"), active: false },
      ]);
      await handle.db.insert(blogPosts).values([
        { title: "One", slug: "one", published: true },
        { title: "Two", slug: "two", published: true },
        { title: "Three", slug: "three", published: false },
      ]);
      await handle.db.insert(images).values({
        filename: "clinic.jpg",
        filePath: "/uploads/clinic.jpg",
        fileSize: 1024,
        mimeType: "image/jpeg",
      });
      // E-mails in the outbox: two queued, one being sent, one sent, one failed for good.
      const email = { purpose: "auth", subjectType: "user" } as const;
      await handle.db
        .insert(outboxEmails)
        .values([
          email,
          email,
          { ...email, status: "sending", leaseUntil: new Date(Date.now() + 60_000) },
          { ...email, status: "sent", sentAt: new Date() },
          { ...email, status: "failed", lastError: "550 mailbox unavailable" },
        ]);
    }

    it("counts team members, posts, published posts, media files and e-mails waiting or failed", async () => {
      const log = capturingLogger();
      expect(await getDashboardCounts(handle.db, log.logger)).toEqual({
        teamMembers: 0,
        blogPosts: 0,
        publishedPosts: 0,
        mediaFiles: 0,
        pendingDeliveries: 0,
        failedDeliveries: 0,
      });
      await addContent();
      expect(await getDashboardCounts(handle.db, log.logger)).toEqual({
        teamMembers: 2,
        blogPosts: 3,
        publishedPosts: 2,
        mediaFiles: 1,
        pendingDeliveries: 3,
        failedDeliveries: 1,
      });
      expect(log.lines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
    });

    it("logs a count whose query fails and shows 0 for it, the others still counted", async () => {
      await addContent();
      const log = capturingLogger();
      // A real database error for one of the queries: its table is missing.
      await handle.db.execute(sql`alter table images rename to images_hidden`);
      let counts: Awaited<ReturnType<typeof getDashboardCounts>>;
      try {
        counts = await getDashboardCounts(handle.db, log.logger);
      } finally {
        await handle.db.execute(sql`alter table images_hidden rename to images`);
      }
      expect(counts).toEqual({
        teamMembers: 2,
        blogPosts: 3,
        publishedPosts: 2,
        mediaFiles: 0,
        pendingDeliveries: 3,
        failedDeliveries: 1,
      });
      const errors = log.lines.filter((line) => line.level >= ERROR_LEVEL);
      expect(errors).toEqual([
        expect.objectContaining({
          msg: "dashboard count failed",
          count: "mediaFiles",
          err: expect.objectContaining({ message: expect.stringMatching(/images/) }),
        }),
      ]);
    });
  });
});
