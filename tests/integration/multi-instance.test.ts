import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAccountWithCli,
  signInThroughForm,
  startServerProcess,
  type ServerProcess,
} from "../../scripts/lib/server-process";
import { saveClinicDetails } from "../support/clinic-details";
import { createPostgresDatabase, hasPostgres } from "../support/databases";
import { untilCached } from "../support/page-cache";
import { s3StorageEnv, startS3Server, type S3TestServer } from "../support/s3-server";

/*
 * Two instances of the production server on different ports, sharing one PostgreSQL
 * database and one S3-compatible bucket and nothing else (each has its own working
 * directory): what one does, the other knows.
 */

const EDITOR = { email: "editor@multi.example.com", password: "two-instances-passphrase-77" };

describe.skipIf(!hasPostgres)("two instances on PostgreSQL and object storage", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let bucket: S3TestServer;
  const workDirs: string[] = [];
  let one: ServerProcess;
  let two: ServerProcess;
  let cookie = "";

  beforeAll(async () => {
    [database, bucket] = await Promise.all([createPostgresDatabase(), startS3Server()]);
    const shared: NodeJS.ProcessEnv = {
      DATABASE_URL: database.url,
      ...s3StorageEnv(bucket),
      BETTER_AUTH_SECRET: "multi-instance-test-secret-0123456789abcdef",
      MESSAGE_ENCRYPTION_KEYS: process.env.MESSAGE_ENCRYPTION_KEYS,
      // One public address for both, as behind a load balancer.
      SITE_URL: "http://clinic.test",
      SEED_DEMO_CONTENT: "true",
      LOG_LEVEL: "warn",
    };
    const start = () => {
      const workDir = mkdtempSync(path.join(tmpdir(), "clinic-instance-"));
      workDirs.push(workDir);
      return startServerProcess({ workDir, env: shared });
    };
    // One after the other, as in a rolling deploy: the first migrates and seeds.
    one = await start();
    two = await start();
    await createAccountWithCli(shared, { ...EDITOR, role: "content_editor" });
    cookie = await signInThroughForm(one.url, EDITOR);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await Promise.all([database?.drop(), bucket?.close()]);
    for (const workDir of workDirs) rmSync(workDir, { recursive: true, force: true });
  });

  it("a session created on one instance is valid on the other", async () => {
    for (const server of [one, two]) {
      const page = await fetch(`${server.url}/admin`, { headers: { cookie }, redirect: "manual" });
      expect(page.status, server.url).toBe(200);
      expect(await page.text()).toContain(EDITOR.email);
    }
    const anonymous = await fetch(`${two.url}/admin`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
  });

  it("rate limits count the posts made to both", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 7; n += 1) {
      const server = n % 2 === 0 ? one : two;
      const response = await fetch(`${server.url}/contact`, {
        method: "POST",
        headers: { "x-forwarded-for": "203.0.113.99" },
        body: new URLSearchParams({
          name: "Shared Limit",
          email: "limit@example.com",
          message: `Message ${n} to instance ${server === one ? 1 : 2}`,
        }),
      });
      await response.text();
      statuses.push(response.status);
    }
    // Five allowed in the window across both instances; the sixth and seventh are refused.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it("an upload through one instance is served by the other", async () => {
    const image = await sharp({
      create: { width: 40, height: 30, channels: 3, background: "#0f766e" },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(image)], { type: "image/png" }), "shared.png");
    form.append("altText_en", "A shared test image");
    const uploaded = await fetch(`${one.url}/admin/media/upload`, {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { image: saved } = (await uploaded.json()) as { image: { url: string } };
    const served = await fetch(`${two.url}${new URL(saved.url, "http://x").pathname}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^image\//);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(40);
  });

  it("a content edit on one instance shows on the other's cached pages within a second", async () => {
    // The other instance has the home page and its policy in its cache.
    await untilCached(two.url, "/");
    const cached = await fetch(`${two.url}/`);
    expect(cached.headers.get("x-cache")).toBe("HIT");
    const before = await cached.text();
    expect(before).not.toContain("(407) 555-0199");
    expect(cached.headers.get("content-security-policy")).not.toContain("book.other.example");

    const saved = await saveClinicDetails(one.url, cookie, {
      phone: "(407) 555-0199",
      bookingWidget: "https://book.other.example/clinic",
    });
    expect(saved.status).toBe(302);

    const editedAt = Date.now();
    let page = "";
    let policy = "";
    while (Date.now() - editedAt < 1_000) {
      const response = await fetch(`${two.url}/`);
      page = await response.text();
      policy = response.headers.get("content-security-policy") ?? "";
      if (page.includes("(407) 555-0199") && policy.includes("book.other.example")) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(page).toContain("(407) 555-0199");
    expect(policy).toMatch(/frame-src [^;]*https:\/\/book\.other\.example/);
  });

  it("a lab price saved on one instance drops the other's lab list, and only the pages that read it", async () => {
    await untilCached(two.url, "/lab-tests?q=instance+probe");
    await untilCached(two.url, "/team");
    const saved = await fetch(`${one.url}/admin/lab-tests`, {
      method: "POST",
      headers: { cookie },
      redirect: "manual",
      body: new URLSearchParams({
        intent: "create",
        code: "880021",
        name: "Instance Probe Panel",
        price: "21.00",
      }),
    });
    expect(saved.status).toBeLessThan(400);
    await saved.text();

    // The notice names the table written: the other instance drops its lab pages...
    const editedAt = Date.now();
    let page = "";
    while (Date.now() - editedAt < 1_000) {
      page = await (await fetch(`${two.url}/lab-tests?q=instance+probe`)).text();
      if (page.includes("Instance Probe Panel")) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(page).toContain("Instance Probe Panel");
    // ...and keeps the team's, which read no lab test.
    const team = await fetch(`${two.url}/team`);
    await team.text();
    expect(team.headers.get("x-cache")).toBe("HIT");
  });

  it("an instance whose listening connection was cut still shows an edit made meanwhile, within seconds", async () => {
    await untilCached(two.url, "/");
    // PostgreSQL drops the instances' LISTEN connections (a failover, an idle-connection
    // reaper), and the edit's notice is sent while they are away.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike 'listen%'`,
      );
      expect(rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    const saved = await saveClinicDetails(one.url, cookie, {
      email: "missed-notice@clinic.example",
    });
    expect(saved.status).toBe(302);

    // Back on its listening connection, the instance empties its caches: the notice it
    // missed cannot leave it showing the old page.
    const editedAt = Date.now();
    let page = "";
    while (Date.now() - editedAt < 5_000) {
      page = await (await fetch(`${two.url}/`)).text();
      if (page.includes("missed-notice@clinic.example")) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(page).toContain("missed-notice@clinic.example");
  });
});
