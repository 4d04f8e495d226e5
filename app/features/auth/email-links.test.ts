import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/platform/db/client.server";
import { testDatabases } from "../../../tests/support/databases";
import type { Mailer, OutgoingEmail } from "~/platform/email.server";

/*
 * Links in the account e-mails start with the site's public address (SITE_URL), not with
 * the address a request came in on: this file loads the modules afresh with another one.
 */

const PUBLIC_ORIGIN = "https://clinic.example.com";

describe("links in account e-mails", () => {
  let handle: DatabaseHandle;
  const sent: OutgoingEmail[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
      return { messageId: String(sent.length), transport: "outbox" };
    },
  };

  beforeAll(async () => {
    vi.stubEnv("SITE_URL", PUBLIC_ORIGIN);
    vi.resetModules();
    handle = await testDatabases[0]!.open();
    const { configureAuth } = await import("~/features/auth/auth.server");
    configureAuth(handle.db, { mailer });
  });
  afterAll(async () => {
    await handle?.close();
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** The links in the newest e-mail to `to`. */
  const linksTo = (to: string) =>
    [
      ...(sent.findLast((message) => message.to === to)?.text ?? "").matchAll(/https?:\/\/\S+/g),
    ].map(([link]) => new URL(link));

  it("use SITE_URL for verification and password reset, whatever host the request named", async () => {
    const { createAccount, COMMAND_LINE_ACTOR } = await import("~/features/auth/accounts.server");
    const { signUp } = await import("~/features/auth/login.server");
    const { requestPasswordReset } = await import("~/features/auth/password-reset.server");
    const request = new Request("http://10.0.0.5:3000/admin/login", { method: "POST" });
    const formData = new FormData();
    formData.append("email", "links@example.com");
    formData.append("password", "lantern-orchard-5521");
    await signUp({ db: handle.db, clientIp: "198.51.100.7", request, formData });
    const [verify] = linksTo("links@example.com");
    expect(verify?.origin).toBe(PUBLIC_ORIGIN);
    expect(verify?.pathname).toBe("/api/auth/verify-email");

    await createAccount(handle.db, {
      email: "reset.links@example.com",
      password: "meadow-copper-8812",
      role: "content_editor",
      actor: COMMAND_LINE_ACTOR,
    });
    await requestPasswordReset(
      { db: handle.db, clientIp: "198.51.100.8", request },
      "reset.links@example.com",
    );
    const [reset] = linksTo("reset.links@example.com");
    expect(reset?.origin).toBe(PUBLIC_ORIGIN);
    expect(reset?.pathname).toMatch(/^\/api\/auth\/reset-password\//);
  });

  it("use SITE_URL in the admins' notice of a new sign-up", async () => {
    const { notifyAdminsOfSignUp } = await import("~/features/auth/sign-up-notice.server");
    const { createAccount, COMMAND_LINE_ACTOR } = await import("~/features/auth/accounts.server");
    await createAccount(handle.db, {
      email: "links.admin@example.com",
      password: "harbor-quartz-3390",
      role: "admin",
      actor: COMMAND_LINE_ACTOR,
    });
    await notifyAdminsOfSignUp(handle.db, mailer, {
      id: "someone-new",
      email: "someone.new@example.com",
      name: "someone.new",
    });
    expect(linksTo("links.admin@example.com").map((link) => link.href)).toEqual([
      `${PUBLIC_ORIGIN}/admin/users`,
    ]);
  });
});
