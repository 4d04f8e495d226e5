import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Tokens for links that must work without a session (a preview, a newsletter's
 * confirmation): dot-separated parts, then an HMAC of them with a key for one purpose
 * (derivedSecret, app/features/auth). Nothing is stored to check one, every instance
 * accepts them, and nobody can make one without the secret.
 */

const PART = /^[A-Za-z0-9_-]+$/;
const MAX_TOKEN_LENGTH = 300;

function signatureOf(key: Buffer, payload: string): string {
  return createHmac("sha256", key).update(payload).digest("base64url");
}

/** `parts` (URL-safe, no dots) and their signature, as one URL-safe token. */
export function signToken(key: Buffer, parts: readonly string[]): string {
  if (parts.length === 0 || !parts.every((part) => PART.test(part))) {
    throw new TypeError("token parts must be non-empty URL-safe text without dots");
  }
  const payload = parts.join(".");
  return `${payload}.${signatureOf(key, payload)}`;
}

/**
 * The parts of a token this key signed, if it has exactly `count` of them; else null
 * (a forgery, a truncated link, anything else that arrived in its place).
 */
export function readSignedToken(key: Buffer, token: unknown, count: number): string[] | null {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  const pieces = token.split(".");
  if (pieces.length !== count + 1 || !pieces.every((piece) => PART.test(piece))) return null;
  const parts = pieces.slice(0, count);
  const expected = Buffer.from(signatureOf(key, parts.join(".")));
  const given = Buffer.from(pieces[count] ?? "");
  // Constant time: how much of a forged signature matched must not show in the timing.
  return given.length === expected.length && timingSafeEqual(given, expected) ? parts : null;
}

/** An expiry as a token part (milliseconds, base 36), and back (null: not one). */
export function expiryPart(expiresAt: Date): string {
  return expiresAt.getTime().toString(36);
}

export function readExpiryPart(part: string): Date | null {
  const time = parseInt(part, 36);
  return Number.isSafeInteger(time) && time > 0 ? new Date(time) : null;
}
