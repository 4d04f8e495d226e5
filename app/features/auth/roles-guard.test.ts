import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMAND_LINE_ACTOR, createAccount, getUserRole } from "~/features/auth/accounts.server";
import { getSessionUser } from "~/features/auth/session.server";
import { auditLog, sessions, users } from "~/platform/db/schema";
import * as accountRoute from "~/routes/admin/account";
import * as dashboardRoute from "~/routes/admin/dashboard";
import * as inboxRoute from "~/routes/admin/inbox";
import * as layoutRoute from "~/routes/admin/layout";
import * as loginRoute from "~/routes/admin/login";
import * as logoutRoute from "~/routes/admin/logout";
import * as aboutUsRoute from "~/routes/admin/about-us";
import * as blogRoute from "~/routes/admin/blog";
import * as blogEditRoute from "~/routes/admin/blog-edit";
import * as labTestsRoute from "~/routes/admin/lab-tests";
import * as mediaRoute from "~/routes/admin/media";
import * as pageContentRoute from "~/routes/admin/page-content";
import * as teamRoute from "~/routes/admin/team";
import * as teamEditRoute from "~/routes/admin/team-edit";
import * as trashRoute from "~/routes/admin/trash";
import * as historyRoute from "~/routes/admin/history";
import * as usersRoute from "~/routes/admin/users";
import * as waitingRoute from "~/routes/admin/waiting";
import { auditEntries as auditLogEntries } from "../../../tests/support/audit";
import { countRows, openForDescribe, testDatabases } from "../../../tests/support/databases";
import {
  signedInAs,
  signedInForDescribe,
  signedInWithOneTimePassword,
  signInCookie,
  TEST_PASSWORD,
  uniqueEmail,
  type SignedIn,
} from "../../../tests/support/auth-helpers";
import { routesOn, TEST_ORIGIN, type RouteModule } from "../../../tests/support/routes";

/*
 * Who may do what in the staff portal, through the route modules' own loaders
 * and actions: anonymous visitors, signed-in users, content editors and admins.
 */

type Actor = "anonymous" | "user" | "content_editor" | "admin";

const redirectTo = (location: string) => ({ kind: "redirect", status: 302, location });
const forbidden = { kind: "error", status: 403 } as const;
/** A write without a session: the session ended (signed out elsewhere, or expired). */
const sessionEnded = { kind: "error", status: 401 } as const;
/** What a write answers: 401 without a session, 403 for a signed-in person who may not. */
const refusalFor = (actor: Actor) => (actor === "anonymous" ? sessionEnded : forbidden);

/** The content pages: their own tests check what they show; here, who may see them. */
const contentPages: [url: string, module: RouteModule, pattern?: string][] = [
  ["/admin/team", teamRoute],
  ["/admin/team/new", teamEditRoute],
  ["/admin/blog", blogRoute],
  ["/admin/blog/new", blogEditRoute],
  ["/admin/about-us", aboutUsRoute],
  ["/admin/media", mediaRoute],
  ["/admin/content", pageContentRoute],
  ["/admin/lab-tests", labTestsRoute],
  ["/admin/trash", trashRoute],
  // A history page of an item that always exists (an About Us tab).
  ["/admin/history/about-us/header", historyRoute, "/admin/history/:kind/:id"],
];

type Page = {
  name: string;
  /** The page's URL, which is its route's path pattern too unless `pattern` says otherwise. */
  url: string;
  pattern?: string;
  module: RouteModule;
  adminOnly?: boolean;
  /** Loads for a one-time-password holder (everything else sends them to /admin/account). */
  oneTimePasswordAllowed?: boolean;
  /** What the page's data must hold for this signed-in person. */
  shows: (person: SignedIn, role: Actor) => unknown;
};

const pages: Page[] = [
  {
    name: "layout",
    url: "/admin",
    module: layoutRoute,
    oneTimePasswordAllowed: true,
    shows: (person, role) => ({ user: { email: person.email, role } }),
  },
  {
    name: "dashboard",
    url: "/admin",
    module: dashboardRoute,
    shows: () => ({
      counts: {
        teamMembers: expect.any(Number),
        blogPosts: expect.any(Number),
        publishedPosts: expect.any(Number),
        mediaFiles: expect.any(Number),
      },
      activity: expect.arrayContaining([expect.objectContaining({ action: "user.created" })]),
    }),
  },
  {
    name: "account",
    url: "/admin/account",
    module: accountRoute,
    oneTimePasswordAllowed: true,
    shows: (person) => ({ email: person.email, mustChangePassword: false }),
  },
  {
    name: "inbox",
    url: "/admin/inbox",
    module: inboxRoute,
    // The inbox's own tests check its lists; here, that the first tab opens.
    shows: () => ({ tab: "messages", counts: expect.any(Object) }),
  },
  {
    name: "users",
    url: "/admin/users",
    module: usersRoute,
    adminOnly: true,
    shows: (person) => ({
      currentUserId: person.id,
      accounts: expect.arrayContaining([
        expect.objectContaining({ id: person.id, email: person.email, role: "admin" }),
      ]),
    }),
  },
  ...contentPages.map(([url, module, pattern]) => ({
    name: url.slice("/admin/".length),
    url,
    pattern,
    module,
    shows: () => expect.anything(),
  })),
];

describe.each(testDatabases)("admin roles and guards on $name", (database) => {
  const handle = openForDescribe(database);
  const signedIn = signedInForDescribe(handle, ["user", "content_editor", "admin"]);
  const routes = routesOn(handle);

  function cookieOf(actor: Actor | SignedIn): string | undefined {
    if (typeof actor !== "string") return actor.cookie;
    return actor === "anonymous" ? undefined : signedIn[actor].cookie;
  }

  /** A GET of the page, as the actor's browser sends it (its path is the route's pattern). */
  function load(module: RouteModule, url: string, actor: Actor | SignedIn, pattern?: string) {
    const path = pattern ?? url.split("?")[0] ?? url;
    return routes.get(path, module, url, cookieOf(actor));
  }

  /** A form POST to the action, as the actor's browser sends it. */
  function submit(
    module: RouteModule,
    url: string,
    fields: Record<string, string>,
    actor: Actor | SignedIn,
  ) {
    return routes.post(url, module, url, fields, cookieOf(actor));
  }

  /** The users page's two actions, as the actor's browser posts them. */
  const setRole = (userId: string, role: string, actor: Actor | SignedIn, baseRole = "user") =>
    submit(usersRoute, "/admin/users", { intent: "set-role", userId, role, baseRole }, actor);
  const deleteAccount = (userId: string, actor: Actor | SignedIn) =>
    submit(usersRoute, "/admin/users", { intent: "delete", userId }, actor);

  const auditEntries = (action: string, entityId: string) =>
    auditLogEntries(handle.db, ["actorId", "actorEmail"], action, entityId);
  const auditCount = () => countRows(handle.db, auditLog);
  const sessionCount = (userId?: string) =>
    countRows(handle.db, sessions, userId ? eq(sessions.userId, userId) : undefined);

  async function accountExists(id: string): Promise<boolean> {
    const rows = await handle.db.select({ id: users.id }).from(users).where(eq(users.id, id));
    return rows.length === 1;
  }

  function sessionUser(cookie: string) {
    return getSessionUser(
      new Request(`${TEST_ORIGIN}/admin`, { headers: { Cookie: cookie } }),
      handle.db,
    );
  }

  async function newTarget(): Promise<{ id: string; email: string }> {
    return createAccount(handle.db, {
      email: uniqueEmail("target"),
      password: TEST_PASSWORD,
      role: "user",
      actor: COMMAND_LINE_ACTOR,
    });
  }

  describe.each(pages)("the $name loader at $url", ({ url, module, adminOnly, shows, pattern }) => {
    it("sends anonymous visitors to the login page and role-less accounts to wait", async () => {
      expect(await load(module, url, "anonymous", pattern)).toMatchObject(
        redirectTo("/admin/login"),
      );
      expect(await load(module, url, "user", pattern)).toMatchObject(redirectTo("/admin/waiting"));
    });

    it(adminOnly ? "refuses content editors with 403" : "serves content editors", async () => {
      const answer = await load(module, url, "content_editor", pattern);
      if (adminOnly) {
        expect(answer).toMatchObject(forbidden);
      } else {
        expect(answer).toMatchObject({
          kind: "data",
          status: 200,
          data: shows(signedIn.content_editor, "content_editor"),
        });
      }
    });

    it("serves admins", async () => {
      expect(await load(module, url, "admin", pattern)).toMatchObject({
        kind: "data",
        status: 200,
        data: shows(signedIn.admin, "admin"),
      });
    });
  });

  describe("the login loader", () => {
    it("shows the form to anonymous visitors", async () => {
      expect(await load(loginRoute, "/admin/login", "anonymous")).toMatchObject({
        kind: "data",
        data: { mode: "sign-in" },
      });
      expect(await load(loginRoute, "/admin/login?mode=signup", "anonymous")).toMatchObject({
        kind: "data",
        data: { mode: "sign-up" },
      });
    });

    it("sends a signed-in user to the waiting page and staff into the portal", async () => {
      expect(await load(loginRoute, "/admin/login", "user")).toMatchObject(
        redirectTo("/admin/waiting"),
      );
      expect(await load(loginRoute, "/admin/login", "content_editor")).toMatchObject(
        redirectTo("/admin"),
      );
      expect(await load(loginRoute, "/admin/login", "admin")).toMatchObject(redirectTo("/admin"));
    });
  });

  describe("the waiting page (/admin/waiting)", () => {
    it("names the role-less account, sends anonymous visitors to sign in and staff in", async () => {
      expect(await load(waitingRoute, "/admin/waiting", "user")).toMatchObject({
        kind: "data",
        status: 200,
        data: { email: signedIn.user.email },
      });
      expect(await load(waitingRoute, "/admin/waiting", "anonymous")).toMatchObject(
        redirectTo("/admin/login"),
      );
      expect(await load(waitingRoute, "/admin/waiting", "content_editor")).toMatchObject(
        redirectTo("/admin"),
      );
      expect(await load(waitingRoute, "/admin/waiting", "admin")).toMatchObject(
        redirectTo("/admin"),
      );
    });
  });

  describe("the users page's actions (set-role, delete)", () => {
    it.each(["anonymous", "user", "content_editor"] as const)(
      "answer %s with 401 (no session) or 403 and change nothing",
      async (actor) => {
        const target = await newTarget();
        const before = await auditCount();

        expect(await setRole(target.id, "admin", actor)).toMatchObject(refusalFor(actor));
        expect(await deleteAccount(target.id, actor)).toMatchObject(refusalFor(actor));

        expect(await getUserRole(handle.db, target.id)).toBe("user");
        expect(await accountExists(target.id)).toBe(true);
        expect(await auditCount()).toBe(before);
      },
    );

    it("let an admin change a role and delete an account, each with a toast and an audit entry", async () => {
      const { admin } = signedIn;
      const target = await newTarget();

      const roleChanged = await setRole(target.id, "content_editor", "admin");
      expect(roleChanged).toMatchObject({
        ...redirectTo("/admin/users"),
        toast: { type: "success", title: "Role updated" },
      });
      expect(await getUserRole(handle.db, target.id)).toBe("content_editor");
      expect(await auditEntries("user.role_changed", target.id)).toEqual([
        { actorId: admin.id, actorEmail: admin.email },
      ]);

      const deleted = await deleteAccount(target.id, "admin");
      expect(deleted).toMatchObject({
        ...redirectTo("/admin/users"),
        toast: { type: "success", title: "Account deleted" },
      });
      expect(await accountExists(target.id)).toBe(false);
      expect(await auditEntries("user.deleted", target.id)).toEqual([
        { actorId: admin.id, actorEmail: admin.email },
      ]);
    });

    it("refuse an admin's change of their own role, naming the account so its list shows the stored role again", async () => {
      const admin = await signedInAs(handle.db, "admin");
      const before = await auditCount();
      const refusal = await setRole(admin.id, "content_editor", admin, "admin");
      expect(refusal).toMatchObject({
        kind: "data",
        status: 409,
        data: {
          formError: "You cannot change your own role. Another admin can do it for you.",
          roleRefused: { userId: admin.id, answer: expect.any(String) },
        },
      });
      // Each refusal is told from the last, so the page draws the list anew each time.
      const again = await setRole(admin.id, "user", admin, "admin");
      expect(
        (again as { data: { roleRefused: { answer: string } } }).data.roleRefused.answer,
      ).not.toBe(
        (refusal as { data: { roleRefused: { answer: string } } }).data.roleRefused.answer,
      );
      expect(await getUserRole(handle.db, admin.id)).toBe("admin");
      expect(await auditCount()).toBe(before);
    });

    it("refuse a role save opened before a colleague's change, with who, when and both roles; the admin's pick saves from the role shown now", async () => {
      const target = await newTarget();
      const colleague = await signedInAs(handle.db, "admin");
      // The colleague makes them an editor while this admin's page still shows "user".
      expect(await setRole(target.id, "content_editor", colleague)).toMatchObject(
        redirectTo("/admin/users"),
      );
      const before = await auditCount();
      expect(await setRole(target.id, "admin", "admin", "user")).toMatchObject({
        kind: "data",
        status: 409,
        data: {
          roleConflict: {
            userId: target.id,
            yours: "admin",
            conflict: {
              changedBy: colleague.email,
              changedByYou: false,
              fields: [{ name: "role", theirs: "Content editor", yours: "Admin" }],
            },
          },
        },
      });
      expect(await getUserRole(handle.db, target.id)).toBe("content_editor");
      expect(await auditCount()).toBe(before);
      // A form that does not say which role it showed is judged stale too.
      expect(
        await submit(
          usersRoute,
          "/admin/users",
          { intent: "set-role", userId: target.id, role: "admin" },
          "admin",
        ),
      ).toMatchObject({ status: 409 });
      // Saved again from the role now shown: kept.
      expect(await setRole(target.id, "admin", "admin", "content_editor")).toMatchObject(
        redirectTo("/admin/users"),
      );
      expect(await getUserRole(handle.db, target.id)).toBe("admin");
    });

    it("refuse an admin's deleting their own account with 409", async () => {
      expect(await deleteAccount(signedIn.admin.id, "admin")).toMatchObject({
        kind: "data",
        status: 409,
        data: { formError: expect.any(String) },
      });
      expect(await accountExists(signedIn.admin.id)).toBe(true);
    });
  });

  describe("the account page's password change", () => {
    const newPassword = "fresh-meadow-8842";
    const fields = (currentPassword: string) => ({
      currentPassword,
      newPassword,
      confirmPassword: newPassword,
    });

    it("answers an anonymous visitor with 401: the session has ended", async () => {
      expect(
        await submit(accountRoute, "/admin/account", fields(TEST_PASSWORD), "anonymous"),
      ).toMatchObject(sessionEnded);
    });

    it("answers a signed-in user with 403 and keeps their password", async () => {
      const person = await signedInAs(handle.db, "user");
      const before = await auditCount();
      expect(
        await submit(accountRoute, "/admin/account", fields(person.password), person),
      ).toMatchObject(forbidden);
      expect(await signInCookie(handle.db, person.email, person.password)).not.toBeNull();
      expect(await signInCookie(handle.db, person.email, newPassword)).toBeNull();
      expect(await auditCount()).toBe(before);
    });

    it.each(["content_editor", "admin"] as const)(
      "changes the password (%s), with a toast and an audit entry",
      async (role) => {
        const person = await signedInAs(handle.db, role);
        const answer = await submit(
          accountRoute,
          "/admin/account",
          fields(person.password),
          person,
        );
        expect(answer).toMatchObject({
          ...redirectTo("/admin"),
          toast: { type: "success", title: "Password changed" },
        });
        expect(await signInCookie(handle.db, person.email, person.password)).toBeNull();
        expect(await signInCookie(handle.db, person.email, newPassword)).not.toBeNull();
        expect(await auditEntries("user.password_changed", person.id)).toEqual([
          { actorId: person.id, actorEmail: person.email },
        ]);
      },
    );
  });

  describe("signing out (POST /admin/logout)", () => {
    it("changes nothing for an anonymous visitor", async () => {
      const before = await sessionCount();
      const answer = await submit(logoutRoute, "/admin/logout", {}, "anonymous");
      expect(answer).toMatchObject(redirectTo("/admin/login"));
      // Nobody was signed in, so nobody is told "Signed out".
      expect(answer.headers.getSetCookie()).toEqual([]);
      expect(answer.toast).toBeNull();
      expect(await sessionCount()).toBe(before);
    });

    it.each(["user", "content_editor", "admin"] as const)(
      "ends the session on the server (%s)",
      async (role) => {
        const person = await signedInAs(handle.db, role);
        expect(await sessionUser(person.cookie)).toMatchObject({ id: person.id, role });

        const answer = await submit(logoutRoute, "/admin/logout", {}, person);
        expect(answer).toMatchObject(redirectTo("/admin/login"));
        expect(answer).toMatchObject({ toast: { type: "success", title: "Signed out" } });
        expect(await sessionUser(person.cookie)).toBeNull();
        expect(await sessionCount(person.id)).toBe(0);
        expect(await load(dashboardRoute, "/admin", person)).toMatchObject(
          redirectTo("/admin/login"),
        );
      },
    );
  });

  describe("a one-time-password holder", () => {
    let holder: SignedIn;

    beforeAll(async () => {
      holder = await signedInWithOneTimePassword(handle.db, "admin");
    });

    it("is sent to /admin/account from every other admin page", async () => {
      for (const { url, module, oneTimePasswordAllowed, pattern } of pages) {
        const answer = await load(module, url, holder, pattern);
        if (oneTimePasswordAllowed) {
          expect(answer, url).toMatchObject({ kind: "data", status: 200 });
        } else {
          expect(answer, url).toMatchObject(redirectTo("/admin/account"));
        }
      }
      expect(await load(loginRoute, "/admin/login", holder)).toMatchObject(
        redirectTo("/admin/account"),
      );
    });

    it("sees the account page asking for a new password", async () => {
      expect(await load(accountRoute, "/admin/account", holder)).toMatchObject({
        kind: "data",
        data: { email: holder.email, mustChangePassword: true },
      });
    });

    it("gets 403 for writes elsewhere, and nothing changes", async () => {
      const target = await newTarget();
      expect(await setRole(target.id, "admin", holder)).toMatchObject(forbidden);
      expect(await getUserRole(handle.db, target.id)).toBe("user");
    });

    it("uses the portal once the password is changed", async () => {
      const newPassword = "copper-kettle-5127";
      const answer = await submit(
        accountRoute,
        "/admin/account",
        { currentPassword: holder.password, newPassword, confirmPassword: newPassword },
        holder,
      );
      expect(answer).toMatchObject(redirectTo("/admin"));
      const cookie = await signInCookie(handle.db, holder.email, newPassword);
      expect(cookie).not.toBeNull();
      expect(await load(dashboardRoute, "/admin", { ...holder, cookie: cookie! })).toMatchObject({
        kind: "data",
        status: 200,
      });
    });
  });
});
