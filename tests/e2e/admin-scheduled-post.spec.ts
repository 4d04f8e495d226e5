import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  createAccountWithCli,
  freePort,
  isolatedServerEnv,
  repoRoot,
  startServerProcess,
  type ServerProcess,
} from "../../scripts/lib/server-process";
import { CLINIC_TIME_ZONE, fromClinicLocalInput } from "../../app/platform/clinic";
import {
  expect,
  fixtureAccounts,
  gotoHydrated,
  recordHydration,
  signIn,
  test,
  toasts,
  uniqueName,
} from "./fixtures";

/*
 * Publish when ready (issue 26): a post scheduled for tomorrow at 9:00 AM, Orlando time,
 * is listed as Scheduled and is nowhere public; when the clock reaches that minute it is
 * on the site. The test moves the server's clock rather than wait: a server of its own
 * runs with tests/support/shifted-clock.mjs, whose clock runs as far ahead as a file says.
 */

let server: ServerProcess;
let workDir: string;
let clockShiftFile: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  workDir = mkdtempSync(path.join(tmpdir(), "clinic-e2e-clock-"));
  clockShiftFile = path.join(workDir, "clock-shift");
  writeFileSync(clockShiftFile, "0");
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...isolatedServerEnv(workDir, port),
    SITE_URL: "http://localhost:3000",
    INITIAL_ADMIN_EMAIL: "",
    CLOCK_SHIFT_FILE: clockShiftFile,
    NODE_OPTIONS: `--import ${pathToFileURL(path.join(repoRoot, "tests/support/shifted-clock.mjs")).href}`,
  };
  const log = createWriteStream(path.join(workDir, "accounts.log"));
  await createAccountWithCli(
    { ...process.env, ...env, NODE_OPTIONS: "" },
    fixtureAccounts.editor,
    log,
  );
  log.end();
  server = await startServerProcess({ env, workDir });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

/** Tomorrow's date in Orlando, as the publish field takes it ("2026-11-29T09:00"). */
function tomorrowAtNine(): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: CLINIC_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(Date.now() + 24 * 3_600_000));
  return `${parts}T09:00`;
}

test("a post scheduled for tomorrow at 9:00 AM is Scheduled, hidden, and on the site at that minute", async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await recordHydration(page);
  const { email, password } = fixtureAccounts.editor;
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/admin$/);

  const title = uniqueName("Scheduled post");
  const slug = title.toLowerCase().replaceAll(" ", "-");
  const publishAt = tomorrowAtNine();
  await gotoHydrated(page, "/admin/blog/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("Out tomorrow morning.");
  await page.getByLabel("Category").selectOption({ label: "Nutrition" });
  await page.getByRole("button", { name: "HTML source" }).click();
  await page.getByLabel("Content (HTML source)").fill("<p>Read this at nine.</p>");
  await page.getByLabel("Published").check();
  await page.getByLabel(/^Publish date and time/).fill(publishAt);
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(toasts(page, "Blog post created successfully")).toBeVisible();
  const row = page
    .getByRole("list", { name: "Blog posts" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await expect(row).toContainText("Scheduled");
  await expect(row).toContainText("9:00 AM");

  // Nowhere public yet.
  const visitor = await browser.newContext({ baseURL: server.url });
  const reader = await visitor.newPage();
  expect((await reader.goto(`/health-tips/${slug}`))?.status()).toBe(404);
  await reader.goto("/health-tips/rss.xml");
  expect(await reader.content()).not.toContain(title);

  // The clock reaches 9:01 AM tomorrow, Orlando time.
  const nine = fromClinicLocalInput(publishAt);
  if (!nine) throw new Error(`not a date: ${publishAt}`);
  writeFileSync(clockShiftFile, String(nine.getTime() + 60_000 - Date.now()));

  await expect
    .poll(async () => (await reader.goto(`/health-tips/${slug}`))?.status(), { timeout: 10_000 })
    .toBe(200);
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(reader.getByRole("article")).toContainText("Read this at nine.");
  await page.goto("/admin/blog");
  await expect(row).toContainText("Published");
  await visitor.close();
  await context.close();
});
