import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";
import { env } from "./env.server";
import { readOrCreateSecretFile } from "./secret-file.server";

/**
 * Patients' messages (contact form, partnership requests) are encrypted at rest with
 * AES-256-GCM, field by field: a copy of the database or a backup shows nobody what
 * people wrote. A stored value reads
 *
 *   enc1.<key id>.<12-byte IV, base64url>.<ciphertext and 16-byte tag, base64url>
 *
 * and is bound to its column (the additional authenticated data), so a value moved to
 * another column fails to decrypt instead of showing up in the wrong place.
 *
 * Keys: MESSAGE_ENCRYPTION_KEYS lists one or more 32-byte keys (base64 or base64url,
 * optionally "id:key"); the first encrypts, every one decrypts. To rotate, put the new
 * key first and keep the old ones; the server re-encrypts older values in the background
 * at start (reencryptInboxMessages), and once its log says so the old key can go
 * (docs/deployment.md). Unset: one key generated on the first start in MESSAGE_KEY_FILE.
 */

const PREFIX = "enc1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export type MessageKey = { id: string; key: Buffer };

export class MessageKeyError extends Error {
  override name = "MessageKeyError";
}

/** Parses "key", "id:key" or a comma-separated list of them; throws with a clear message. */
export function parseMessageKeys(spec: string): MessageKey[] {
  const keys = spec
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part, index) => {
      const colon = part.indexOf(":");
      const encoded = colon === -1 ? part : part.slice(colon + 1);
      const key = Buffer.from(encoded, "base64url");
      if (key.length !== 32) {
        throw new MessageKeyError(
          `MESSAGE_ENCRYPTION_KEYS: key ${index + 1} is not 32 bytes of base64 (make one with: openssl rand -base64 32)`,
        );
      }
      const id = colon === -1 ? defaultKeyId(key) : part.slice(0, colon);
      if (!KEY_ID_PATTERN.test(id)) {
        throw new MessageKeyError(
          `MESSAGE_ENCRYPTION_KEYS: key id "${id.slice(0, 40)}" must be 1-32 letters, digits, "_" or "-"`,
        );
      }
      return { id, key };
    });
  if (keys.length === 0) throw new MessageKeyError("MESSAGE_ENCRYPTION_KEYS has no key");
  if (new Set(keys.map((key) => key.id)).size !== keys.length) {
    throw new MessageKeyError("MESSAGE_ENCRYPTION_KEYS: two keys have the same id");
  }
  return keys;
}

/** A short name derived from the key itself, so a bare key needs no id chosen for it. */
function defaultKeyId(key: Buffer): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 8);
}

export type MessageCipher = {
  /** The id of the key new values are encrypted with. */
  readonly currentKeyId: string;
  encrypt(plaintext: string, column: string): string;
  /**
   * The plaintext. A value stored before encryption existed (no prefix) is returned
   * as it is; a value under an unknown key or tampered with throws.
   */
  decrypt(stored: string, column: string): string;
  /** Whether a stored value is plaintext or under another key than the current one. */
  isStale(stored: string): boolean;
  /**
   * A keyed hash of a text (HMAC-SHA256 with the current key): equal texts give equal
   * digests, and without the key a digest tells nothing, not even by guessing.
   */
  digest(text: string): string;
};

export function createMessageCipher(keys: readonly MessageKey[]): MessageCipher {
  const [current] = keys;
  if (!current) throw new MessageKeyError("no message encryption key");
  const byId = new Map(keys.map((key) => [key.id, key.key]));

  return {
    currentKeyId: current.id,
    encrypt(plaintext, column) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", current.key, iv);
      cipher.setAAD(Buffer.from(column));
      const body = Buffer.concat([
        cipher.update(plaintext, "utf8"),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      return `${PREFIX}.${current.id}.${iv.toString("base64url")}.${body.toString("base64url")}`;
    },
    decrypt(stored, column) {
      if (!stored.startsWith(`${PREFIX}.`)) return stored;
      const [, keyId = "", ivText = "", bodyText = ""] = stored.split(".");
      const key = byId.get(keyId);
      if (!key) throw new MessageKeyError(`no key "${keyId}" to decrypt a stored message with`);
      const iv = Buffer.from(ivText, "base64url");
      const body = Buffer.from(bodyText, "base64url");
      if (iv.length !== IV_BYTES || body.length < TAG_BYTES) {
        throw new MessageKeyError("a stored message is damaged");
      }
      const decipher = createDecipheriv("aes-256-gcm", key, iv);
      decipher.setAAD(Buffer.from(column));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(body.subarray(0, body.length - TAG_BYTES)),
        decipher.final(),
      ]).toString("utf8");
    },
    isStale(stored) {
      return !stored.startsWith(`${PREFIX}.${current.id}.`);
    },
    digest(text) {
      return createHmac("sha256", current.key).update(text, "utf8").digest("base64url");
    },
  };
}

let processCipher: MessageCipher | undefined;

/** The process's cipher, from MESSAGE_ENCRYPTION_KEYS or the generated key file. */
export function messageCipher(): MessageCipher {
  processCipher ??= createMessageCipher(
    parseMessageKeys(
      env.MESSAGE_ENCRYPTION_KEYS ??
        readOrCreateSecretFile(env.MESSAGE_KEY_FILE, "message encryption key"),
    ),
  );
  return processCipher;
}
