import { performance } from "node:perf_hooks";
import { openDatabase } from "../app/platform/db/client.server";
import { labTests as labTestsTable } from "../app/platform/db/schema";
import { listLabTestsForAdmin } from "../app/features/lab-tests/lab-tests.server";
import sample from "../app/startup/seed/lab-tests.json";
import { growLabTests } from "./lib/grow-content";

const handle = await openDatabase({ driver: "pglite", dataDir: "memory://" });
await handle.migrate();
const { db } = handle;
await db.insert(labTestsTable).values(sample);
await growLabTests(db, 20_000);
const cases: [string, Record<string, unknown>][] = [
  ["no search p1", { q: "", filters: { pricing: null }, sort: "name", page: 1 }],
  ["no search p200", { q: "", filters: { pricing: null }, sort: "name", page: 200 }],
  ["q=vitamin", { q: "vitamin", filters: { pricing: null }, sort: "name", page: 1 }],
  ["q=a", { q: "a", filters: { pricing: null }, sort: "name", page: 1 }],
  ["q=6399", { q: "6399", filters: { pricing: null }, sort: "name", page: 1 }],
  ["price=call", { q: "", filters: { pricing: "call" }, sort: "name", page: 1 }],
  ["sort=code", { q: "", filters: { pricing: null }, sort: "code", page: 1 }],
  ["sort=price-high", { q: "", filters: { pricing: null }, sort: "price-high", page: 1 }],
  ["q=vit price=priced sort=price-low", { q: "vit", filters: { pricing: "priced" }, sort: "price-low", page: 1 }],
];
for (const [label, c] of cases) {
  const args = { ...c, query: c.q } as never;
  for (let i = 0; i < 3; i++) await listLabTestsForAdmin(db, args);
  const times: number[] = [];
  let matches = 0;
  for (let i = 0; i < 15; i++) {
    const t = performance.now();
    const r = await listLabTestsForAdmin(db, args);
    times.push(performance.now() - t);
    matches = r.matches;
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(36)} median ${times[7]!.toFixed(1)} ms  max ${times[14]!.toFixed(1)} ms  matches ${matches}`);
}
await handle.close();
