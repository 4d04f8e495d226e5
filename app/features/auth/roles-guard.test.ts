import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMAND_LINE_ACTOR, createAccount, getUserRole } from "~/features/auth/accounts.server";
import { configureAuth } from "~/features/auth/auth.server";
import { getSessionUser } from "~/features/auth/session.server";
import type { DatabaseHandle } from "~/platform/db/client.server";
import { auditLog, sessions, users } from "~/platform/db/schema";
import { action as accountAction, loader as accountLoader } from "~/routes/admin/account";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { loader as inboxLoader } from "~/routes/admin/inbox";
import { loader as layoutLoader } from "~/routes/admin/layout";
import { loader as loginLoader } from "~/routes/admin/login";
import { action as logoutAction } from "~/routes/admin/logout";
import { loader as aboutUsLoader } from "~/routes/admin/about-us";
import { loader as blogLoader } from "~/routes/admin/blog";
import { loader as blogEditLoader } from "~/routes/admin/blog-edit";
import { loader as labTestsLoader } from "~/routes/admin/lab-tests";
import { loader as mediaLoader } from "~/routes/admin/media";
import { loader as pageContentLoader } from "~/routes/admin/page-content";
import { loader as teamLoader } from "~/routes/admin/team";
import { loader as teamEditLoader } from "~/routes/admin/team-edit";
import { action as usersAction, loader as usersLoader } from "~/routes/admin/users";
import type { Mailer } from "~/platform/email.server";
import { testDatabases } from "../../../tests/support/databases";
import {
  nextClientIp,
  signedInAs,
  signedInWithOneTimePassword,
  signInCookie,
  TEST_PASSWORD,
  uniqueEmail,
} from "../../../tests/support/auth-helpers";

/*
 * Who may do what in the staff portal (issue 5), through the route modules'
 * own loaders and actions: anonymous visitors, signed-in users, content
 * editors and admins.
 */

const origin = "http://localhost:3000";

type Actor = "anonymous" | "user" | "content_editor" | "admin";
type SignedIn = { cookie: string; email: string; id: string; password: string };
type RouteFunction = (args: never) => unknown;

/** What a loader or action answered: its data, or a Response (returned or thrown). */
type Outcome =
  | { kind: "data"; status: number; data: unknown }
  | { kind: "response"; status: number; location: string | null; setCookies: string[] };

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

function fromResponse(response: Response): Outcome {
  return {
    kind: "response",
    status: response.status,
    location: response.headers.get("Location"),
    setCookies: response.headers.getSetCookie(),
  };
}

const redirectTo = (location: string) => ({ kind: "response", status: 302, location });
const forbidden = { kind: "response", status: 403 } as const;

/** The content pages: their own tests check what they show; here, who may see them. */
const contentPages: [url: string, loader: RouteFunction][] = [
  ["/admin/team", teamLoader as RouteFunction],
  ["/admin/team/new", teamEditLoader as RouteFunction],
  ["/admin/blog", blogLoader as RouteFunction],
  ["/admin/blog/new", blogEditLoader as RouteFunction],
  ["/admin/about-us", aboutUsLoader as RouteFunction],
  ["/admin/media", mediaLoader as RouteFunction],
  ["/admin/page-content", pageContentLoader as RouteFunction],
  ["/admin/lab-tests", labTestsLoader as RouteFunction],
];

type Page = {
  name: string;
  url: string;
  loader: RouteFunction;
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
    loader: layoutLoader,
    oneTimePasswordAllowed: true,
    shows: (person, role) => ({ user: { email: person.email, role } }),
  },
  {
    name: "dashboard",
    url: "/admin",
    loader: dashboardLoader,
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
    loader: accountLoader,
    oneTimePasswordAllowed: true,
    shows: (person) => ({ email: person.email, mustChangePassword: false }),
  },
  {
    name: "inbox",
    url: "/admin/inbox",
    loader: inboxLoader,
    shows: () => ({ tab: "messages", counts: expect.any(Object), messages: expect.any(Array) }),
  },
  {
    name: "users",
    url: "/admin/users",
    loader: usersLoader,
    adminOnly: true,
    shows: (person) => ({
      currentUserId: person.id,
      accounts: expect.arrayContaining([
        expect.objectContaining({ id: person.id, email: person.email, role: "admin" }),
      ]),
    }),
  },
  ...contentPages.map(([url, loader]) => ({
    name: url.slice("/admin/".length),
    url,
    loader,
    shows: () => expect.anything(),
  })),
];

describe.each(testDatabases)("admin roles and guards on $name", ({ open }) => {
  let handle: DatabaseHandle;
  const signedIn = {} as Record<Exclude<Actor, "anonymous">, SignedIn>;

  const mailer: Mailer = {
    async send() {
      return { messageId: "unused", transport: "outbox" };
    },
  };

  beforeAll(async () => {
    handle = await open();
    configureAuth(handle.db, { mailer });
    signedIn.user = await signedInAs(handle.db, "user");
    signedIn.content_editor = await signedInAs(handle.db, "content_editor");
    signedIn.admin = await signedInAs(handle.db, "admin");
  });
  afterAll(async () => {
    await handle?.close();
  });

  function cookieOf(actor: Actor | SignedIn): string | undefined {
    if (typeof actor !== "string") return actor.cookie;
    return actor === "anonymous" ? undefined : signedIn[actor].cookie;
  }

  async function run(fn: RouteFunction, request: Request): Promise<Outcome> {
    let value: unknown;
    try {
      value = await fn({
        request,
        context: { db: handle.db, cspNonce: "", clientIp: nextClientIp() },
        params: {},
      } as never);
    } catch (thrown) {
      if (thrown instanceof Response) return fromResponse(thrown);
      throw thrown;
    }
    if (value instanceof Response) return fromResponse(value);
    if (isDataWithInit(value)) {
      return { kind: "data", status: value.init?.status ?? 200, data: value.data };
    }
    return { kind: "data", status: 200, data: value };
  }

  /** A GET of the page, as the actor's browser sends it. */
  function load(loader: RouteFunction, url: string, actor: Actor | SignedIn): Promise<Outcome> {
    const cookie = cookieOf(actor);
    return run(
      loader,
      new Request(`${origin}${url}`, { headers: cookie ? { Cookie: cookie } : {} }),
    );
  }

  /** A form POST to the action, as the actor's browser sends it. */
  function submit(
    action: RouteFunction,
    url: string,
    fields: Record<string, string>,
    actor: Actor | SignedIn,
  ): Promise<Outcome> {
    const cookie = cookieOf(actor);
    return run(
      action,
      new Request(`${origin}${url}`, {
        method: "POST",
        headers: cookie ? { Cookie: cookie } : {},
        body: new URLSearchParams(fields),
      }),
    );
  }

  async function auditEntries(action: string, entityId: string) {
    return handle.db
      .select({ actorId: auditLog.actorId, actorEmail: auditLog.actorEmail })
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
  }

  async function auditCount(): Promise<number> {
    const [row] = await handle.db.select({ value: count() }).from(auditLog);
    return row?.value ?? 0;
  }

  async function sessionCount(userId?: string): Promise<number> {
    const query = handle.db.select({ value: count() }).from(sessions);
    const [row] = await (userId ? query.where(eq(sessions.userId, userId)) : query);
    return row?.value ?? 0;
  }

  async function accountExists(id: string): Promise<boolean> {
    const rows = await handle.db.select({ id: users.id }).from(users).where(eq(users.id, id));
    return rows.length === 1;
  }

  function sessionUser(cookie: string) {
    return getSessionUser(
      new Request(`${origin}/admin`, { headers: { Cookie: cookie } }),
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

  describe.each(pages)("the $name loader at $url", ({ url, loader, adminOnly, shows }) => {
    it("sends anonymous visitors and signed-in users to the login page", async () => {
      expect(await load(loader, url, "anonymous")).toMatchObject(redirectTo("/admin/login"));
      expect(await load(loader, url, "user")).toMatchObject(redirectTo("/admin/login"));
    });

    it(adminOnly ? "refuses content editors with 403" : "serves content editors", async () => {
      const answer = await load(loader, url, "content_editor");
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
      expect(await load(loader, url, "admin")).toMatchObject({
        kind: "data",
        status: 200,
        data: shows(signedIn.admin, "admin"),
      });
    });
  });

  describe("the login loader", () => {
    it("shows the form to anonymous visitors", async () => {
      expect(await load(loginLoader, "/admin/login", "anonymous")).toMatchObject({
        kind: "data",
        data: { mode: "sign-in" },
      });
      expect(await load(loginLoader, "/admin/login?mode=signup", "anonymous")).toMatchObject({
        kind: "data",
        data: { mode: "sign-up" },
      });
    });

    it("sends a signed-in user to the site and staff into the portal", async () => {
      expect(await load(loginLoader, "/admin/login", "user")).toMatchObject(redirectTo("/"));
      expect(await load(loginLoader, "/admin/login", "content_editor")).toMatchObject(
        redirectTo("/admin"),
      );
      expect(await load(loginLoader, "/admin/login", "admin")).toMatchObject(redirectTo("/admin"));
    });
  });

  describe("the users page's actions (set-role, delete)", () => {
    it.each(["anonymous", "user", "content_editor"] as const)(
      "answer %s with 403 and change nothing",
      async (actor) => {
        const target = await newTarget();
        const before = await auditCount();

        expect(
          await submit(
            usersAction,
            "/admin/users",
            { intent: "set-role", userId: target.id, role: "admin" },
            actor,
          ),
        ).toMatchObject(forbidden);
        expect(
          await submit(usersAction, "/admin/users", { intent: "delete", userId: target.id }, actor),
        ).toMatchObject(forbidden);

        expect(await getUserRole(handle.db, target.id)).toBe("user");
        expect(await accountExists(target.id)).toBe(true);
        expect(await auditCount()).toBe(before);
      },
    );

    it("let an admin change a role and delete an account, each with a toast and an audit entry", async () => {
      const { admin } = signedIn;
      const target = await newTarget();

      const roleChanged = await submit(
        usersAction,
        "/admin/users",
        { intent: "set-role", userId: target.id, role: "content_editor" },
        "admin",
      );
      expect(roleChanged).toMatchObject(redirectTo("/admin/users"));
      expect((roleChanged as { setCookies: string[] }).setCookies.join("\n")).toMatch(
        /^clinic_toast=/m,
      );
      expect(await getUserRole(handle.db, target.id)).toBe("content_editor");
      expect(await auditEntries("user.role_changed", target.id)).toEqual([
        { actorId: admin.id, actorEmail: admin.email },
      ]);

      const deleted = await submit(
        usersAction,
        "/admin/users",
        { intent: "delete", userId: target.id },
        "admin",
      );
      expect(deleted).toMatchObject(redirectTo("/admin/users"));
      expect((deleted as { setCookies: string[] }).setCookies.join("\n")).toMatch(
        /^clinic_toast=/m,
      );
      expect(await accountExists(target.id)).toBe(false);
      expect(await auditEntries("user.deleted", target.id)).toEqual([
        { actorId: admin.id, actorEmail: admin.email },
      ]);
    });

    it("refuse an admin's deleting their own account with 409", async () => {
      expect(
        await submit(
          usersAction,
          "/admin/users",
          { intent: "delete", userId: signedIn.admin.id },
          "admin",
        ),
      ).toMatchObject({ kind: "data", status: 409, data: { error: expect.any(String) } });
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

    it("answers an anonymous visitor with 403", async () => {
      expect(
        await submit(accountAction, "/admin/account", fields(TEST_PASSWORD), "anonymous"),
      ).toMatchObject(forbidden);
    });

    it("answers a signed-in user with 403 and keeps their password", async () => {
      const person = await signedInAs(handle.db, "user");
      const before = await auditCount();
      expect(
        await submit(accountAction, "/admin/account", fields(person.password), person),
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
          accountAction,
          "/admin/account",
          fields(person.password),
          person,
        );
        expect(answer).toMatchObject(redirectTo("/admin"));
        const setCookies = (answer as { setCookies: string[] }).setCookies.join("\n");
        expect(setCookies).toMatch(/^clinic_toast=/m);
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
      const answer = await submit(logoutAction, "/admin/logout", {}, "anonymous");
      expect(answer).toMatchObject(redirectTo("/admin/login"));
      // Nobody was signed in, so nobody is told "Signed out".
      expect((answer as { setCookies: string[] }).setCookies).toEqual([]);
      expect(await sessionCount()).toBe(before);
    });

    it.each(["user", "content_editor", "admin"] as const)(
      "ends the session on the server (%s)",
      async (role) => {
        const person = await signedInAs(handle.db, role);
        expect(await sessionUser(person.cookie)).toMatchObject({ id: person.id, role });

        const answer = await submit(logoutAction, "/admin/logout", {}, person);
        expect(answer).toMatchObject(redirectTo("/admin/login"));
        expect((answer as { setCookies: string[] }).setCookies.join("\n")).toMatch(
          /^clinic_toast=/m,
        );
        expect(await sessionUser(person.cookie)).toBeNull();
        expect(await sessionCount(person.id)).toBe(0);
        expect(await load(dashboardLoader, "/admin", person)).toMatchObject(
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
      for (const { url, loader, oneTimePasswordAllowed } of pages) {
        const answer = await load(loader, url, holder);
        if (oneTimePasswordAllowed) {
          expect(answer, url).toMatchObject({ kind: "data", status: 200 });
        } else {
          expect(answer, url).toMatchObject(redirectTo("/admin/account"));
        }
      }
      expect(await load(loginLoader, "/admin/login", holder)).toMatchObject(
        redirectTo("/admin/account"),
      );
    });

    it("sees the account page asking for a new password", async () => {
      expect(await load(accountLoader, "/admin/account", holder)).toMatchObject({
        kind: "data",
        data: { email: holder.email, mustChangePassword: true },
      });
    });

    it("gets 403 for writes elsewhere, and nothing changes", async () => {
      const target = await newTarget();
      expect(
        await submit(
          usersAction,
          "/admin/users",
          { intent: "set-role", userId: target.id, role: "admin" },
          holder,
        ),
      ).toMatchObject(forbidden);
      expect(await getUserRole(handle.db, target.id)).toBe("user");
    });

    it("uses the portal once the password is changed", async () => {
      const newPassword = "copper-kettle-5127";
      const answer = await submit(
        accountAction,
        "/admin/account",
        { currentPassword: holder.password, newPassword, confirmPassword: newPassword },
        holder,
      );
      expect(answer).toMatchObject(redirectTo("/admin"));
      const cookie = await signInCookie(handle.db, holder.email, newPassword);
      expect(cookie).not.toBeNull();
      expect(await load(dashboardLoader, "/admin", { ...holder, cookie: cookie! })).toMatchObject({
        kind: "data",
        status: 200,
      });
    });
  });
});
