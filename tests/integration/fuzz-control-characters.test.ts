import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import {
  createAccountWithCli,
  isolatedServerEnv,
  signInThroughForm,
  startServerProcess,
  type ServerProcess,
} from "../../scripts/lib/server-process";
import { copyMigratedPglite } from "../support/migrated-pglite";

/*
 * Control characters (NUL above all: PostgreSQL refuses it in text) in every route's
 * path, query and form fields, sent over HTTP to the production server, anonymous and
 * signed in as an admin (issue 21). The request guard answers an address with one
 * before any loader runs: 404 when it is in the path (no page has one), 400 in the
 * query. A form field with one is the action's to refuse or clean. Nothing answers 5xx.
 */

const ADMIN = { email: "fuzz.admin@clinic.test", password: "control-characters-admin-42" };
// One of each kind (the guard's unit tests go through the whole range): NUL, a line
// break, an escape and DEL.
const CONTROL_CHARACTERS = ["%00", "%0A", "%1B", "%7F"];

let workDir: string;
let server: ServerProcess;
let cookie = "";

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), "clinic-control-"));
  const env = { SEED_DEMO_CONTENT: "true", LOG_LEVEL: "warn" };
  await copyMigratedPglite(path.join(workDir, "pglite"));
  // PGlite is one process's: the account is made before the server opens it.
  await createAccountWithCli(
    { ...isolatedServerEnv(workDir, 0), ...env },
    {
      ...ADMIN,
      role: "admin",
    },
  );
  server = await startServerProcess({ workDir, env });
  cookie = await signInThroughForm(server.url, ADMIN, "198.51.100.61");
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

/** Every path in the route table, parameters filled with a plausible value. */
function routePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const here = entry.index || (entry.path && !entry.children) ? [own || "/"] : [];
    return [...here, ...routePaths(entry.children ?? [], own)];
  });
}

const samples: Record<string, string> = {
  ":id": "00000000-0000-4000-8000-000000000000",
  ":slug": "a-health-tip",
  ":kind": "contact",
  "*": "no-such-page",
};
const paths = [
  ...new Set(
    routePaths(routes).map((route) =>
      route.replace(/:[a-z]+|\*/gi, (parameter) => samples[parameter] ?? "x"),
    ),
  ),
];

type Sent = { url: string; method: string; status: number };

async function send(url: string, init: RequestInit & { signedIn: boolean }): Promise<Sent> {
  const headers = new Headers(init.headers);
  headers.set("x-forwarded-for", "198.51.100.62");
  if (init.signedIn) headers.set("cookie", cookie);
  const response = await fetch(`${server.url}${url}`, { ...init, headers, redirect: "manual" });
  await response.arrayBuffer();
  return { url, method: init.method ?? "GET", status: response.status };
}

/** The addresses with a control character: one in the last path segment, one in the query. */
function hostileAddresses(route: string): { url: string; where: "path" | "query" }[] {
  return CONTROL_CHARACTERS.flatMap((character) => [
    { url: `${route.replace(/\/$/, "")}/a${character}b`, where: "path" as const },
    { url: `${route}?q=a${character}b&page=1`, where: "query" as const },
  ]);
}

describe("control characters over HTTP", () => {
  it("covers the whole route table", () => {
    // The portal, the public pages in both languages, the feeds and the resource routes.
    expect(paths).toContain("/admin/lab-tests");
    expect(paths).toContain("/pt/health-tips/a-health-tip");
    expect(paths).toContain("/admin/inbox/export/contact");
    expect(paths.length).toBeGreaterThan(60);
  });

  for (const signedIn of [false, true]) {
    const who = signedIn ? "signed in as an admin" : "anonymous";

    it(`in any route's path or query are refused, 404 or 400, before any loader (${who})`, async () => {
      const wrong: Sent[] = [];
      for (const route of paths) {
        for (const { url, where } of hostileAddresses(route)) {
          for (const method of ["GET", "POST"]) {
            const sent = await send(url, {
              method,
              signedIn,
              ...(method === "POST"
                ? { headers: { origin: server.url }, body: new URLSearchParams({ q: "x" }) }
                : {}),
            });
            if (sent.status !== (where === "path" ? 404 : 400)) wrong.push(sent);
          }
        }
      }
      expect(wrong).toEqual([]);
    });

    it(`in any route's form fields never give a 5xx (${who})`, async () => {
      // The posts below reach the portal's actions only with a live session.
      expect((await send("/admin", { signedIn })).status).toBe(signedIn ? 200 : 302);
      const failed: Sent[] = [];
      // Signing out would end the session the other posts need; it is sent last.
      const ordered = [...paths.filter((p) => p !== "/admin/logout"), "/admin/logout"];
      for (const route of ordered) {
        for (const character of CONTROL_CHARACTERS) {
          const value = `a${decodeURIComponent(character)}b`;
          const sent = await send(route, {
            method: "POST",
            signedIn,
            headers: { origin: server.url },
            body: new URLSearchParams({
              intent: value,
              name: value,
              email: `x${value}@example.com`,
              message: value,
              title: value,
              q: value,
              id: value,
            }),
          });
          if (sent.status >= 500) failed.push(sent);
        }
      }
      expect(failed).toEqual([]);
    });
  }
});
