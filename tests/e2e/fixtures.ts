import AxeBuilder from "@axe-core/playwright";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import {
  test as base,
  expect,
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { serviceDetails } from "~/features/services/services";
import { staticPublicPaths } from "~/platform/public-pages";
import { uniqueClientIp } from "../support/client-ip";
import { serverEnvNames } from "./servers";

/**
 * Every browser test runs against the server global-setup started, and fails
 * when the page throws or logs an error, unless the test allows that message.
 */
export const test = base.extend<
  {
    baseURL: string;
    allowedConsoleErrors: RegExp[];
    movesPointerOnLoad: boolean;
  },
  { projectServer: void }
>({
  /**
   * Each project has a server of its own (global-setup.ts): its workers see that
   * server's address, log and outbox as E2E_BASE_URL, E2E_SERVER_LOG and E2E_OUTBOX_DIR.
   */
  projectServer: [
    async ({}, use, workerInfo) => {
      const names = serverEnvNames(workerInfo.project.name);
      const url = process.env[names.baseUrl];
      if (url) {
        process.env.E2E_BASE_URL = url;
        process.env.E2E_SERVER_LOG = process.env[names.serverLog];
        process.env.E2E_OUTBOX_DIR = process.env[names.outboxDir];
      }
      await use();
    },
    { scope: "worker", auto: true },
  ],
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: global-setup did not run");
    await use(url);
  },
  allowedConsoleErrors: [[], { option: true }],
  /**
   * Public pages start their scripts on the visitor's first interaction (decision
   * 008). Tests act like a visitor whose pointer moves as each page appears, unless
   * they turn this off to check a page before anyone touches it (hydration.spec.ts).
   */
  movesPointerOnLoad: [true, { option: true }],
  page: async ({ page, allowedConsoleErrors, movesPointerOnLoad }, use) => {
    await recordHydration(page);
    if (movesPointerOnLoad) {
      await page.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => {
          document.dispatchEvent(new PointerEvent("pointermove", { bubbles: true }));
        });
      });
    }
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`console.error: ${message.text()}`);
    });
    await use(page);
    const unexpected = errors.filter(
      (error) => !allowedConsoleErrors.some((pattern) => pattern.test(error)),
    );
    expect(unexpected, "errors in the browser console").toEqual([]);
  },
});

export { expect };

/**
 * Against the development server (no CSP header), Chromium keeps the nonce
 * attribute that React Router writes on the stylesheet link, and React reports
 * the difference while hydrating. Allowed only when every attribute it lists is
 * a nonce; the production build, which sends the CSP, never logs it.
 */
export const devNonceMismatch =
  /^console\.error: A tree hydrated but some attributes(?![\s\S]*^[+-] {2,}(?! |nonce=))[\s\S]*^[+-] {2,}nonce=/m;

/**
 * Several development servers on one machine share Vite's hot-reload socket port,
 * so the dev client of all but one fails to connect. The production build has no
 * such client.
 */
export const devHotReloadSocket = [
  /^console\.error: WebSocket connection to 'ws:\/\/[^']+' failed/,
  /^console\.error: \[vite\] failed to connect to websocket/,
  /^pageerror: WebSocket closed without opened\.$/,
];

/** The public paths, in English; Portuguese is the same under /pt. */
/** Every public page: the pages without a parameter, and every service page. */
export const publicPaths = [
  ...staticPublicPaths,
  ...serviceDetails.map((service) => `/services/${service.id}`),
] as const;

export function inPortuguese(path: string): string {
  return path === "/" ? "/pt" : `/pt${path}`;
}

/** The href of the second team member card on /team (seeded demo data: a member other than the founder). */
export async function firstTeamMemberPath(page: Page): Promise<string> {
  await page.goto("/team");
  const href = await page.locator('main a[href^="/team/"]').nth(1).getAttribute("href");
  if (!href) throw new Error("The team page lists no member");
  return href;
}

/** A name no other test or run uses: `prefix`, then a time stamp and a random tail. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Saves a form with `value` in an image field the portal only fills from the media
 * library (it is read-only), as a hand-made request would: for the server's own
 * checks. The field keeps the value while the save checks the session (React's
 * renders meanwhile would put its own value back).
 */
export async function saveWithImageAddress(
  field: Locator,
  value: string,
  save: Locator,
): Promise<void> {
  await field.evaluate((element, address) => {
    const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value");
    native?.set?.call(element, address);
    Object.defineProperty(element, "value", {
      configurable: true,
      get() {
        return native?.get?.call(element) as string;
      },
      set() {},
    });
  }, value);
  await save.click();
}

export { uniqueClientIp };

/**
 * Makes the page a client of its own (X-Forwarded-For, trusted from loopback):
 * sign-in and the forms are rate-limited per client address.
 */
export async function asNewClient(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
}

/** A form post over HTTP, as a browser without JavaScript sends it, from a client of its own. */
export function postFormAsNewClient(
  request: APIRequestContext,
  path: string,
  form: Record<string, string>,
): Promise<APIResponse> {
  return request.post(path, { headers: { "X-Forwarded-For": uniqueClientIp() }, form });
}

/**
 * Posts `form` to a public form's `path` five times from one new client, each one
 * accepted (200), and answers the sixth post: the one the rate limit refuses.
 */
export async function sixthPostFromOneClient(
  request: APIRequestContext,
  path: string,
  form: Record<string, string>,
): Promise<APIResponse> {
  const headers = { "X-Forwarded-For": uniqueClientIp() };
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const response = await request.post(path, { headers, form });
    expect(response.status(), `attempt ${attempt}`).toBe(200);
  }
  return request.post(path, { headers, form });
}

/**
 * Expects a public form's answer to a post with every kind of wrong field: 400, the
 * summary, and the message of a missing, a malformed e-mail, a malformed phone and a
 * too long field, in English. Its HTML, for the form's own checks.
 */
export async function expectFieldMessages(response: APIResponse): Promise<string> {
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain("Please check the highlighted fields.");
  expect(html).toContain("This field is required.");
  expect(html).toContain("Enter a valid email address.");
  expect(html).toContain("Enter a valid phone number.");
  expect(html).toContain("This text is too long.");
  return html;
}

/**
 * The accounts global-setup creates with the command line before the server
 * starts (verified, with these passwords). There is deliberately no admin among
 * them: the server creates the first-start admin itself (firstStartCredentials).
 */
export const fixtureAccounts = {
  editor: {
    email: "e2e-editor@clinic.example.com",
    password: "Editor fixture passphrase 42",
    role: "content_editor",
  },
  user: {
    email: "e2e-user@clinic.example.com",
    password: "User fixture passphrase 42",
    role: "user",
  },
} as const;

/** The password the first-start admin chooses in place of the printed one-time password. */
export const FIRST_ADMIN_NEW_PASSWORD = "Admin chose this passphrase 2024";

/** Signs in through the real form on /admin/login; the caller checks where it lands. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/admin/login");
  const form = page.getByRole("main").locator("form").first();
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

type SessionCookies = Awaited<ReturnType<BrowserContext["cookies"]>>;
/** The editor's session in this worker, once it signed in through the form. */
let editorSession: SessionCookies | undefined;

/**
 * Signs in the fixture content editor and opens `path` (the dashboard unless given). The
 * first time in a worker it signs in through the login form (admin-auth.spec.ts tests the
 * form itself); after that the page's context takes the same session's cookies, which skips
 * a form, a password hash and a redirect in every portal test, and opens `path` at once:
 * a test that starts on one screen does not load the dashboard first. A session that no
 * longer holds (a test signed it out) sends the page to the login form, and then the form
 * is used again.
 */
export async function signInAsEditor(page: Page, path = "/admin"): Promise<void> {
  if (editorSession) {
    await page.context().addCookies(editorSession);
    await page.goto(path);
    const landed = new URL(page.url());
    if (landed.pathname === new URL(path, landed).pathname) return;
    await page.context().clearCookies();
  }
  await signIn(page, fixtureAccounts.editor.email, fixtureAccounts.editor.password);
  await expect(page).toHaveURL(/\/admin$/);
  const origin = new URL(page.url()).origin;
  // The session's cookies, not a toast's (read once, by the page that shows it).
  editorSession = (await page.context().cookies(origin)).filter(
    (cookie) => !cookie.name.includes("toast"),
  );
  if (path !== "/admin") await page.goto(path);
}

/** The toasts on the page (Sonner's); those with this text, when given (an earlier one may still show). */
export function toasts(page: Page, withText?: string): Locator {
  const all = page.locator("[data-sonner-toast]");
  return withText === undefined ? all : all.filter({ hasText: withText });
}

/** A toast sits wholly below the page's sticky header (the menu, the signed-in name). */
export async function expectBelowHeader(page: Page, toast: Locator): Promise<void> {
  await expect(toast).toBeVisible();
  // Sonner slides a toast in: measured once it has come to rest.
  await expect
    .poll(async () => {
      const header = await page.getByRole("banner").first().boundingBox();
      const box = await toast.boundingBox();
      return header && box ? Math.round(box.y - (header.y + header.height)) : null;
    })
    .toBeGreaterThanOrEqual(0);
}

/**
 * The e-mail and one-time password the server gave when it created the first admin:
 * its output is not a terminal, so they are in the private file its log names.
 */
export function firstStartCredentials(): { email: string; password: string } {
  const logFile = process.env.E2E_SERVER_LOG;
  if (!logFile) throw new Error("E2E_SERVER_LOG is not set");
  const file = readFileSync(logFile, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg?: string; file?: string })
    .find((line) => line.msg?.startsWith("the first admin's one-time password is in"))?.file;
  if (!file) throw new Error(`The server log ${logFile} names no first-start password file`);
  const match = /^ {4}E-mail: +(\S+)\r?\n {4}One-time password: +(\S+)$/m.exec(
    readFileSync(file, "utf8"),
  );
  if (!match?.[1] || !match[2]) {
    throw new Error(`${file} holds no first-start admin credentials`);
  }
  return { email: match[1], password: match[2] };
}

/** A plain-text e-mail from the outbox: its headers and its decoded body. */
export type OutboxEmail = { file: string; headers: string; subject: string; body: string };

/** Undoes quoted-printable: soft line breaks ("=" at a line's end) and "=XX" bytes. */
export function decodeQuotedPrintable(text: string): string {
  const escaped = text
    .replace(/=\r?\n/g, "")
    // A literal "%" stays literal through decodeURIComponent.
    .replaceAll("%", "%25")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(escaped);
}

function readOutboxEmail(file: string): OutboxEmail {
  const raw = readFileSync(file, "utf8");
  const split = raw.search(/\r?\n\r?\n/);
  const headers = split === -1 ? raw : raw.slice(0, split);
  const rawBody = split === -1 ? "" : raw.slice(split).trimStart();
  const quotedPrintable = /^Content-Transfer-Encoding:\s*quoted-printable/im.test(headers);
  const base64 = /^Content-Transfer-Encoding:\s*base64/im.test(headers);
  const body = quotedPrintable
    ? decodeQuotedPrintable(rawBody)
    : base64
      ? Buffer.from(rawBody.replace(/\s+/g, ""), "base64").toString("utf8")
      : rawBody;
  const subject = /^Subject:\s*(.*)$/im.exec(headers)?.[1]?.trim() ?? "";
  return { file, headers, subject, body: body.replace(/\r\n/g, "\n") };
}

/** The messages in E2E_OUTBOX_DIR addressed to `recipient`, oldest first. */
export function emailsTo(recipient: string): OutboxEmail[] {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error("E2E_OUTBOX_DIR is not set");
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  const wanted = recipient.toLowerCase();
  return (
    files
      .map((name) => path.join(dir, name))
      .map((file) => ({ file, written: statSync(file).mtimeMs }))
      // Names start with an ISO timestamp; the modification time orders those within a millisecond.
      .sort((a, b) => a.written - b.written || a.file.localeCompare(b.file))
      .map(({ file }) => readOutboxEmail(file))
      .filter(({ headers }) => {
        const to = /^To:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(headers)?.[1] ?? "";
        return to.toLowerCase().includes(wanted);
      })
  );
}

/** The raw text of every file in E2E_OUTBOX_DIR (none when it does not exist yet). */
export function outboxTexts(): string[] {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error("E2E_OUTBOX_DIR is not set");
  try {
    return readdirSync(dir).map((file) => readFileSync(path.join(dir, file), "utf8"));
  } catch {
    return [];
  }
}

/** The clinic's notices in the outbox whose subject starts so, whoever they went to; oldest first. */
export function noticesTitled(subjectStart: string): OutboxEmail[] {
  return emailsTo("").filter((email) => email.subject.startsWith(subjectStart));
}

/** The newest message in E2E_OUTBOX_DIR addressed to `recipient`, or null. */
export function newestEmailTo(recipient: string): OutboxEmail | null {
  return emailsTo(recipient).at(-1) ?? null;
}

/**
 * The verification link in the newest e-mail to `recipient`, moved to the
 * server under test (the link carries SITE_URL's origin, http://localhost:3000).
 */
export async function verificationLink(recipient: string, baseURL: string): Promise<URL> {
  await expect
    .poll(() => newestEmailTo(recipient)?.subject ?? "", {
      message: `a verification e-mail to ${recipient} in the outbox`,
    })
    .toContain("Verify your e-mail");
  const email = newestEmailTo(recipient);
  const href = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(email?.body ?? "")?.[0];
  if (!href) throw new Error(`No verification link in ${email?.file}:\n${email?.body}`);
  const link = new URL(href);
  const target = new URL(baseURL);
  link.protocol = target.protocol;
  link.host = target.host;
  return link;
}

/**
 * Signs in the first-start admin with the printed one-time password, which
 * leads to /admin/account (and only there); replaces it with
 * FIRST_ADMIN_NEW_PASSWORD and expects the dashboard with the "Password
 * changed" toast. Once per run (admin-auth.spec.ts).
 */
export async function replaceFirstAdminPassword(page: Page): Promise<void> {
  const { email, password } = firstStartCredentials();
  expect(password).toMatch(/^[A-Za-z0-9]{5}(?:-[A-Za-z0-9]{5}){3}$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account");
  await expect(page.getByText("You signed in with a one-time password.")).toBeVisible();
  // Nothing else of the portal until the password is replaced.
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link")).toHaveCount(0);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/account$/);

  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill(FIRST_ADMIN_NEW_PASSWORD);
  await page.getByLabel("Repeat the new password").fill(FIRST_ADMIN_NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await expect(toasts(page)).toContainText("Password changed");
}

/** Signs in as the first-start admin, after replaceFirstAdminPassword has run. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, firstStartCredentials().email, FIRST_ADMIN_NEW_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * Signs in as the first-start admin for a spec other than admin-auth.spec.ts, which tests
 * (in its first test) that the printed one-time password must be replaced. While that
 * password still signs in, this waits for that test to replace it, up to `waitMs`; run
 * without admin-auth.spec.ts, it then replaces the password itself. Probing with the
 * one-time password fails at most once (once replaced), so the account's sign-in
 * throttle is not reached.
 */
export async function signInAsFirstAdmin(page: Page, waitMs = 45_000): Promise<void> {
  const { email, password } = firstStartCredentials();
  const deadline = Date.now() + waitMs;
  for (;;) {
    await signIn(page, email, password);
    const refused = page.getByRole("status").filter({ hasText: "Authentication Error" });
    await expect(
      refused.or(page.getByRole("heading", { level: 1, name: "Account" })),
    ).toBeVisible();
    const landed = (await refused.isVisible()) ? "replaced" : "one-time";
    if (landed === "replaced") {
      await signInAsAdmin(page);
      return;
    }
    await page.context().clearCookies();
    if (Date.now() > deadline) {
      await replaceFirstAdminPassword(page);
      return;
    }
    await page.waitForTimeout(3_000);
  }
}

/** Resolves once React has hydrated the current document (root.tsx sends the event). */
/**
 * Every document the page opens records when React has hydrated it (waitForHydration).
 * The `page` fixture does this; a second tab a test opens calls it itself.
 */
export async function recordHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    addEventListener("clinic:hydrated", () => {
      (window as unknown as { __hydratedForTest?: boolean }).__hydratedForTest = true;
    });
  });
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __hydratedForTest?: boolean }).__hydratedForTest === true,
  );
}

/**
 * Opens `path` and waits until React has hydrated the page. Typing into a
 * prefilled field before then races hydration, which may reset the field's
 * text and caret under the typing (text ends up prepended, not replaced), and
 * clicks on script-only buttons do nothing.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Notes in the report that this test ran `engine` (axe, HTML_CodeSniffer, the Nu Html
 * Checker, the layout checks…) on the public page at `path`: scripts/test-timings.ts counts
 * the pages × languages each engine checked, for docs/testing.md.
 */
export function recordCheck(engine: string, path: string): void {
  test.info().annotations.push({ type: `checked: ${engine}`, description: path });
}

export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe-core for one page, the one way every spec runs it: WCAG 2.2 AA and best practices,
 * run in the page itself (legacy mode: our pages have no cross-origin frames, and the
 * default opens a second page per scan to merge frames' results, three times slower)
 * and reporting only violations, which is all a test reads.
 */
export function axeScan(page: Page, tags: readonly string[] = axeTags): AxeBuilder {
  return new AxeBuilder({ page })
    .withTags([...tags])
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] });
}

/**
 * axe-core on the page as it is now: no violations expected. Transitions in flight
 * (a toast sliding in) are let finish first: halfway through its fade a toast's text
 * is measured against a blend of colours no one reads it in.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Still for three frames in a row: a toast just mounted starts its transition a frame
  // or two later (sonner marks it mounted in an effect).
  await page.evaluate(() => ((window as { stillFrames?: number }).stillFrames = 0));
  await page.waitForFunction(
    () => {
      const still = document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" ||
            animation.effect?.getTiming().iterations === Infinity,
        );
      // A toast fading in or out is half transparent: axe would measure its blended text.
      const toastsSettled = [...document.querySelectorAll("[data-sonner-toast]")].every((toast) =>
        ["0", "1"].includes(getComputedStyle(toast).opacity),
      );
      const counter = window as { stillFrames?: number };
      counter.stillFrames = still && toastsSettled ? (counter.stillFrames ?? 0) + 1 : 0;
      return counter.stillFrames >= 3;
    },
    undefined,
    { timeout: 5_000 },
  );
  const results = await axeScan(page).analyze();
  expect(
    results.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      nodes: nodes.map((node) => ({ target: node.target, summary: node.failureSummary })),
    })),
  ).toEqual([]);
}

/**
 * The same check on a phone's screen (390 px, as the portal is used on one), the
 * page's own size given back afterwards.
 */
export async function expectNoAxeViolationsOnAPhone(page: Page): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    // Let the new width lay out, and what it sets moving (a toast's new place) start,
    // before waiting for movement to end.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expectNoAxeViolations(page);
  } finally {
    if (size) await page.setViewportSize(size);
  }
}

/** axe-core's violations on the page as it is now, at once: each rule with its elements. */
export async function axeViolationsOf(
  page: Page,
): Promise<{ id: string; help: string; targets: unknown[] }[]> {
  const results = await axeScan(page).analyze();
  return results.violations.map(({ id, help, nodes }) => ({
    id,
    help,
    targets: nodes.map((node) => node.target),
  }));
}

/** Presses an editor form's Preview and answers the tab it opens, once it shows a preview address. */
export async function openPreview(page: Page, address: RegExp): Promise<Page> {
  const opened = page.context().waitForEvent("page");
  await page.getByRole("button", { name: /^Preview/ }).click();
  const preview = await opened;
  await preview.waitForURL(address);
  return preview;
}
