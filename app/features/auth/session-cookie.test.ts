import { describe, expect, it } from "vitest";
import { hasSignedSessionCookieIn } from "~/features/auth/session.server";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";

/*
 * The page cache tells a real session from a made-up cookie by its signature alone
 * (issue 22): a cookie this server signed bypasses the cache; any other is anonymous.
 */
describe.each(testDatabases)("session cookie signatures on $name", (database) => {
  const handle = openForDescribe(database);
  const { user } = signedInForDescribe(handle, ["user"]);

  it("knows a cookie it signed, among others and with or without the __Host- prefix", () => {
    expect(user.cookie).toMatch(/clinic\.session_token=/);
    expect(hasSignedSessionCookieIn(user.cookie)).toBe(true);
    expect(hasSignedSessionCookieIn(`theme=dark; ${user.cookie}; other=1`)).toBe(true);
    expect(hasSignedSessionCookieIn(user.cookie.replace("clinic.", "__Host-clinic."))).toBe(true);
  });

  it("refuses made-up, altered and re-signed cookies", () => {
    const value = /clinic\.session_token=([^;]*)/.exec(user.cookie)?.[1] ?? "";
    const [token = "", signature = ""] = decodeURIComponent(value).split(".");
    for (const forged of [
      "clinic.session_token=not-a-session",
      "clinic.session_token=",
      `clinic.session_token=${encodeURIComponent(`${token}x.${signature}`)}`,
      `clinic.session_token=${encodeURIComponent(`${token}.${signature.slice(0, -4)}AAA=`)}`,
      `clinic.session_token=${encodeURIComponent(`${token}.`)}`,
      "clinic.session_token=%E0%A4%A",
      "no_session=1",
    ]) {
      expect(hasSignedSessionCookieIn(forged), forged).toBe(false);
    }
  });
});
