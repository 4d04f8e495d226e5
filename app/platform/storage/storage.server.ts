import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "~/platform/env.server";
import { createS3Storage } from "./s3-storage.server";

/**
 * The admin-uploads bucket (spec part 2 §7: upload, public URL, remove). One
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

/** put() writes `<file>.<random>.partial` first; list() must not report those. */
const PARTIAL_SUFFIX = ".partial";

/** The bucket as a directory: each key is a file under `root`. */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);

  function fileOf(key: string): string {
    const file = path.resolve(base, checkedStorageKey(key));
    // Belt and braces: the pattern already keeps every key inside the bucket.
    if (!file.startsWith(base + path.sep)) throw new InvalidStorageKeyError(key);
    return file;
  }

  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name, then renamed: a reader never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString("hex")}${PARTIAL_SUFFIX}`;
      try {
        await writeFile(temporary, data, { flag: "wx" });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        return await readFile(file);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list() {
      let entries;
      try {
        entries = await readdir(base, { recursive: true, withFileTypes: true });
      } catch (error) {
        // Nothing uploaded yet: the directory is made by the first put.
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith(PARTIAL_SUFFIX)) continue;
        const key = path
          .relative(base, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join("/");
        if (isValidStorageKey(key)) yield key;
      }
    },
  };
}

/**
 * The process's bucket, chosen once from the environment: an S3-compatible bucket
 * with STORAGE=s3 (needed when several instances serve the site), otherwise
 * `${UPLOADS_DIR}/admin-uploads` on this machine's disk.
 */
export const storage: Storage =
  env.STORAGE === "s3"
    ? createS3Storage({
        // env.server.ts refuses STORAGE=s3 without S3_BUCKET.
        bucket: env.S3_BUCKET ?? "",
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        credentials:
          env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
            : undefined,
      })
    : createLocalStorage(path.join(env.UPLOADS_DIR, "admin-uploads"));
