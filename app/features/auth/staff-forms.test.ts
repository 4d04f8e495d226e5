import { beforeAll, describe, expect, it } from "vitest";
import { COMMAND_LINE_ACTOR, createAccount } from "~/features/auth/accounts.server";
import { loginMessages } from "~/features/auth/login-form";
import { passwordMessages } from "~/features/auth/password-policy";
import * as accountRoute from "~/routes/admin/account";
import * as loginRoute from "~/routes/admin/login";
import * as usersRoute from "~/routes/admin/users";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import {
  configureTestAuth,
  signedInAs,
  TEST_PASSWORD,
  uniqueEmail,
} from "../../../tests/support/auth-helpers";
import { routesOn } from "../../../tests/support/routes";

/*
 * The staff pages' forms through their route modules, as a browser posts them:
 * the login page's three forms (what the page shows, its status and its toast),
 * the account page's password change and the users page's refusals.
 */

const LOGIN = "/admin/login";

describe.each(testDatabases)("the staff pages' forms on $name", (database) => {
  const handle = openForDescribe(database);
  beforeAll(() => {
    configureTestAuth(handle.db);
  });

  const routes = routesOn(handle);

  const login = (fields: Record<string, string | string[]>) =>
    routes.post(LOGIN, loginRoute, LOGIN, fields);

  describe("the login page", () => {
    it("shows the link's notice as the page's toast, and nothing else without one", async () => {
      expect(await routes.get(LOGIN, loginRoute, `${LOGIN}?verified=1`)).toMatchObject({
        kind: "data",
        data: {
          mode: "sign-in",
          toast: { type: "success", title: "E-mail verified", description: "You can sign in now." },
        },
      });
      expect(
        await routes.get(LOGIN, loginRoute, `${LOGIN}?mode=signup&error=INVALID_TOKEN`),
      ).toMatchObject({
        data: {
          mode: "sign-up",
          toast: { type: "error", title: "This verification link did not work" },
        },
      });
      expect(await routes.get(LOGIN, loginRoute, LOGIN)).toMatchObject({
        data: { mode: "sign-in", toast: null },
        toast: null,
      });
    });

    it("refuses an incomplete form with 400 and the fields' messages, keeping the address", async () => {
      const answer = await login({ intent: "sign-in", email: " not-an-email ", password: "" });
      expect(answer).toMatchObject({
        kind: "data",
        status: 400,
        toast: null,
        data: {
          intent: "sign-in",
          mode: "sign-in",
          email: "not-an-email",
          fieldErrors: {
            email: loginMessages.emailInvalid,
            password: passwordMessages.required,
          },
          unverified: false,
          notice: null,
        },
      });
      expect(await login({ intent: "sign-up", email: "", password: "x" })).toMatchObject({
        status: 400,
        data: {
          intent: "sign-up",
          mode: "sign-up",
          fieldErrors: { email: loginMessages.emailRequired },
        },
      });
    });

    it("answers a wrong password with 401 and 'Authentication Error', in the page and as a toast", async () => {
      const email = uniqueEmail("staff");
      await createAccount(handle.db, {
        email,
        password: TEST_PASSWORD,
        role: "content_editor",
        actor: COMMAND_LINE_ACTOR,
      });
      const answer = await login({ intent: "sign-in", email, password: "not-the-password-1" });
      expect(answer).toMatchObject({
        kind: "data",
        status: 401,
        toast: { type: "error", title: "Authentication Error" },
        data: { email, notice: { type: "error", title: "Authentication Error" }, fieldErrors: {} },
      });
      if (answer.kind === "redirect") throw new Error("unreachable");
      expect(answer.data.notice).toEqual(answer.toast);

      expect(await login({ intent: "sign-in", email, password: TEST_PASSWORD })).toMatchObject({
        kind: "redirect",
        location: "/admin",
        toast: null,
      });
    });

    it("signs up with 'Account Created' and shows the sign-in form next", async () => {
      const email = uniqueEmail("new");
      expect(
        await login({ intent: "sign-up", email, password: "winter-harbor-lantern-8" }),
      ).toMatchObject({
        kind: "data",
        status: 200,
        toast: { type: "success", title: "Account Created" },
        data: { intent: "sign-up", mode: "sign-in", email, notice: { title: "Account Created" } },
      });
      expect(await login({ intent: "sign-up", email, password: "password123" })).toMatchObject({
        status: 400,
        toast: null,
        data: { mode: "sign-up", fieldErrors: { password: passwordMessages.common } },
      });
      expect(
        await login({ intent: "sign-in", email, password: "winter-harbor-lantern-8" }),
      ).toMatchObject({
        status: 403,
        toast: { type: "error", title: "Authentication Error" },
        data: { unverified: true, email },
      });
      expect(await login({ intent: "resend-verification", email })).toMatchObject({
        status: 200,
        toast: { type: "info", title: "Check your e-mail" },
        data: { intent: "resend-verification", mode: "sign-in" },
      });
    });

    it("refuses a form that is none of the page's, with a message", async () => {
      for (const intent of ["sign-out", ["sign-in", "sign-up"]]) {
        expect(await login({ intent, email: "a@example.com", password: "x" })).toMatchObject({
          status: 400,
          toast: { type: "error", title: "Error", description: "The form could not be read." },
          data: { notice: { description: "The form could not be read." } },
        });
      }
    });
  });

  describe("the account page", () => {
    it("refuses a change with the fields' messages, never sending the passwords back", async () => {
      const person = await signedInAs(handle.db, "content_editor");
      const change = (fields: Record<string, string>) =>
        routes.post("/admin/account", accountRoute, "/admin/account", fields, person.cookie);
      const mismatch = await change({
        currentPassword: person.password,
        newPassword: "calm-river-stones-41",
        confirmPassword: "calm-river-stones-42",
      });
      expect(mismatch).toMatchObject({
        kind: "data",
        status: 400,
        toast: null,
      });
      if (mismatch.kind === "redirect") throw new Error("unreachable");
      expect(mismatch.data).toEqual({
        fieldErrors: { confirmPassword: "The two new passwords are not the same." },
        formError: null,
      });
      expect(
        await change({
          currentPassword: "not-my-password-9",
          newPassword: "calm-river-stones-41",
          confirmPassword: "calm-river-stones-41",
        }),
      ).toMatchObject({
        status: 400,
        data: { fieldErrors: { currentPassword: "The current password is not correct." } },
      });
      expect(
        await change({
          currentPassword: person.password,
          newPassword: person.password,
          confirmPassword: person.password,
        }),
      ).toMatchObject({
        status: 400,
        data: { fieldErrors: { newPassword: "Choose a password different from the current one." } },
      });
    });
  });

  describe("the users page", () => {
    it("refuses a form it does not know, and a role that does not exist, with 400", async () => {
      const admin = await signedInAs(handle.db, "admin");
      const target = await signedInAs(handle.db, "user");
      const refused: Record<string, string>[] = [
        { intent: "promote", userId: target.id },
        { intent: "set-role", userId: target.id, role: "owner" },
        { intent: "delete", userId: "'; drop table users; --" },
      ];
      for (const fields of refused) {
        expect(
          await routes.post("/admin/users", usersRoute, "/admin/users", fields, admin.cookie),
        ).toMatchObject({
          kind: "data",
          status: 400,
          data: { formError: "The request was not understood. Please try again." },
        });
      }
    });
  });
});
