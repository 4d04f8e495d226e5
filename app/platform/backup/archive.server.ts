import { createReadStream, createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";

/* The .tar.gz container of a backup: entries written one by one, and read back in order. */

export type ArchiveWriter = {
  /** Adds one file; resolves once it is handed to gzip (so uploads are not all held in memory). */
  add(name: string, data: Buffer): Promise<void>;
  /** Ends the archive and waits until every byte is on disk. */
  finish(): Promise<void>;
  /** Stops writing after a failure (the caller removes the file). */
  abort(): Promise<void>;
};

export function writeArchive(file: string, mtime: Date): ArchiveWriter {
  const pack = tar.pack();
  // Owner-only: the archive holds patients' messages and password hashes.
  const writing = pipeline(pack, createGzip(), createWriteStream(file, { mode: 0o600 }));
  // Reported by add() and finish(); this only keeps Node from calling it unhandled meanwhile.
  writing.catch(() => {});
  return {
    add(name, data) {
      return new Promise((resolve, reject) => {
        pack.entry({ name, size: data.length, mtime, mode: 0o600 }, data, (error) =>
          error ? reject(error) : resolve(),
        );
      });
    },
    async finish() {
      pack.finalize();
      await writing;
    },
    async abort() {
      pack.destroy(new Error("backup aborted"));
      await writing.catch(() => {});
    },
  };
}

/** Thrown for an archive gzip or tar cannot read: truncated, corrupted, or not a .tar.gz. */
export class UnreadableArchiveError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = "UnreadableArchiveError";
  }
}

/**
 * Calls `onEntry` with each file of the archive, in order. `accept` sees each name
 * before its bytes are read, so a foreign archive is refused without reading it.
 * Errors from `accept` and `onEntry` pass through; gzip and tar errors become
 * UnreadableArchiveError.
 */
export async function readArchive(
  file: string,
  accept: (name: string) => void,
  onEntry: (name: string, data: Buffer) => Promise<void> | void,
): Promise<void> {
  const extract = tar.extract();
  const source = createReadStream(file);
  const reading = pipeline(source, createGunzip(), extract);
  reading.catch(() => {});
  // Errors of our callbacks pass through as they are; any other comes from reading.
  let callbackFailed = false;
  async function callback(run: () => Promise<void> | void): Promise<void> {
    try {
      await run();
    } catch (error) {
      callbackFailed = true;
      throw error;
    }
  }
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type !== "file") throw new UnreadableArchiveError(`unexpected ${type} entry ${name}`);
      await callback(() => accept(name));
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      await callback(() => onEntry(name, Buffer.concat(chunks)));
    }
    await reading;
  } catch (error) {
    source.destroy();
    extract.destroy();
    await reading.catch(() => {});
    if (callbackFailed || error instanceof UnreadableArchiveError) throw error;
    // A missing file is not a corrupt one.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw error;
    throw new UnreadableArchiveError(error);
  }
}
