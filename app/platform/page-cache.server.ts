/**
 * The public pages' cache (docs/decisions/006). Anonymous GETs of public pages are
 * rendered once and then served from memory until a content edit invalidates them,
 * or a short time passes (some pages depend on the date: upcoming events). Each page
 * is kept with the tables its render read; an edit drops the pages that read a table
 * it wrote, and every page when what it wrote is not known.
 *
 * An edit bumps the generation. A render records the generation it started in and
 * is stored only if no edit happened meanwhile; otherwise a page rendered from the
 * old content could outlive the edit that should have replaced it.
 */
import {
  announceContentChange,
  type ContentChange,
  isTouchedBy,
  onContentChange,
} from "./content-changes.server";

export type CachedPage = {
  status: number;
  /** What every copy carries besides the security headers (type, cache policy, validator). */
  headers: ReadonlyArray<readonly [name: string, value: string]>;
  /** The page as rendered (UTF-8). */
  body: Buffer;
  /** The body compressed, by content coding ("br", "gzip"); empty until they are made. */
  encoded: Readonly<Partial<Record<string, Buffer>>>;
  /** A weak validator of the body, for conditional requests. */
  etag: string;
  /** The route's Last-Modified (the sitemap, the feeds), in ms; null when it sent none. */
  lastModified: number | null;
  /** CSP hash sources of the page's inline scripts (server/content-security-policy.ts). */
  scriptHashes: readonly string[];
  /** How hard `encoded` was compressed: fast for a miss, best once the page is asked for again. */
  compression: "fast" | "best";
};

/** The memory a page takes: its body in every form kept. */
function sizeOf(page: CachedPage): number {
  let bytes = page.body.length;
  for (const encoded of Object.values(page.encoded)) bytes += encoded?.length ?? 0;
  return bytes;
}

type Entry = { page: CachedPage; storedAt: number; bytes: number; read: ReadonlySet<string> };

export type PageCacheOptions = {
  /** How long a stored page is served, in milliseconds. */
  maxAgeMs: number;
  /** Most pages kept; the least recently used goes first (query strings make keys unbounded). */
  maxEntries: number;
  /** Most bytes of bodies (in all their forms) kept in all. */
  maxBytes: number;
  now?: () => number;
};

export class PageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #options: Required<PageCacheOptions>;
  #generation = 0;
  #bytes = 0;

  constructor(options: PageCacheOptions) {
    this.#options = { now: Date.now, ...options };
  }

  /** Increases with every invalidation; pass it back to set(). */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#options.now() - entry.storedAt >= this.#options.maxAgeMs) {
      this.#delete(key, entry);
      return undefined;
    }
    // Re-insert so the Map's order is least recently used first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.page;
  }

  /**
   * Stores a page rendered in `generation` from the tables in `read`; ignored if an
   * invalidation came since.
   */
  set(key: string, page: CachedPage, generation: number, read: ReadonlySet<string>): boolean {
    if (generation !== this.#generation) return false;
    const bytes = sizeOf(page);
    if (bytes > this.#options.maxBytes) return false;
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    this.#entries.set(key, { page, storedAt: this.#options.now(), bytes, read });
    this.#bytes += bytes;
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#entries.size <= this.#options.maxEntries && this.#bytes <= this.#options.maxBytes) {
        break;
      }
      this.#delete(oldestKey, oldest);
    }
    return true;
  }

  /**
   * Puts `next` in the place of `current` (the same page, compressed better), keeping when
   * it was stored; false when the entry has changed or gone since `current` was read.
   */
  replace(key: string, current: CachedPage, next: CachedPage): boolean {
    const entry = this.#entries.get(key);
    if (entry?.page !== current) return false;
    const bytes = sizeOf(next);
    this.#bytes += bytes - entry.bytes;
    this.#entries.set(key, { ...entry, page: next, bytes });
    return true;
  }

  /**
   * Forgets the pages `change` may have changed (every page when it names no tables), and
   * every render still in flight: it may have read a row before the change.
   */
  invalidate(change: ContentChange = { tables: null }): void {
    this.#generation += 1;
    if (!change.tables) {
      this.#entries.clear();
      this.#bytes = 0;
      return;
    }
    for (const [key, entry] of this.#entries) {
      if (isTouchedBy(change, entry.read)) this.#delete(key, entry);
    }
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

/** The process's cache of public pages. */
export const publicPageCache = new PageCache({
  maxAgeMs: 60_000,
  maxEntries: 500,
  maxBytes: 64 * 1024 * 1024,
});

onContentChange((change) => publicPageCache.invalidate(change));

/**
 * Call after any write that may change what a public page shows: this process's
 * cache is emptied at once, and other instances' through the content-change channel.
 */
export const invalidatePublicPages = announceContentChange;
