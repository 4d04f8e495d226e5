import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "./db/client.server";
import { logger } from "./logger.server";

/**
 * "What the public site shows has changed": one signal for every cache that holds
 * public content (the page cache, the CSP's frame hosts). Inside a process the
 * listeners run at once, after the write's answer is sent; between instances on one
 * PostgreSQL database the signal travels as a NOTIFY sent in the write's own
 * transaction (notifyInTransaction), so it is delivered exactly when the change is
 * committed, whatever this process's listening connection is doing
 * (docs/deployment.md).
 */
type Listener = () => void;

const CHANNEL = "clinic_content_changed";
/** Tells this process's own notifications from the other instances'. */
const INSTANCE_ID = randomBytes(8).toString("hex");
const RECONNECT_DELAY_MS = 1_000;

const listeners = new Set<Listener>();

/** Runs `listener` after every content change, here or on another instance; returns an unsubscribe. */
export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const remembered = new Map<string, Promise<unknown>>();
onContentChange(() => remembered.clear());

/**
 * A read of public content that every page makes (the clinic's settings), kept until the
 * next content change: a page-cache miss then skips its query. Only in the production
 * build, where every staff write announces the change (the page cache's own signal);
 * under the dev server and the tests, each call reads.
 */
export function rememberUntilContentChange<T>(key: string, read: () => Promise<T>): Promise<T> {
  if (!import.meta.env.PROD) return read();
  let value = remembered.get(key) as Promise<T> | undefined;
  if (!value) {
    const reading = read();
    value = reading;
    remembered.set(key, reading);
    // A failed read is not kept: the next call tries again.
    reading.catch(() => {
      if (remembered.get(key) === reading) remembered.delete(key);
    });
  }
  return value;
}

/** Call after any write that may change what a public page shows: this process's caches. */
export function announceContentChange(): void {
  runListeners();
}

/**
 * Tells the other instances, in the write's own transaction: PostgreSQL delivers the
 * notice when (and only if) the transaction commits. The embedded database has no
 * other instances; the call costs nothing there.
 */
export async function notifyInTransaction(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${INSTANCE_ID})`);
}

function runListeners(): void {
  for (const listener of listeners) {
    try {
      listener();
    } catch (error) {
      logger.error({ err: error }, "a content-change listener failed");
    }
  }
}

export type ContentChangeChannel = { close(): Promise<void> };

/**
 * Joins the instances sharing the PostgreSQL database at `url`: their changes run this
 * process's listeners. One dedicated connection LISTENs (a pooled one would be handed
 * to queries); when it (re)connects, the caches are emptied, since a change may have
 * been missed while it was away.
 */
export function joinContentChangeChannel(url: string): Promise<ContentChangeChannel> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === CHANNEL && message.payload !== INSTANCE_ID) runListeners();
    });
    next.on("error", (error) => {
      logger.warn({ err: error }, "lost the content-change channel; reconnecting");
      dropped(next);
    });
    next.on("end", () => dropped(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    client = next;
  }

  function dropped(from: pg.Client): void {
    if (client !== from) return;
    client = null;
    from.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(runListeners, (error: unknown) => {
        logger.warn({ err: error }, "could not rejoin the content-change channel");
        scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS);
    retry.unref();
  }

  return connect().then(() => {
    // Whatever changed before this process listened is not in its caches yet, but a
    // rejoin after a drop may have missed notices: the same empty start either way.
    runListeners();
    return {
      async close() {
        closed = true;
        clearTimeout(retry);
        const current = client;
        client = null;
        await current?.end().catch(() => {});
      },
    };
  });
}
