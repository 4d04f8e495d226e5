import { describe, expect, it } from "vitest";
import {
  connectionsTerminated,
  drainUnderLoad,
  HANGING_SMTP_TIMEOUT_MS,
  killedMidWrite,
  smtpHanging,
  smtpRefusingThenBack,
  storageOutage,
  type Driver,
} from "../../scripts/lib/fault-scenarios";
import { hasPostgres } from "../support/databases";

/*
 * What a patient and the staff meet when something breaks, on the production build as
 * real processes (npm test builds first): the scenarios of scripts/lib/fault-scenarios.ts
 * at a small scale. `npm run bench:faults` runs them larger and prints the figures.
 */

const drivers: Driver[] = hasPostgres ? ["pglite", "postgres"] : ["pglite"];

/**
 * A contact post is answered once it is stored; the mail is the outbox's job. Eight posts
 * four at a time, on a busy machine, within this (the figures themselves: npm run
 * bench:faults).
 */
const PROMPT_ANSWER_MS = 4_000;

/**
 * While the mail server hangs, the bound is two thirds of the sender's timeout on it: a
 * post that waited for the mail server could not pass, and a busy machine's slow answer
 * (after the server's first request: warmUp in the scenario) does.
 */
const NOT_WAITING_FOR_MAIL_MS = (HANGING_SMTP_TIMEOUT_MS * 2) / 3;

describe.each(drivers)("faults on %s", (driver) => {
  it("the mail server refuses, then comes back: every post answered at once, every notice delivered once", async () => {
    const figures = await smtpRefusingThenBack(driver, 8);
    expect(figures).toMatchObject({
      posted: 8,
      acknowledged: 8,
      stored: 8,
      duplicates: 0,
      mailsSent: 8,
      mailsFailed: 0,
    });
    expect(figures.slowestAnswerMs).toBeLessThan(PROMPT_ANSWER_MS);
  }, 120_000);

  it("the mail server hangs: posts answered at once; the notices fail where staff see them", async () => {
    // Two notices: the sender waits out the timeout on each, one after the other.
    const figures = await smtpHanging(driver, 2);
    expect(figures).toMatchObject({
      posted: 2,
      acknowledged: 2,
      stored: 2,
      duplicates: 0,
      mailsSent: 0,
      mailsFailed: 2,
    });
    expect(figures.slowestAnswerMs).toBeLessThan(NOT_WAITING_FOR_MAIL_MS);
  }, 120_000);

  it("a server killed mid-write keeps what it acknowledged, once; posts sent again are stored once; every notice goes out", async () => {
    const figures = await killedMidWrite(driver, { senders: 4, beforeKill: 20 });
    expect(figures.acknowledged).toBeGreaterThanOrEqual(20);
    // Every post ends up stored exactly once: the acknowledged ones and those sent again.
    expect(figures.stored).toBe(figures.posted);
    expect(figures.duplicates).toBe(0);
    expect(figures.mailsSent).toBe(figures.stored);
    expect(figures.mailsFailed).toBe(0);
  }, 300_000);

  it("SIGTERM under load: every request answered, each closing its connection; 503 from /readyz; exit 0", async () => {
    const figures = await drainUnderLoad(driver, { clients: 4, secondsBefore: 1 });
    expect(figures.answeredBeforeSignal).toBeGreaterThan(0);
    expect(figures.errors).toEqual([]);
    expect(figures.keptAlive).toBe(0);
    expect(figures.healthWhileDraining).toBe(503);
    expect(figures.exitCode).toBe(0);
    expect(figures.logSteps).toEqual([
      "shutdown: draining",
      "shutdown: every request answered",
      "shutdown: background work stopped",
      "shutdown: done",
    ]);
  }, 120_000);
});

describe("an object store outage", () => {
  it("images answer 503 at once, pages render, an upload says it failed; afterwards all works and nothing is left behind", async () => {
    const figures = await storageOutage("pglite");
    for (const mode of ["refuse", "hang"] as const) {
      const { image, page, upload } = figures.outage[mode];
      expect(image, mode).toMatchObject({ status: 503, retryAfter: "30" });
      // The store's deadline is 1 s in this scenario (S3_TIMEOUT_MS).
      expect(image.ms, mode).toBeLessThan(3_000);
      expect(page.status, mode).toBe(200);
      expect(upload.status, mode).toBe(500);
      expect(upload.message, mode).toBe("The file could not be saved. Please try again.");
      expect(upload.ms, mode).toBeLessThan(10_000);
    }
    expect(figures.imageAfter).toBe(200);
    expect(figures.uploadAfter).toBe(201);
    expect(figures.orphans).toBe(0);
  }, 120_000);
});

describe.skipIf(!hasPostgres)("PostgreSQL dropping the server's connections", () => {
  it("never answers an error for a stored post; a post sent again is stored once; every notice goes out", async () => {
    const figures = await connectionsTerminated({ senders: 4, posts: 60, terminations: 4 });
    expect(figures.errorsAfterStore).toBe(0);
    expect(figures.stored).toBe(figures.posted);
    expect(figures.duplicates).toBe(0);
    expect(figures.mailsSent).toBe(figures.stored);
  }, 180_000);
});
