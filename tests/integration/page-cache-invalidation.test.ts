import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAccountWithCli,
  isolatedServerEnv,
  signInThroughForm,
  startServerProcess,
  type ServerProcess,
} from "../../scripts/lib/server-process";
import { createPostgresDatabase, hasPostgres } from "../support/databases";
import { copyMigratedPglite } from "../support/migrated-pglite";
import { untilCached } from "../support/page-cache";
import { saveClinicDetails } from "../support/clinic-details";

/*
 * A staff save drops the cached pages that read what it changed, and only those: the
 * production server (PGlite, and PostgreSQL when there is one), its page cache seen
 * through X-Cache. Needs the production build (`npm run build`).
 */

const EDITOR = { email: "cache-editor@example.com", password: "cache-editor-passphrase-41" };

/** Whether `path` is answered from the cache now; the page is read either way. */
async function lookup(
  server: ServerProcess,
  path: string,
): Promise<{ cache: string; html: string }> {
  const response = await fetch(`${server.url}${path}`);
  return { cache: response.headers.get("x-cache") ?? "", html: await response.text() };
}

const drivers = [
  {
    name: "pglite",
    database: async () => ({ env: {}, drop: async () => {} }),
    dataDir: (workDir: string) => copyMigratedPglite(path.join(workDir, "pglite")),
  },
  ...(hasPostgres
    ? [
        {
          name: "postgres",
          database: async () => {
            const created = await createPostgresDatabase({ migrated: true });
            return { env: { DATABASE_URL: created.url }, drop: created.drop };
          },
          dataDir: async () => {},
        },
      ]
    : []),
];

describe.each(drivers)("the page cache after a staff save ($name)", ({ database, dataDir }) => {
  let server: ServerProcess;
  let drop: () => Promise<void>;
  let cookie = "";

  let workDir = "";

  beforeAll(async () => {
    const created = await database();
    drop = created.drop;
    workDir = mkdtempSync(path.join(os.tmpdir(), "clinic-cache-"));
    const env = { ...created.env, SEED_DEMO_CONTENT: "true", LOG_LEVEL: "warn" };
    await dataDir(workDir);
    // PGlite is one process's: the account is made before the server opens it.
    await createAccountWithCli(
      { ...isolatedServerEnv(workDir, 0), ...env },
      { ...EDITOR, role: "content_editor" },
    );
    server = await startServerProcess({ workDir, env });
    cookie = await signInThroughForm(server.url, EDITOR);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await drop?.();
    rmSync(workDir, { recursive: true, force: true });
  });

  const post = (path: string, form: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { cookie },
      redirect: "manual",
      body: new URLSearchParams(form),
    });

  it("a new lab test drops the lab list and keeps the team and the articles", async () => {
    for (const path of ["/lab-tests", "/pt/lab-tests", "/team", "/health-tips"]) {
      await untilCached(server.url, path);
    }
    const saved = await post("/admin/lab-tests", {
      intent: "create",
      code: "990042",
      name: "Cache Probe Panel",
      price: "42.00",
    });
    expect(saved.status).toBeLessThan(400);
    await saved.text();

    const lab = await lookup(server, "/lab-tests?q=cache+probe");
    expect(lab.cache).toBe("MISS");
    expect(lab.html).toContain("Cache Probe Panel");
    expect((await lookup(server, "/lab-tests")).cache).toBe("MISS");
    expect((await lookup(server, "/pt/lab-tests")).cache).toBe("MISS");
    // Neither reads the lab's prices: they stay as they were stored.
    expect((await lookup(server, "/team")).cache).toBe("HIT");
    expect((await lookup(server, "/health-tips")).cache).toBe("HIT");
  });

  it("a membership plan hidden drops the pages that show plans or their price, the lab list stays", async () => {
    const pages = ["/membership", "/pt/membership", "/services/membership", "/", "/lab-tests"];
    for (const path of pages) await untilCached(server.url, path);
    const portal = await (
      await fetch(`${server.url}/admin/membership-plans`, { headers: { cookie } })
    ).text();
    // The first plan: Individual Silver, the featured one whose fee is the headline price.
    const id = /href="\/admin\/membership-plans\/([0-9a-f-]{36})"/.exec(portal)?.[1];
    expect(id).toBeDefined();
    const hidden = await post("/admin/membership-plans", {
      intent: "active",
      id: id!,
      active: "false",
    });
    expect(hidden.status).toBe(302);
    await hidden.text();

    const membership = await lookup(server, "/membership");
    expect(membership.cache).toBe("MISS");
    expect(membership.html).not.toContain('id="plan-individual-silver"');
    expect((await lookup(server, "/pt/membership")).cache).toBe("MISS");
    expect((await lookup(server, "/services/membership")).cache).toBe("MISS");
    expect((await lookup(server, "/")).cache).toBe("MISS");
    expect((await lookup(server, "/lab-tests")).cache).toBe("HIT");

    const shown = await post("/admin/membership-plans", {
      intent: "active",
      id: id!,
      active: "true",
    });
    await shown.text();
    expect((await lookup(server, "/membership")).html).toContain('id="plan-individual-silver"');
  });

  it("a team member moved to the trash drops the team's pages, the lab list stays", async () => {
    await untilCached(server.url, "/team");
    await untilCached(server.url, "/lab-tests");
    const team = await lookup(server, "/team");
    const memberPath = /href="(\/team\/[a-z0-9-]+)"/.exec(team.html)?.[1];
    expect(memberPath).toBeDefined();
    await untilCached(server.url, memberPath!);
    const name = /<h1[^>]*>([^<]+)<\/h1>/.exec((await lookup(server, memberPath!)).html)?.[1];
    expect(name).toBeTruthy();
    // Its id, from the portal's list: the edit link beside its name.
    const portal = await (await fetch(`${server.url}/admin/team`, { headers: { cookie } })).text();
    const id = new RegExp(
      `href="/admin/team/([0-9a-f-]{36})"[^>]*>(?:(?!</a>).)*?${name!}`,
      "s",
    ).exec(portal)?.[1];
    expect(id).toBeDefined();

    const deleted = await post("/admin/team", { intent: "delete", id: id! });
    expect(deleted.status).toBeLessThan(400);
    await deleted.text();

    const after = await lookup(server, "/team");
    expect(after.cache).toBe("MISS");
    expect(after.html).not.toContain(`href="${memberPath}"`);
    const member = await fetch(`${server.url}${memberPath}`);
    await member.text();
    expect(member.status).toBe(404);
    expect((await lookup(server, "/lab-tests")).cache).toBe("HIT");
  });

  it("an article taken off the site drops the article lists, counts included, and keeps the lab list", async () => {
    await untilCached(server.url, "/health-tips");
    await untilCached(server.url, "/lab-tests");
    const before = await lookup(server, "/health-tips");
    const count = (html: string) => Number(/(\d+) articles/.exec(html)?.[1]);
    expect(count(before.html)).toBeGreaterThan(1);
    // An English article of the list, by its title as the portal lists it.
    const portal = await (await fetch(`${server.url}/admin/blog`, { headers: { cookie } })).text();
    // Each published post's Unpublish form: its id, then the button named after its title.
    const rows = [
      ...portal.matchAll(
        /name="id" value="([0-9a-f-]{36})"\/><input type="hidden" name="published" value="false"\/><button[^>]*aria-label="Unpublish: ([^"]+)"/g,
      ),
    ];
    const shown = rows.find(([, , title]) => before.html.includes(`>${title!}<`));
    expect(shown).toBeDefined();
    const [, id, title] = shown!;

    const unpublished = await post("/admin/blog", {
      intent: "set-published",
      id: id!,
      published: "false",
    });
    expect(unpublished.status).toBe(302);

    const after = await lookup(server, "/health-tips");
    expect(after.cache).toBe("MISS");
    expect(after.html).not.toContain(`>${title!}<`);
    // The count comes from a read kept across requests (rememberUntilContentChange): it went too.
    expect(count(after.html)).toBe(count(before.html) - 1);
    expect((await lookup(server, "/lab-tests")).cache).toBe("HIT");
  });

  it("a clinic fact every page shows drops every page", async () => {
    for (const path of ["/", "/team", "/lab-tests", "/health-tips", "/pt/contact"]) {
      await untilCached(server.url, path);
    }
    const saved = await saveClinicDetails(server.url, cookie, { phone: "(407) 555-0177" });
    expect(saved.status).toBe(302);

    for (const path of ["/", "/team", "/lab-tests", "/health-tips"]) {
      const page = await lookup(server, path);
      expect(page.cache, path).toBe("MISS");
      expect(page.html, path).toContain("(407) 555-0177");
    }
    expect((await lookup(server, "/pt/contact")).cache).toBe("MISS");
  });

  it("a refused save drops nothing", async () => {
    await untilCached(server.url, "/lab-tests");
    const refused = await post("/admin/lab-tests", {
      intent: "create",
      code: "",
      name: "",
      price: "twelve",
    });
    expect(refused.status).toBe(400);
    await refused.text();
    expect((await lookup(server, "/lab-tests")).cache).toBe("HIT");
  });
});
