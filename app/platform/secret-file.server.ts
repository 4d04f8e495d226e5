import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { logger } from "./logger.server";

/**
 * A secret kept in a file on this machine, generated (32 random bytes, base64url) the
 * first time it is needed. For one machine only: several instances must be given the
 * same value through the environment instead. The file is readable by its owner only.
 */
export function readOrCreateSecretFile(file: string, what: string): string {
  const resolved = path.resolve(file);
  try {
    return readFileSync(resolved, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(resolved), { recursive: true });
    try {
      writeFileSync(resolved, `${randomBytes(32).toString("base64url")}\n`, {
        flag: "wx",
        mode: 0o600,
      });
      logger.info({ file: resolved }, `generated a new ${what}`);
    } catch {
      // Another process created it a moment ago: use theirs.
    }
    return readFileSync(resolved, "utf8").trim();
  }
}

/**
 * Writes a file only its owner can read (0600), replacing one that is there; its
 * folder is created private (0700) when missing.
 */
export function writePrivateFile(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, content, { mode: 0o600 });
  // `mode` applies only when the file is created: tighten one that was already there.
  chmodSync(file, 0o600);
}
