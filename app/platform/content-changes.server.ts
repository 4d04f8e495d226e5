import { randomBytes } from "node:crypto";
import pg from "pg";
import { logger } from "./logger.server";

/**
 * "What the public site shows has changed": one signal for every cache that holds
 * public content (the page cache, the CSP's frame hosts). Inside a process the
 * listeners run at once; between instances on one PostgreSQL database the signal
 * travels as a NOTIFY on CHANNEL, so an edit made on one instance shows on the
 * others' pages within moments (docs/deployment.md).
 */
type Listener = () => void;

const CHANNEL = "clinic_content_changed";
/** Tells this process's own notifications from the other instances'. */
const INSTANCE_ID = randomBytes(8).toString("hex");
const RECONNECT_DELAY_MS = 1_000;

const listeners = new Set<Listener>();
let notifyOthers: (() => void) | null = null;

/** Runs `listener` after every content change, here or on another instance; returns an unsubscribe. */
export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Call after any write that may change what a public page shows. */
export function announceContentChange(): void {
  runListeners();
  notifyOthers?.();
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
 * Joins the instances sharing the PostgreSQL database at `url`: this process's
 * changes are announced to them, and theirs run this process's listeners. One
 * dedicated connection LISTENs (a pooled one would be handed to queries); when it
 * drops, it reconnects, and the caches are emptied since a change may have been missed.
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

  notifyOthers = () => {
    const current = client;
    if (!current) return; // reconnecting: the others empty their caches when we are back
    current.query("SELECT pg_notify($1, $2)", [CHANNEL, INSTANCE_ID]).catch((error: unknown) => {
      logger.warn({ err: error }, "could not announce a content change to other instances");
    });
  };

  return connect().then(() => ({
    async close() {
      closed = true;
      clearTimeout(retry);
      notifyOthers = null;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  }));
}
