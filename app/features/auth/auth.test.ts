import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  createAccount,
  COMMAND_LINE_ACTOR,
  listWaitingSignUps,
  setUserRole,
} from "~/features/auth/accounts.server";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, configureAuth } from "~/features/auth/auth.server";
import {
  resendVerification,
  signIn,
  signOut,
  signUp,
  type LoginResult,
} from "~/features/auth/login.server";
import { passwordMessages } from "~/features/auth/password-policy";
import { getSessionUser } from "~/features/auth/session.server";
import { authRateLimits, sessions, signInThrottle, users } from "~/platform/db/schema";
import type { Mailer, OutgoingEmail } from "~/platform/email.server";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { cookieHeaderFrom, nextClientIp } from "../../../tests/support/auth-helpers";
import { formDataOf } from "../../../tests/support/forms";

const siteOrigin = "http://localhost:3000";

describe.each(testDatabases)("staff sign-up and sign-in on $name", (database) => {
  const handle = openForDescribe(database);
  const sent: OutgoingEmail[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
      return { messageId: String(sent.length), transport: "outbox" };
    },
  };

  beforeAll(async () => {
    configureAuth(handle.db, { mailer });
  });

  function post(fields: Record<string, string>, clientIp = nextClientIp(), cookie?: string) {
    return {
      db: handle.db,
      clientIp,
      request: new Request(`${siteOrigin}/admin/login`, {
        method: "POST",
        headers: cookie ? { Cookie: cookie } : {},
      }),
      formData: formDataOf(fields),
    };
  }

  function lastLinkTo(email: string): string {
    const message = sent.findLast((entry) => entry.to === email);
    const link = /https?:\/\/\S+/.exec(message?.text ?? "")?.[0];
    if (!link) throw new Error(`no link e-mailed to ${email}`);
    return link;
  }

  it("signs up, sends a verification link to the site's origin, and signs in once verified", async () => {
    const email = "new.editor@example.com";
    const password = "harbor-lantern-42";
    const signedUp = await signUp(post({ email, password }));
    expect(signedUp).toMatchObject({
      kind: "signed-up",
      toast: {
        title: "Account Created",
        description: "Please check your email to verify your account.",
      },
    });

    const link = lastLinkTo(email);
    expect(new URL(link).origin).toBe(siteOrigin);
    expect(new URL(link).pathname).toBe(`${AUTH_BASE_PATH}/verify-email`);

    // Before verification: refused, with a fresh link sent.
    const sentBefore = sent.length;
    const early = await signIn(post({ email, password }));
    expect(early.kind).toBe("unverified");
    expect(sent.length).toBe(sentBefore + 1);

    const auth = configureAuth(handle.db, { mailer });
    const verified = await auth.handler(
      new Request(link, { headers: { [CLIENT_IP_HEADER]: nextClientIp() } }),
    );
    expect(verified.status).toBe(302);
    expect(verified.headers.get("Location")).toBe("/admin/email-verified");

    const signedIn = await signIn(post({ email: "New.Editor@Example.com ", password }));
    expect(signedIn.kind).toBe("signed-in");
    const { redirectTo, setCookies } = signedIn as Extract<LoginResult, { kind: "signed-in" }>;
    // A new account has the role user: it waits for an admin to give it a role.
    expect(redirectTo).toBe("/admin/waiting");
    const cookie = cookieHeaderFrom(setCookies);
    expect(setCookies.join("\n")).toMatch(/HttpOnly/i);
    expect(setCookies.join("\n")).toMatch(/SameSite=Lax/i);

    const user = await getSessionUser(
      new Request(`${siteOrigin}/admin`, { headers: { Cookie: cookie } }),
      handle.db,
    );
    expect(user).toMatchObject({ email, role: "user" });

    // Signing out ends the session on the server, not only in the browser.
    await signOut({ ...post({}, nextClientIp(), cookie) });
    expect(
      await getSessionUser(
        new Request(`${siteOrigin}/admin`, { headers: { Cookie: cookie } }),
        handle.db,
      ),
    ).toBeNull();
    const [remaining] = await handle.db
      .select({ value: count() })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email));
    expect(remaining?.value).toBe(0);
  });

  it("lands every verification link on /admin/email-verified: first, re-sent, sent on sign-in, used, expired, altered", async () => {
    const email = "landing@example.com";
    const password = "copper-meadow-7781";
    const auth = configureAuth(handle.db, { mailer });
    const open = async (link: string) => {
      const answer = await auth.handler(
        new Request(link, { headers: { [CLIENT_IP_HEADER]: nextClientIp() } }),
      );
      expect(answer.status).toBe(302);
      return answer.headers.get("Location");
    };
    const callbackOf = (link: string) => new URL(link).searchParams.get("callbackURL");

    const mailsTo = () => sent.filter((message) => message.to === email).length;
    await signUp(post({ email, password }));
    const first = lastLinkTo(email);
    await resendVerification(post({ email }));
    const resent = lastLinkTo(email);
    expect((await signIn(post({ email, password }))).kind).toBe("unverified");
    const onSignIn = lastLinkTo(email);
    expect(mailsTo()).toBe(3);
    for (const link of [first, resent, onSignIn]) {
      expect(callbackOf(link)).toBe("/admin/email-verified");
    }

    // Expired (the links live 24 hours): the page says so and offers a new one.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 25 * 60 * 60 * 1000 });
    try {
      expect(await open(onSignIn)).toBe("/admin/email-verified?error=TOKEN_EXPIRED");
    } finally {
      vi.useRealTimers();
    }
    const altered = new URL(resent);
    altered.searchParams.set("token", `${altered.searchParams.get("token")}x`);
    expect(await open(altered.href)).toBe("/admin/email-verified?error=INVALID_TOKEN");

    // The re-sent link verifies; the first one, opened afterwards, still says verified.
    expect(await open(resent)).toBe("/admin/email-verified");
    expect(await open(first)).toBe("/admin/email-verified");
    const [row] = await handle.db
      .select({ verified: users.emailVerified })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.verified).toBe(true);
  });

  it("lists a sign-up as waiting for a role and tells each admin once, when it verifies its e-mail", async () => {
    const admin = await createAccount(handle.db, {
      email: "notified.admin@example.com",
      password: "granite-willow-4410",
      role: "admin",
      actor: COMMAND_LINE_ACTOR,
    });
    const email = "waiting.colleague@example.com";
    const notices = () =>
      sent.filter(
        (message) => message.to === admin.email && message.text.includes(`E-mail: ${email}`),
      );
    await signUp(post({ email, password: "amber-harbor-6612" }));
    const link = lastLinkTo(email);
    // Not verified yet: listed for the admins, but no mail (a bot can sign up any address).
    expect(notices()).toHaveLength(0);
    const listed = await listWaitingSignUps(handle.db);
    expect(listed.accounts.find((account) => account.email === email)).toMatchObject({
      name: "waiting.colleague",
      emailVerified: false,
      role: "user",
    });

    const auth = configureAuth(handle.db, { mailer });
    const open = () =>
      auth.handler(new Request(link, { headers: { [CLIENT_IP_HEADER]: nextClientIp() } }));
    // Two clicks at once, and one more later: one mail.
    await Promise.all([open(), open()]);
    await open();
    expect(notices()).toHaveLength(1);
    const [notice] = notices();
    expect(notice?.subject).toBe("A new staff portal account is waiting for a role");
    expect(notice?.text).toContain(`${siteOrigin}/admin/users`);
    expect(
      (await listWaitingSignUps(handle.db)).accounts.find((account) => account.email === email),
    ).toMatchObject({ emailVerified: true });

    // Given a role, it is no longer waiting.
    const [row] = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    await setUserRole(handle.db, {
      userId: row?.id ?? "",
      role: "content_editor",
      actor: COMMAND_LINE_ACTOR,
    });
    expect(
      (await listWaitingSignUps(handle.db)).accounts.some((account) => account.email === email),
    ).toBe(false);
  });

  it("answers a sign-up for a registered e-mail exactly like a new one, and tells its owner", async () => {
    const email = "taken@example.com";
    await createAccount(handle.db, {
      email,
      password: "quiet-orchid-7731",
      role: "user",
      actor: COMMAND_LINE_ACTOR,
    });
    const again = await signUp(post({ email, password: "another-pass-9981" }));
    expect(again.kind).toBe("signed-up");
    expect(sent.findLast((message) => message.to === email)?.subject).toMatch(/tried to create/i);

    // Eleven more tries that day, each from its own address: the same answer, no more mail.
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const repeated = await signUp(
        post({ email: attempt % 2 ? email : email.toUpperCase(), password: "another-pass-9981" }),
      );
      expect(repeated).toEqual({ ...again, email: repeated.email });
    }
    expect(sent.filter((message) => message.to === email)).toHaveLength(1);
  });

  it("refuses short and common passwords, here and at Better Auth's own endpoint", async () => {
    expect(await signUp(post({ email: "a@example.com", password: "short1" }))).toMatchObject({
      kind: "invalid",
      fieldErrors: { password: passwordMessages.tooShort },
    });
    expect(await signUp(post({ email: "a@example.com", password: "Password123" }))).toMatchObject({
      kind: "invalid",
      fieldErrors: { password: passwordMessages.common },
    });
    const direct = await configureAuth(handle.db, { mailer }).handler(
      new Request(`${siteOrigin}${AUTH_BASE_PATH}/sign-up/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", [CLIENT_IP_HEADER]: nextClientIp() },
        body: JSON.stringify({ email: "b@example.com", password: "iloveyou1", name: "b" }),
      }),
    );
    expect(direct.status).toBe(400);
    expect(await direct.json()).toMatchObject({ message: passwordMessages.common });
    const [created] = await handle.db
      .select({ value: count() })
      .from(users)
      .where(eq(users.email, "b@example.com"));
    expect(created?.value).toBe(0);
  });

  it("validates the e-mail and says which field is wrong", async () => {
    expect(await signIn(post({ email: "not-an-email", password: "whatever-123" }))).toMatchObject({
      kind: "invalid",
      fieldErrors: { email: expect.stringMatching(/valid e-mail/) },
    });
    expect(await signIn(post({ email: "", password: "" }))).toMatchObject({
      kind: "invalid",
      fieldErrors: { email: expect.any(String), password: passwordMessages.required },
    });
  });

  it("gives the same Authentication Error for a wrong password and an unknown e-mail", async () => {
    await createAccount(handle.db, {
      email: "known@example.com",
      password: "river-stone-5512",
      role: "content_editor",
      actor: COMMAND_LINE_ACTOR,
    });
    const wrongPassword = await signIn(
      post({ email: "known@example.com", password: "nope-nope-1" }),
    );
    const unknown = await signIn(post({ email: "nobody@example.com", password: "nope-nope-1" }));
    expect(wrongPassword).toMatchObject({
      kind: "failed",
      toast: { title: "Authentication Error" },
    });
    expect(unknown).toMatchObject({ kind: "failed", toast: { title: "Authentication Error" } });
    expect((wrongPassword as { toast: unknown }).toast).toEqual(
      (unknown as { toast: unknown }).toast,
    );

    const editor = await signIn(post({ email: "known@example.com", password: "river-stone-5512" }));
    expect(editor).toMatchObject({ kind: "signed-in", redirectTo: "/admin" });
  });

  it("limits sign-in attempts per client address, counted in the database", async () => {
    const ip = nextClientIp();
    const attempts: LoginResult[] = [];
    // A different address each time, so only the client address's limit can refuse.
    for (let attempt = 0; attempt < 21; attempt += 1) {
      attempts.push(
        await signIn(post({ email: `guess${attempt}@example.com`, password: "wrong-guess-1" }, ip)),
      );
    }
    expect(attempts.slice(0, 20).every((result) => result.kind === "failed")).toBe(true);
    expect(attempts[20]).toMatchObject({
      kind: "rate-limited",
      toast: { description: "Too many attempts. Please wait a minute and try again." },
    });
    const wait = (attempts[20] as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    // Another address is not affected.
    expect(
      await signIn(post({ email: "known@example.com", password: "river-stone-5512" })),
    ).toMatchObject({ kind: "signed-in" });
    const [stored] = await handle.db.select({ value: count() }).from(authRateLimits);
    expect(stored?.value).toBeGreaterThan(0);
  });

  it("makes one account wait after five failures, whatever the client address", async () => {
    const attempts: LoginResult[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      attempts.push(
        await signIn(post({ email: "Known@Example.com", password: `guess-${attempt}-x` })),
      );
    }
    expect(attempts.slice(0, 5).map((result) => result.kind)).toEqual(Array(5).fill("failed"));
    expect(attempts[5]).toMatchObject({ kind: "rate-limited", retryAfterSeconds: 30 });
    // Even the right password waits; the stored count names no address.
    expect(
      await signIn(post({ email: "known@example.com", password: "river-stone-5512" })),
    ).toMatchObject({ kind: "rate-limited" });
    const keys = await handle.db.select({ key: signInThrottle.accountKey }).from(signInThrottle);
    expect(keys.some(({ key }) => key.includes("known"))).toBe(false);
  });

  it("answers a resend request the same way whether or not the account exists", async () => {
    const known = await resendVerification(post({ email: "new.editor@example.com" }));
    const unknown = await resendVerification(post({ email: "ghost@example.com" }));
    expect(known.kind).toBe("verification-sent");
    expect(unknown).toEqual({ ...known, email: "ghost@example.com" });
  });
});
