import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
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
