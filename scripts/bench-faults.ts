/**
 * What a visitor and the staff meet when something breaks, at a larger scale than the
 * fault suite (tests/integration/faults.test.ts) runs the same scenarios:
 *
 *   npm run bench:faults [-- --no-build]
 *
 * Each scenario starts the production server as a real process with throwaway data
 * (scripts/lib/fault-scenarios.ts). PGlite always; PostgreSQL too when
 * TEST_DATABASE_URL names a server where a new database may be created. Prints the
 * figures and writes them to docs/benchmarks.md; the exit code is 1 if a check fails.
 */
import {
  connectionsTerminated,
  drainUnderLoad,
  killedMidWrite,
  smtpHanging,
  smtpRefusingThenBack,
  storageOutage,
  type DeliveryFigures,
  type Driver,
} from "./lib/fault-scenarios";
import {
  buildApp,
  machineDescription,
  markdownTable,
  runBenchmark,
  runDate,
  writeSection,
} from "./bench-server";

const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

type Row = { scenario: string; driver: Driver; figures: string; failures: string[] };

const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number | null) => (value === null ? "–" : `${value.toFixed(1)} s`);

/** The checks every delivery scenario shares: acknowledged means stored, once. */
function deliveryChecks(figures: DeliveryFigures, expectSent: boolean): string[] {
  const failures: string[] = [];
  if (figures.acknowledged !== figures.posted) failures.push("a post was not acknowledged");
  if (figures.stored !== figures.posted) failures.push("stored ≠ posted");
  if (figures.duplicates > 0) failures.push(`${figures.duplicates} duplicates`);
  if (expectSent && figures.mailsSent !== figures.stored) failures.push("a notice was not sent");
  if (!expectSent && figures.mailsFailed !== figures.stored) {
    failures.push("a notice was neither sent nor marked failed");
  }
  return failures;
}

function describeDelivery(figures: DeliveryFigures, recovered: string): string {
  return (
    `${figures.posted} posted, ${figures.acknowledged} acknowledged, ${figures.stored} stored, ` +
    `${figures.duplicates} duplicates; e-mails ${figures.mailsSent} sent, ${figures.mailsFailed} ` +
    `failed; slowest answer ${ms(figures.slowestAnswerMs)}; ${recovered} ` +
    seconds(figures.secondsToRecover)
  );
}

runBenchmark(async () => {
  const args = process.argv.slice(2);
  if (!args.includes("--no-build")) await buildApp();
  const rows: Row[] = [];
  const record = (row: Row) => {
    rows.push(row);
    const verdict = row.failures.length ? `FAILED: ${row.failures.join("; ")}` : "ok";
    console.log(`${row.scenario} (${row.driver}): ${row.figures} — ${verdict}`);
  };

  for (const driver of drivers) {
    const refusing = await smtpRefusingThenBack(driver, 100);
    record({
      scenario: "Mail server refuses 100 notices, then comes back",
      driver,
      figures: describeDelivery(refusing, "all delivered within"),
      failures: deliveryChecks(refusing, true),
    });

    // A short mail timeout: the sender waits it out on each of the 20 notices in turn.
    const hanging = await smtpHanging(driver, 20, { smtpTimeoutMs: 300 });
    record({
      scenario: "Mail server hangs (accepts, never answers)",
      driver,
      figures: describeDelivery(hanging, "all marked failed after"),
      failures: deliveryChecks(hanging, false),
    });

    const crash = await killedMidWrite(driver, { senders: 8, beforeKill: 100 });
    record({
      scenario: "Killed (SIGKILL) mid-write, restarted, unanswered posts sent again",
      driver,
      figures:
        `${crash.posted} posted, ${crash.acknowledged} acknowledged before the kill, ` +
        `${crash.resent} sent again, ${crash.stored} stored, ${crash.duplicates} duplicates; ` +
        `${crash.mailsSent} notices sent, all within ${seconds(crash.secondsToRecover)} of the restart`,
      failures: [
        ...(crash.stored !== crash.posted ? ["stored ≠ posted"] : []),
        ...(crash.duplicates > 0 ? ["duplicates or lost posts"] : []),
        ...(crash.mailsSent !== crash.stored ? ["a notice was not sent"] : []),
      ],
    });

    const drain = await drainUnderLoad(driver, { clients: 16, secondsBefore: 3 });
    record({
      scenario: "SIGTERM with 16 clients posting on kept-alive connections",
      driver,
      figures:
        `${drain.answeredBeforeSignal} answered before, ${drain.answeredWhileDraining} sent while ` +
        `draining; ${drain.answeredAndClosed} answered with Connection: close, ` +
        `${drain.refusedConnections} new connections refused; ${drain.failedRequests} failed, ${drain.keptAlive} left open; /readyz ` +
        `${drain.healthWhileDraining}; exit ${drain.exitCode} after ${seconds(drain.secondsToExit)}`,
      failures: [
        ...(drain.failedRequests > 0 ? [`failed: ${drain.errors.join(", ")}`] : []),
        ...(drain.keptAlive > 0 ? ["an answer kept its connection open"] : []),
        ...(drain.healthWhileDraining !== 503 ? ["/readyz did not say 503"] : []),
        ...(drain.exitCode !== 0 ? ["exit code not 0"] : []),
      ],
    });
  }

  if (drivers.includes("postgres")) {
    const dropped = await connectionsTerminated({ senders: 8, posts: 400, terminations: 10 });
    record({
      scenario: "PostgreSQL terminates every connection, 10 times, under 8 senders",
      driver: "postgres",
      figures:
        `${dropped.posted} posted, ${dropped.resent} answered 503 and sent again, ` +
        `${dropped.errorsAfterStore} errors after a store, ${dropped.stored} stored, ` +
        `${dropped.duplicates} duplicates; ${dropped.mailsSent} notices sent`,
      failures: [
        ...(dropped.errorsAfterStore > 0 ? ["an error answered a stored post"] : []),
        ...(dropped.stored !== dropped.posted ? ["stored ≠ posted"] : []),
        ...(dropped.duplicates > 0 ? ["duplicates"] : []),
        ...(dropped.mailsSent !== dropped.stored ? ["a notice was not sent"] : []),
      ],
    });
  }

  const storage = await storageOutage("pglite");
  for (const mode of ["refuse", "hang"] as const) {
    const { image, page, upload } = storage.outage[mode];
    record({
      scenario: `Object store ${mode === "refuse" ? "refuses connections" : "hangs"} (1 s deadline)`,
      driver: "pglite",
      figures:
        `image ${image.status} (Retry-After ${image.retryAfter}) in ${ms(image.ms)}; ` +
        `page ${page.status} in ${ms(page.ms)}; upload ${upload.status} in ${ms(upload.ms)}`,
      failures: [
        ...(image.status !== 503 ? ["the image was not answered 503"] : []),
        ...(page.status !== 200 ? ["a page failed"] : []),
        ...(upload.status === 201 ? ["an upload claimed success"] : []),
      ],
    });
  }
  record({
    scenario: "Object store back",
    driver: "pglite",
    figures: `image ${storage.imageAfter}, upload ${storage.uploadAfter}, ${storage.orphans} orphaned objects`,
    failures: [
      ...(storage.imageAfter !== 200 || storage.uploadAfter !== 201 ? ["not working again"] : []),
      ...(storage.orphans > 0 ? ["orphaned objects"] : []),
    ],
  });

  const failed = rows.some((row) => row.failures.length > 0);
  const report = [
    "## Faults",
    "",
    `- Run: ${runDate()} on ${machineDescription()}`,
    "- Command: `npm run bench:faults` (the production build as real processes; " +
      "PostgreSQL rows when TEST_DATABASE_URL is set). The fault suite runs the same " +
      "scenarios smaller on every `npm test`.",
    "",
    markdownTable(
      ["scenario", "database", "what happened", "checks"],
      rows.map((row) => [
        row.scenario,
        row.driver === "postgres" ? "PostgreSQL" : "PGlite",
        row.figures,
        row.failures.length ? `**failed**: ${row.failures.join("; ")}` : "passed",
      ]),
    ),
  ].join("\n");
  console.log(`\nWritten to ${await writeSection("bench:faults", report)}`);
  return failed ? 1 : 0;
});
