import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FREE_ATTEMPTS } from "~/features/auth/sign-in-throttle.server";
import {
  createAccountWithCli,
  isolatedServerEnv,
  startServerProcess,
  type ServerProcess,
} from "../../scripts/lib/server-process";
import { copyMigratedPglite } from "../support/migrated-pglite";

/*
 * Sign-in throttling through HTTP, as an attacker meets it (issue 21): guesses for one
 * account from a new client address each time still wait, an address with no account
 * is answered the same way, a colleague behind the same address is not held up, and
 * every 429 (the login form, Better Auth's endpoint, the portal's sign-in-again) says
 * when to come back with Retry-After.
 */

const EDITOR = { email: "throttled.editor@clinic.test", password: "slow-down-guesser-2024" };
const COLLEAGUE = { email: "colleague@clinic.test", password: "same-office-colleague-77" };

let workDir: string;
let server: ServerProcess;
let nextAddress = 1;

/** A client address never used before in this file, as a guesser rotating them sends. */
function freshAddress(): string {
  nextAddress += 1;
  return `198.51.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
}

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), "clinic-throttle-"));
  const env = { SEED_DEMO_CONTENT: "false", LOG_LEVEL: "warn" };
  await copyMigratedPglite(path.join(workDir, "pglite"));
  // PGlite is one process's: the accounts are made before the server opens it.
  const cliEnv = { ...isolatedServerEnv(workDir, 0), ...env };
  await createAccountWithCli(cliEnv, { ...EDITOR, role: "content_editor" });
  await createAccountWithCli(cliEnv, { ...COLLEAGUE, role: "content_editor" });
  server = await startServerProcess({ workDir, env });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

type Answer = { status: number; retryAfter: string | null; body: string };

async function loginForm(email: string, password: string, clientIp: string): Promise<Answer> {
  const response = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "x-forwarded-for": clientIp },
    body: new URLSearchParams({ intent: "sign-in", email, password }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("Retry-After"),
    body: await response.text(),
  };
}

async function authEndpoint(email: string, password: string, clientIp: string): Promise<Answer> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: server.url,
      "x-forwarded-for": clientIp,
    },
    body: JSON.stringify({ email, password }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("Retry-After"),
    body: await response.text(),
  };
}

async function signInAgain(email: string, password: string, clientIp: string): Promise<Answer> {
  const response = await fetch(`${server.url}/admin/sign-in-again`, {
    method: "POST",
    headers: { "x-forwarded-for": clientIp },
    body: new URLSearchParams({ email, password }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("Retry-After"),
    body: await response.text(),
  };
}

/** Wrong passwords for `email`, each from a new address: the statuses answered. */
async function guesses(email: string, count: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let n = 0; n < count; n += 1) {
    answers.push(await loginForm(email, `wrong-guess-${n}-xyz`, freshAddress()));
  }
  return answers;
}

function expectWait(answer: Answer, atMostSeconds: number) {
  expect(answer.status).toBe(429);
  const seconds = Number(answer.retryAfter);
  expect(Number.isInteger(seconds), `Retry-After ${answer.retryAfter}`).toBe(true);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(atMostSeconds);
}

describe("sign-in throttling per account", () => {
  it("makes a guesser who changes address for every try wait, whether or not the account exists", async () => {
    const known = await guesses(EDITOR.email, FREE_ATTEMPTS + 2);
    const unknown = await guesses("nobody.here@clinic.test", FREE_ATTEMPTS + 2);

    for (const answers of [known, unknown]) {
      expect(answers.slice(0, FREE_ATTEMPTS).map((answer) => answer.status)).toEqual(
        Array(FREE_ATTEMPTS).fill(401),
      );
      for (const refused of answers.slice(FREE_ATTEMPTS)) {
        expectWait(refused, 30);
        expect(refused.body).toContain("Too many attempts. Please wait a minute and try again.");
      }
    }
    // Nothing tells the two apart: the same statuses and the same words.
    expect(unknown.map((answer) => answer.status)).toEqual(known.map((answer) => answer.status));

    // While it waits even the right password is not checked, on every way in.
    expectWait(await loginForm(EDITOR.email, EDITOR.password, freshAddress()), 30);
    expectWait(await authEndpoint(EDITOR.email, EDITOR.password, freshAddress()), 30);
    const again = await signInAgain(EDITOR.email, EDITOR.password, freshAddress());
    expectWait(again, 30);
    expect(JSON.parse(again.body)).toEqual({ ok: false, reason: "rate-limited" });
  });

  it("does not lock out a colleague behind the same office address after the others' typos", async () => {
    const office = freshAddress();
    // Three colleagues mistype up to their allowance: fifteen failures from one address.
    for (const person of ["ana", "bruno", "carla"]) {
      const statuses: number[] = [];
      for (let n = 0; n < FREE_ATTEMPTS; n += 1) {
        statuses.push(
          (await loginForm(`${person}@office.example`, `typo-${n}-abc`, office)).status,
        );
      }
      expect(statuses, person).toEqual(Array(FREE_ATTEMPTS).fill(401));
    }
    expect((await loginForm(COLLEAGUE.email, COLLEAGUE.password, office)).status).toBe(302);
  });

  it("starts the count again after a correct password", async () => {
    const email = COLLEAGUE.email;
    expect((await guesses(email, FREE_ATTEMPTS - 1)).every((a) => a.status === 401)).toBe(true);
    expect((await loginForm(email, COLLEAGUE.password, freshAddress())).status).toBe(302);
    // A full allowance again, not one attempt left.
    expect((await guesses(email, FREE_ATTEMPTS - 1)).every((a) => a.status === 401)).toBe(true);
    expect((await loginForm(email, COLLEAGUE.password, freshAddress())).status).toBe(302);
  });
});

describe("the per-address limit", () => {
  it("answers its 429 with Retry-After on the login form and on Better Auth's endpoint", async () => {
    const office = freshAddress();
    const statuses: number[] = [];
    // Different accounts, so only the address's limit (20 a minute) can refuse.
    for (let n = 0; n < 20; n += 1) {
      const answer = await loginForm(`person${n}@office.example`, "not-the-password-1", office);
      statuses.push(answer.status);
    }
    expect(statuses).toEqual(Array(20).fill(401));
    const form = await loginForm("person-last@office.example", "not-the-password-1", office);
    expectWait(form, 60);
    expect(form.body).toContain("Too many attempts.");
    expectWait(await authEndpoint("person-api@office.example", "not-the-password-1", office), 60);
  });
});
