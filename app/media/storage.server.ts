import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "~/utils/env.server";

/**
 * The admin-uploads bucket (spec part 2 §7: upload, public URL, remove). One
 * interface, so an S3 (or other object store) backend can replace the local
 * disk later without touching its callers. Keys are relative names such as
 * "5f0c….jpg" or "about-us/5f0c….png"; the public URL of a key is
 * uploadUrl(key) in ./image-url.ts.
 */
export type Storage = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
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

/** The bucket as a directory: each key is a file under `root`. */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);

  function fileOf(key: string): string {
    if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
    const file = path.resolve(base, key);
    // Belt and braces: the pattern already keeps every key inside the bucket.
    if (!file.startsWith(base + path.sep)) throw new InvalidStorageKeyError(key);
    return file;
  }

  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name, then renamed: a reader never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString("hex")}.partial`;
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
  };
}

/** The process's bucket: `${UPLOADS_DIR}/admin-uploads` on local disk. */
export const storage: Storage = createLocalStorage(path.join(env.UPLOADS_DIR, "admin-uploads"));
