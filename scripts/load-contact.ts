/**
 * Load test of the contact form: nothing acknowledged is lost, nothing is stored twice.
 *
 *   npm run bench:submissions [-- --no-build] [--postgres <url of an empty database>]
 *
 * Builds, starts the production server (PGlite by default) and sends 2,000 contact
 * submissions over 50 concurrent connections: most valid, some from the same client
 * address more often than the rate limit allows (429), some missing the e-mail (400).
 * Then it stops the server, opens the database and checks every answer against what
 * was stored: each 200 has exactly one row; every other answer is a 429 or 4xx that
 * tells the visitor why, and stored nothing. It prints the figures; the exit code is 1
 * if any check fails.
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import { randomBytes } from "node:crypto";
import { openDatabase, type DatabaseOptions } from "../app/platform/db/client.server";
import { contactMessages } from "../app/platform/db/schema";
import { inboxForms, openRow } from "../app/features/inbox/index.server";
import { contact as contactTexts } from "../app/i18n/en/contact.server";
import { createMessageCipher, parseMessageKeys } from "../app/platform/message-encryption.server";
import {
  buildApp,
  machineDescription,
  markdownTable,
  onCleanup,
  runBenchmark,
  runDate,
  writeSection,
} from "./bench-server";
import { startServerProcess } from "./lib/server-process";

const SUBMISSIONS = 2_000;
const CONNECTIONS = 50;
/** Every 20th submission leaves out the e-mail. */
const INVALID_EVERY = 20;
/** Client addresses: with 2,000 posts over 350, each sends 5 or 6, one more than allowed. */
const CLIENTS = 350;

type Answer = { token: string; status: number; ms: number; explained: boolean };

runBenchmark(async () => {
  const args = process.argv.slice(2);
  const postgresUrl = args.includes("--postgres") ? args[args.indexOf("--postgres") + 1] : "";
  if (!args.includes("--no-build")) await buildApp();

  const keys = `load:${randomBytes(32).toString("base64url")}`;
  const server = await startServerProcess({
    env: {
      SEED_DEMO_CONTENT: "false",
      LOG_LEVEL: "warn",
      MESSAGE_ENCRYPTION_KEYS: keys,
      ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}),
    },
  });
  onCleanup(() => server.stop());
  const database: DatabaseOptions = postgresUrl
    ? { driver: "postgres", url: postgresUrl }
    : { driver: "pglite", dataDir: String(server.env.PGLITE_DATA_DIR) };
  console.log(`Server: ${server.url} (${database.driver})`);

  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const answers: Answer[] = [];
  const failures: string[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < SUBMISSIONS) {
        const index = next++;
        const token = `load-${index}`;
        const fields: Record<string, string> = {
          name: `Load Test ${index}`,
          email: `load.${index}@example.com`,
          message: `Load test message ${token}: stored once or answered with a reason.`,
        };
        if (index % INVALID_EVERY === INVALID_EVERY - 1) delete fields.email;
        const client = `10.77.${Math.floor((index % CLIENTS) / 250)}.${(index % CLIENTS) % 250}`;
        try {
          answers.push(await post(agent, `${server.url}/contact`, token, fields, client));
        } catch (error) {
          failures.push(`${token}: ${String(error)}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  await server.stop({ keep: true });

  // What was stored, read back as staff would.
  const cipher = createMessageCipher(parseMessageKeys(keys));
  const handle = await openDatabase(database);
  const stored = new Map<string, number>();
  try {
    for (const row of await handle.db.select().from(contactMessages)) {
      const token = /load-\d+/.exec(openRow("contact_messages", row, cipher).message)?.[0] ?? "?";
      stored.set(token, (stored.get(token) ?? 0) + 1);
    }
  } finally {
    await handle.close();
  }

  const byStatus = new Map<number, number>();
  for (const answer of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
  const accepted = answers.filter((answer) => answer.status >= 200 && answer.status < 300);
  const refused = answers.filter((answer) => answer.status >= 400 && answer.status < 500);
  const lost = accepted.filter((answer) => stored.get(answer.token) !== 1);
  const storedRefused = refused.filter((answer) => stored.has(answer.token));
  const unexplained = refused.filter((answer) => !answer.explained);
  const unexpected = answers.filter((answer) => answer.status >= 500 || answer.status < 200);
  const duplicates = [...stored.values()].filter((times) => times > 1).length;
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;

  const checks: [string, number][] = [
    ["network errors", failures.length],
    ["answers other than 2xx/4xx", unexpected.length],
    ["2xx without exactly one stored row", lost.length],
    ["rows stored twice", duplicates],
    ["4xx that stored a row", storedRefused.length],
    ["4xx without a message for the visitor", unexplained.length],
  ];
  const failed = checks.some(([, count]) => count > 0);
  const report = [
    "## Contact form under load",
    "",
    `- Run: ${runDate()} on ${machineDescription()}, ${database.driver === "postgres" ? "PostgreSQL" : "PGlite"}`,
    `- Command: \`npm run bench:submissions${postgresUrl ? " -- --postgres <url>" : ""}\` ` +
      "(the production build; the server's own rendering of the page answers each post)",
    `- ${SUBMISSIONS} submissions over ${CONNECTIONS} connections in ${seconds.toFixed(1)} s: ` +
      `${(SUBMISSIONS / seconds).toFixed(0)} requests/s, p50 ${percentile(0.5).toFixed(0)} ms, ` +
      `p99 ${percentile(0.99).toFixed(0)} ms. Every ${INVALID_EVERY}th leaves out the e-mail; ` +
      `${CLIENTS} client addresses, so some send more than the limit of ` +
      `${inboxForms.contact.rateLimit.limit} per ${inboxForms.contact.rateLimit.windowMs / 60_000} minutes.`,
    "",
    markdownTable(
      ["answer", "count"],
      [...byStatus.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => [String(status), String(count)]),
    ),
    "",
    markdownTable(
      ["check", "failures"],
      checks.map(([name, count]) => [name, String(count)]),
    ),
    "",
    `Rows stored: ${[...stored.values()].reduce((sum, n) => sum + n, 0)}. ` +
      (failed ? "**Some checks failed.**" : "All checks passed."),
  ].join("\n");
  console.log(`\n${report}`);
  for (const failure of failures.slice(0, 5)) console.log(`  ${failure}`);
  console.log(`\nWritten to ${await writeSection("bench:submissions", report)}`);
  return failed ? 1 : 0;
});

/** One form post as a browser without JavaScript sends it; the answer and whether it says why. */
function post(
  agent: http.Agent,
  url: string,
  token: string,
  fields: Record<string, string>,
  client: string,
): Promise<Answer> {
  const body = new URLSearchParams(fields).toString();
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          "x-forwarded-for": client,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const html = Buffer.concat(chunks).toString("utf8");
          const status = response.statusCode ?? 0;
          const explained =
            status === 429
              ? html.includes(contactTexts.rateLimited.title) &&
                response.headers["retry-after"] !== undefined
              : html.includes(contactTexts.invalid.title) ||
                html.includes(contactTexts.errors.required);
          resolve({ token, status, ms: performance.now() - started, explained });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
