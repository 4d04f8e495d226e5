import { readdirSync, type Dirent } from "node:fs";
import path from "node:path";

/* The files tests leave on disk (stored uploads and their variants), read back. */

/** Every file below `dir`, as paths relative to it, sorted; none when `dir` does not exist. */
export function filesUnder(dir: string): string[] {
  try {
    return (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}
