import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/platform/db/client.server";
import { testDatabases } from "../../../tests/support/databases";

/*
 * Behind HTTPS (SITE_URL https://…, as in production) the session and toast cookies
 * carry the __Host- prefix: Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain. The
 * configuration is read once per process, so this file loads the modules afresh with
 * an https SITE_URL.
 */

describe("cookies behind HTTPS", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    vi.stubEnv("SITE_URL", "https://clinic.example.com");
    vi.resetModules();
    handle = await testDatabases[0]!.open();
  });
  afterAll(async () => {
    await handle?.close();
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("signs in with a __Host- session cookie that only this host, over HTTPS, gets back", async () => {
    const { createAccount, COMMAND_LINE_ACTOR } = await import("~/features/auth/accounts.server");
    const { signIn } = await import("~/features/auth/login.server");
    const { getSessionUser, hasSessionCookieIn } = await import("~/features/auth/session.server");
    const email = "secure.cookies@example.com";
    const password = "https-only-passphrase-42";
    await createAccount(handle.db, { email, password, role: "admin", actor: COMMAND_LINE_ACTOR });

    const result = await signIn({
      db: handle.db,
      clientIp: "198.51.100.42",
      request: new Request("https://clinic.example.com/admin/login", { method: "POST" }),
      formData: (() => {
        const form = new FormData();
        form.append("email", email);
        form.append("password", password);
        return form;
      })(),
    });
    if (result.kind !== "signed-in") throw new Error(`sign-in answered ${result.kind}`);
    const session = result.setCookies.find((line) => line.includes("session_token="));
    expect(session).toMatch(/^__Host-clinic\.session_token=/);
    const attributes = (session ?? "")
      .split(";")
      .slice(1)
      .map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(["secure", "httponly", "samesite=lax", "path=/"]),
    );
    expect(attributes.some((attribute) => attribute.startsWith("domain="))).toBe(false);
    // The public page cache recognises it, and the next request is signed in with it.
    const cookie = session?.split(";")[0] ?? "";
    expect(hasSessionCookieIn(cookie)).toBe(true);
    const next = new Request("https://clinic.example.com/admin", { headers: { cookie } });
    expect(await getSessionUser(next, handle.db)).toMatchObject({ email, role: "admin" });
  });

  it("sends toasts in a __Host- cookie too", async () => {
    const { toastCookieHeader, TOAST_COOKIE_NAME } = await import("~/platform/toast.server");
    expect(TOAST_COOKIE_NAME).toBe("__Host-clinic_toast");
    const header = await toastCookieHeader({ type: "success", title: "Saved" });
    expect(header).toMatch(/^__Host-clinic_toast=/);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/Domain=/i);
  });
});
