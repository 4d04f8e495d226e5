import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  checkedStorageKey,
  InvalidStorageKeyError,
  isValidStorageKey,
  type Storage,
} from "./storage-keys";

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
    async *listOlderThan(cutoff) {
      for await (const key of this.list()) {
        try {
          if ((await stat(fileOf(key))).mtime < cutoff) yield key;
        } catch {
          // Removed meanwhile.
        }
      }
    },
    async check() {
      // The directory is normally made by the first put: make it now, as that put would.
      await mkdir(base, { recursive: true });
      await access(base, constants.W_OK);
    },
  };
}
