import { describe, expect, it } from "vitest";
import { capturingLogger } from "../tests/support/logging";
import { readinessCheck } from "./health";

describe("the readiness check", () => {
  const ok = { check: () => Promise.resolve() };

  it("is ready when the database and the store answer, and names what failed otherwise", async () => {
    const { logger } = capturingLogger();
    let storeUp = true;
    const ready = readinessCheck({
      ping: () => Promise.resolve(true),
      storage: {
        check: () => (storeUp ? Promise.resolve() : Promise.reject(new Error("refused"))),
      },
      isDraining: () => false,
      logger,
    });
    expect(await ready()).toEqual({ status: "ready", checks: { database: "ok", storage: "ok" } });
    storeUp = false;
    expect(await ready()).toEqual({
      status: "unavailable",
      checks: { database: "ok", storage: "failed" },
    });
  });

  it("counts a check that hangs as failed once its time is up, and runs one check at a time", async () => {
    const { logger } = capturingLogger();
    let pings = 0;
    const ready = readinessCheck({
      ping: () => {
        pings += 1;
        return new Promise<boolean>(() => {});
      },
      storage: ok,
      isDraining: () => false,
      logger,
      timeoutMs: 50,
    });
    const started = performance.now();
    const results = await Promise.all([ready(), ready(), ready()]);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(pings).toBe(1);
    for (const result of results) {
      expect(result).toEqual({
        status: "unavailable",
        checks: { database: "failed", storage: "ok" },
      });
    }
  });

  it("says draining without asking anything", async () => {
    const { logger } = capturingLogger();
    const ready = readinessCheck({
      ping: () => Promise.reject(new Error("must not be asked")),
      storage: ok,
      isDraining: () => true,
      logger,
    });
    expect(await ready()).toEqual({ status: "draining" });
  });

  it("says draining when draining starts while the checks run", async () => {
    const { logger } = capturingLogger();
    let draining = false;
    let answer: (up: boolean) => void = () => {};
    const ready = readinessCheck({
      ping: () => new Promise<boolean>((resolve) => (answer = resolve)),
      storage: ok,
      isDraining: () => draining,
      logger,
    });
    const pending = ready();
    draining = true;
    answer(true);
    expect(await pending).toEqual({ status: "draining" });
  });

  it("logs a check that starts failing once, and once when it is back", async () => {
    const { logger, lines } = capturingLogger();
    let up = false;
    const ready = readinessCheck({
      ping: () => Promise.resolve(up),
      storage: ok,
      isDraining: () => false,
      logger,
    });
    await ready();
    await ready();
    up = true;
    await ready();
    await ready();
    expect(lines.map((line) => [line.msg, line.check])).toEqual([
      ["not ready", "database"],
      ["ready again", "database"],
    ]);
  });
});
