/*
 * Loaded into a test server with NODE_OPTIONS="--import …/shifted-clock.mjs", never into
 * the product: the server's clock runs the number of milliseconds in CLOCK_SHIFT_FILE
 * ahead of the real one, re-read ten times a second, so a browser test moves time on
 * (to a scheduled post's minute) instead of waiting for it. Only the wall clock moves:
 * Date.now() and new Date(); timers and performance.now() keep real time.
 */
import { readFileSync } from "node:fs";

const file = process.env.CLOCK_SHIFT_FILE;
if (file) {
  const RealDate = Date;
  let shift = 0;
  const read = () => {
    try {
      shift = Number(readFileSync(file, "utf8")) || 0;
    } catch {
      shift = 0;
    }
  };
  read();
  setInterval(read, 100).unref();
  const now = () => RealDate.now() + shift;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args) =>
      args.length === 0 ? new target(now()) : Reflect.construct(target, args),
    // Date() called without new: the current time as text.
    apply: (target) => new target(now()).toString(),
    get: (target, property, receiver) =>
      property === "now" ? now : Reflect.get(target, property, receiver),
  });
}
