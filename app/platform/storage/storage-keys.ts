/**
 * The admin-uploads bucket: staff upload files, each is served at a public URL,
 * and staff can remove them. One
 * interface over local disk and S3-compatible object storage (./s3-storage.server.ts),
 * so callers never know which. Keys are relative names such as "5f0c….jpg" or
 * "about-us/5f0c….png"; the public URL of a key is uploadUrl(key) in ./image-url.ts.
 */
export type Storage = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every stored key (backups walk the whole bucket). An async iterable, so a large
   * bucket is read page by page rather than all at once; the order is unspecified.
   * Names that are not valid keys (never written through this interface) are skipped.
   */
  list(): AsyncIterable<string>;
  /**
   * The keys whose object was last written before `cutoff`: what the sweep of objects
   * no row refers to may remove (a newer one may belong to an upload in progress).
   */
  listOlderThan(cutoff: Date): AsyncIterable<string>;
  /**
   * Resolves when the bucket can be used, rejects with why not: a cheap probe for the
   * readiness check (/readyz) that reads and writes no object.
   */
  check(): Promise<void>;
};

/**
 * A key is one to three "/"-separated segments of letters, digits, "_", "-"
 * and single dots, each starting with a letter or digit: no "..", no absolute
 * path, no backslash, no hidden file, nothing a file system or URL treats specially.
 */
const KEY_PATTERN =
  /^(?:[A-Za-z0-9][A-Za-z0-9_-]*\/){0,2}[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*$/;
const MAX_KEY_LENGTH = 200;

export function isValidStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key) && !key.includes("..");
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = "InvalidStorageKeyError";
  }
}

/** The key itself, or InvalidStorageKeyError: every backend checks before any I/O. */
export function checkedStorageKey(key: string): string {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
  return key;
}
