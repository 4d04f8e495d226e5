import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "./db/client.server";
import { logger } from "./logger.server";
import { noteTablesRead, tablesWrittenSoFar, trackTableAccess } from "./db/table-access.server";

/**
 * "What the public site shows has changed": one signal for every cache that holds
 * public content (the page cache, the CSP's frame hosts). Inside a process the
 * listeners run at once, after the write's answer is sent; between instances on one
 * PostgreSQL database the signal travels as a NOTIFY sent in the write's own
 * transaction (notifyInTransaction), so it is delivered exactly when the change is
 * committed, whatever this process's listening connection is doing
 * (docs/deployment.md).
 *
 * A change names the tables that were written (db/table-access.server.ts), so a cache
 * can keep what did not read them; null when that is not known, and then everything
 * may have changed.
 */
export type ContentChange = { tables: ReadonlySet<string> | null };
type Listener = (change: ContentChange) => void;

const CHANNEL = "clinic_content_changed";
/** Tells this process's own notifications from the other instances'. */
const INSTANCE_ID = randomBytes(8).toString("hex");
const RECONNECT_DELAY_MS = 1_000;
const EVERYTHING: ContentChange = { tables: null };

/**
 * Tables whose rows a page shows without reading them as it renders: an image's file is
 * served at an address another row holds. A write to one may change any page.
 */
const TABLES_SHOWN_UNREAD = new Set(["images"]);

/**
 * The change a set of written tables makes: null (anything may have changed) when none
 * were seen (a write the tracking did not see) or one is shown unread.
 */
export function changeOf(tables: ReadonlySet<string> | null | undefined): ContentChange {
  if (!tables || tables.size === 0) return EVERYTHING;
  for (const table of tables) if (TABLES_SHOWN_UNREAD.has(table)) return EVERYTHING;
  return { tables: new Set(tables) };
}

/** Whether something that read `read` may show differently after `change`. */
export function isTouchedBy(change: ContentChange, read: ReadonlySet<string>): boolean {
  if (!change.tables) return true;
  for (const table of change.tables) if (read.has(table)) return true;
  return false;
}

const listeners = new Set<Listener>();

/** Runs `listener` after every content change, here or on another instance; returns an unsubscribe. */
export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Remembered = { value: Promise<unknown>; read: Set<string>; settled: boolean };
const remembered = new Map<string, Remembered>();
onContentChange((change) => {
  for (const [key, entry] of remembered) {
    // A read still running may not have named its tables yet.
    if (!entry.settled || isTouchedBy(change, entry.read)) remembered.delete(key);
  }
});

/**
 * A read of public content that every page makes (the clinic's settings), kept until a
 * change to the tables it read: a page-cache miss then skips its query. Each page that
 * uses the kept value counts those tables as read, as if it had queried them. Only in the
 * production build, where every staff write announces the change (the page cache's own
 * signal); under the dev server and the tests, each call reads.
 */
export function rememberUntilContentChange<T>(key: string, read: () => PromiseLike<T>): Promise<T> {
  if (!import.meta.env.PROD) return Promise.resolve(read());
  let entry = remembered.get(key);
  if (!entry) {
    const tables = new Set<string>();
    // Started inside the tracking: a query builder is lazy, and runs when awaited.
    const reading = trackTableAccess({ read: tables, written: new Set() }, () =>
      Promise.resolve(read()),
    );
    const created: Remembered = { value: reading, read: tables, settled: false };
    entry = created;
    remembered.set(key, created);
    reading.then(
      () => {
        created.settled = true;
      },
      // A failed read is not kept: the next call tries again.
      () => {
        if (remembered.get(key) === created) remembered.delete(key);
      },
    );
  }
  const { value, read: tables } = entry;
  return value.then((result) => {
    noteTablesRead(tables);
    return result as T;
  });
}

/**
 * Call after any write that may change what a public page shows, with the tables it
 * wrote when they are known: this process's caches.
 */
export function announceContentChange(tables?: ReadonlySet<string> | null): void {
  runListeners(changeOf(tables));
}

/**
 * Tells the other instances, in the write's own transaction: PostgreSQL delivers the
 * notice when (and only if) the transaction commits. The notice names the tables the
 * request has written so far, so call it after the write (recordAudit is); outside a
 * tracked request it names none, and the other instances drop everything. The
 * embedded database has no other instances; the call costs nothing there.
 */
export async function notifyInTransaction(tx: Database): Promise<void> {
  const { tables } = changeOf(tablesWrittenSoFar());
  const payload = tables ? `${INSTANCE_ID} ${[...tables].join(",")}` : INSTANCE_ID;
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
}

/** The change a notice from another instance describes; null for this instance's own. */
function changeFromNotice(payload: string): ContentChange | null {
  const [instance, tables] = payload.split(" ", 2);
  if (instance === INSTANCE_ID) return null;
  return changeOf(tables ? new Set(tables.split(",")) : null);
}

function runListeners(change: ContentChange): void {
  for (const listener of listeners) {
    try {
      listener(change);
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
      const change = message.channel === CHANNEL && changeFromNotice(message.payload ?? "");
      if (change) runListeners(change);
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
      connect().then(
        () => runListeners(EVERYTHING),
        (error: unknown) => {
          logger.warn({ err: error }, "could not rejoin the content-change channel");
          scheduleReconnect();
        },
      );
    }, RECONNECT_DELAY_MS);
    retry.unref();
  }

  return connect().then(() => {
    // Whatever changed before this process listened is not in its caches yet, but a
    // rejoin after a drop may have missed notices: the same empty start either way.
    runListeners(EVERYTHING);
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
