import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getAuth } from "~/features/auth/auth.server";
import { getSessionUser } from "~/features/auth/session.server";
import { pageContent, sessions } from "~/platform/db/schema";
import * as layoutRoute from "~/routes/admin/layout";
import * as logoutRoute from "~/routes/admin/logout";
import * as pageContentRoute from "~/routes/admin/page-content";
import * as signInAgainRoute from "~/routes/admin/sign-in-again";
import * as usersRoute from "~/routes/admin/users";
import { countRows, openForDescribe, testDatabases } from "../../../tests/support/databases";
import {
  cookieHeaderFrom,
  signedInAs,
  signedInForDescribe,
  signedInWithOneTimePassword,
  TEST_PASSWORD,
} from "../../../tests/support/auth-helpers";
import { callRoute, routeContext, routesOn, TEST_ORIGIN } from "../../../tests/support/routes";

/*
 * A save whose session has ended (issue 26): the server answers 401 to a write
 * without a session, whether the browser sent no cookie or one whose session was
 * ended elsewhere (and draws the page answering it with 401, not the login page),
 * and 403 to a signed-in person who may not write. The portal's
 * session guard (app/ui/admin/session-guard.tsx) relies on Better Auth's session
 * endpoint answering JSON null without a session, and signs in again through
 * POST /admin/sign-in-again, here too.
 */

const PAGE_CONTENT = "/admin/content";
const SIGN_IN_AGAIN = "/admin/sign-in-again";

describe.each(testDatabases)("a save whose session has ended, on $name", (database) => {
  const handle = openForDescribe(database);
  const people = signedInForDescribe(handle, ["user", "content_editor"]);
  const routes = routesOn(handle);

  let sections = 0;
  /** A page content entry of its own: a save that either stores one row or nothing. */
  function newEntry() {
    sections += 1;
    return {
      intent: "create",
      pageName: "home",
      sectionName: `session-test-${sections}`,
      locale: "en",
      contentType: "text",
      contentValue: "Typed before the session ended",
    };
  }
  const stored = (sectionName: string) =>
    countRows(handle.db, pageContent, eq(pageContent.sectionName, sectionName));

  const save = (fields: Record<string, string>, cookie: string | null) =>
    routes.post(PAGE_CONTENT, pageContentRoute, PAGE_CONTENT, fields, cookie);

  /** Better Auth's own answer at /api/auth/get-session for this Cookie header. */
  async function sessionEndpoint(cookie: string | null): Promise<unknown> {
    const response = await getAuth(handle.db).handler(
      new Request(`${TEST_ORIGIN}/api/auth/get-session`, {
        headers: cookie ? { Cookie: cookie } : {},
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    return response.json();
  }

  /** The dialog's sign-in, as its fetch posts it (urlencoded), from `clientIp`. */
  function signInAgain(fields: Record<string, string>, clientIp?: string) {
    return callRoute(
      SIGN_IN_AGAIN,
      signInAgainRoute,
      new Request(`${TEST_ORIGIN}${SIGN_IN_AGAIN}`, {
        method: "POST",
        headers: { Origin: TEST_ORIGIN },
        body: new URLSearchParams(fields),
      }),
      routeContext(handle.db, clientIp),
    );
  }

  describe("the guard", () => {
    it("answers a save without a session cookie with 401, and stores nothing", async () => {
      const entry = newEntry();
      const answer = await save(entry, null);
      expect(answer).toMatchObject({ kind: "error", status: 401 });
      expect(answer.kind === "error" && String(answer.data)).toContain("Your session has ended");
      expect(await stored(entry.sectionName)).toBe(0);
    });

    it("answers 401 to the cookie of a session signed out in another tab", async () => {
      const editor = await signedInAs(handle.db, "content_editor");
      const signedOut = await routes.post(
        "/admin/logout",
        logoutRoute,
        "/admin/logout",
        {},
        editor.cookie,
      );
      expect(signedOut).toMatchObject({ kind: "redirect", location: "/admin/login" });

      // The other tab still sends the old cookie: its session is gone on the server.
      const entry = newEntry();
      expect(await save(entry, editor.cookie)).toMatchObject({ kind: "error", status: 401 });
      expect(await stored(entry.sectionName)).toBe(0);
    });

    it("answers a signed-in non-editor with 403, and an editor's admin-only write with 403", async () => {
      const entry = newEntry();
      expect(await save(entry, people.user.cookie)).toMatchObject({ kind: "error", status: 403 });
      expect(await stored(entry.sectionName)).toBe(0);
      expect(
        await routes.post(
          "/admin/users",
          usersRoute,
          "/admin/users",
          { intent: "set-role", userId: people.user.id, role: "admin" },
          people.content_editor.cookie,
        ),
      ).toMatchObject({ kind: "error", status: 403 });
    });

    it("draws the page answering such a post (no JavaScript) with 401, not the login page", async () => {
      // After a document post, React Router runs the loaders with a GET keeping its headers.
      const afterPost = (cookie?: string) =>
        routes.call(
          "/admin",
          layoutRoute,
          new Request(`${TEST_ORIGIN}/admin`, {
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              ...(cookie ? { Cookie: cookie } : {}),
            },
          }),
        );
      expect(await afterPost()).toMatchObject({ kind: "error", status: 401 });
      expect(await afterPost(people.content_editor.cookie)).toMatchObject({
        kind: "data",
        status: 200,
      });
      // A signed-in user's refused post ends on the page saying the account waits for a role.
      expect(await afterPost(people.user.cookie)).toMatchObject({
        kind: "redirect",
        location: "/admin/waiting",
      });
      // A plain page load without a session goes to the login page, as always.
      expect(await routes.get("/admin", layoutRoute, "/admin", null)).toMatchObject({
        kind: "redirect",
        location: "/admin/login",
      });
    });

    it("lets the editor's save through with a session", async () => {
      const entry = newEntry();
      expect(await save(entry, people.content_editor.cookie)).toMatchObject({
        kind: "redirect",
      });
      expect(await stored(entry.sectionName)).toBe(1);
    });
  });

  describe("Better Auth's session endpoint, which the portal asks before a save", () => {
    it("answers JSON null without a session and after a sign-out, the session while there is one", async () => {
      expect(await sessionEndpoint(null)).toBeNull();
      const editor = await signedInAs(handle.db, "content_editor");
      expect(await sessionEndpoint(editor.cookie)).toMatchObject({
        user: { email: editor.email },
        session: { userId: editor.id },
      });
      await routes.post("/admin/logout", logoutRoute, "/admin/logout", {}, editor.cookie);
      expect(await sessionEndpoint(editor.cookie)).toBeNull();
    });
  });

  describe("signing in again (POST /admin/sign-in-again)", () => {
    it("gives a content editor a new session, with which the held save goes through", async () => {
      const editor = await signedInAs(handle.db, "content_editor");
      const answer = await signInAgain({ email: editor.email, password: TEST_PASSWORD });
      expect(answer).toMatchObject({ kind: "data", status: 200, data: { ok: true } });
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
      const cookie = cookieHeaderFrom(answer.headers.getSetCookie());
      expect(cookie).toMatch(/clinic\.session_token=/);
      expect(
        await getSessionUser(
          new Request(`${TEST_ORIGIN}/admin`, { headers: { Cookie: cookie } }),
          handle.db,
        ),
      ).toMatchObject({ id: editor.id, role: "content_editor" });

      const entry = newEntry();
      expect(await save(entry, cookie)).toMatchObject({ kind: "redirect" });
      expect(await stored(entry.sectionName)).toBe(1);
    });

    it("refuses a wrong password with 401 'incorrect' and no session", async () => {
      const editor = await signedInAs(handle.db, "content_editor");
      const answer = await signInAgain({ email: editor.email, password: "not-the-password-1" });
      expect(answer).toMatchObject({
        kind: "data",
        status: 401,
        data: { ok: false, reason: "incorrect" },
      });
      expect(answer.headers.getSetCookie()).toEqual([]);
    });

    it("keeps no session for someone who could not save (a user, a one-time password)", async () => {
      for (const person of [
        await signedInAs(handle.db, "user"),
        await signedInWithOneTimePassword(handle.db, "content_editor"),
      ]) {
        const before = await countRows(handle.db, sessions, eq(sessions.userId, person.id));
        const answer = await signInAgain({ email: person.email, password: person.password });
        expect(answer, person.email).toMatchObject({
          kind: "data",
          status: 403,
          data: { ok: false, reason: "not-allowed" },
        });
        expect(answer.headers.getSetCookie()).toEqual([]);
        // The session Better Auth made for this attempt is ended again at once.
        expect(await countRows(handle.db, sessions, eq(sessions.userId, person.id))).toBe(before);
      }
    });

    it("is limited like the login page: the sixth wrong password for an account gets 429", async () => {
      const clientIp = "203.0.113.26";
      const attempt = () =>
        signInAgain(
          { email: people.content_editor.email, password: "guessing-again-42" },
          clientIp,
        );
      for (let tries = 1; tries <= 5; tries += 1) {
        expect(await attempt(), `attempt ${tries}`).toMatchObject({ status: 401 });
      }
      const refused = await attempt();
      expect(refused).toMatchObject({ status: 429, data: { ok: false, reason: "rate-limited" } });
      expect(refused.headers?.get("Retry-After")).toBe("30");
    });

    it("answers an incomplete form with 400, and a GET with the login page", async () => {
      expect(await signInAgain({ email: "" })).toMatchObject({
        status: 400,
        data: { ok: false, reason: "invalid" },
      });
      expect(await routes.get(SIGN_IN_AGAIN, signInAgainRoute, SIGN_IN_AGAIN)).toMatchObject({
        kind: "redirect",
        location: "/admin/login",
      });
    });
  });
});
