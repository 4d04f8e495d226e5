import type { Logger } from "pino";

export type CheckResult = "ok" | "failed";

/** The body of /readyz: whether to send this instance visitors, and if not, why. */
export type Readiness =
  | { status: "ready" | "unavailable"; checks: { database: CheckResult; storage: CheckResult } }
  | { status: "starting" | "draining" };

/** A check that gets no answer in this long counts as failed (a load balancer waits ~5 s). */
export const CHECK_TIMEOUT_MS = 4_000;

/**
 * The readiness check: the database answers a trivial query and the object store its
 * cheap probe, each within CHECK_TIMEOUT_MS; a draining process is not ready whatever
 * they say, also when it started draining while they ran. Probes arriving while a check runs share it, so a hung dependency never
 * piles up checks. A check that starts or stops failing is logged once, not per probe.
 */
export function readinessCheck(deps: {
  ping: () => Promise<boolean>;
  storage: { check(): Promise<void> };
  isDraining: () => boolean;
  logger: Logger;
  timeoutMs?: number;
}): () => Promise<Readiness> {
  const timeoutMs = deps.timeoutMs ?? CHECK_TIMEOUT_MS;
  let running: Promise<Readiness> | undefined;
  const last = { database: "ok" as CheckResult, storage: "ok" as CheckResult };

  async function run(): Promise<Readiness> {
    const [database, storage] = await Promise.all([
      outcome("database", async () => {
        if (!(await deps.ping())) throw new Error("the database did not answer `select 1`");
      }),
      outcome("storage", () => deps.storage.check()),
    ]);
    return {
      status: database === "ok" && storage === "ok" ? "ready" : "unavailable",
      checks: { database, storage },
    };
  }

  async function outcome(name: keyof typeof last, check: () => Promise<void>) {
    let result: CheckResult = "ok";
    let error: unknown;
    try {
      await withDeadline(check(), timeoutMs);
    } catch (caught) {
      result = "failed";
      error = caught;
    }
    if (result !== last[name]) {
      if (result === "failed") deps.logger.warn({ err: error, check: name }, "not ready");
      else deps.logger.info({ check: name }, "ready again");
      last[name] = result;
    }
    return result;
  }

  const draining: Readiness = { status: "draining" };
  return () => {
    if (deps.isDraining()) return Promise.resolve(draining);
    running ??= run().finally(() => {
      running = undefined;
    });
    // Draining may start while the checks run (they wait behind the requests in
    // flight): the answer says what is true when it is sent.
    return running.then((result) => (deps.isDraining() ? draining : result));
  };
}

/** The promise's outcome, or a rejection once `ms` have passed without one. */
export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
