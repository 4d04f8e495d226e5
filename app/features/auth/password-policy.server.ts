import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordMessages } from "./password-policy";

let commonPasswords: Set<string> | undefined;

/**
 * True when the password (ignoring case and surrounding spaces) is in a public breach
 * list: the password dictionary of @zxcvbn-ts/language-common (about 18,000 entries
 * long enough to pass the length rule). Read once, on the first check.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    dictionary["passwords-common"]
      .map((entry) => entry.toLowerCase())
      .filter((entry) => [...entry].length >= PASSWORD_MIN_LENGTH),
  );
  return commonPasswords.has(password.trim().toLowerCase());
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length === 0) return passwordMessages.required;
  // Characters, not UTF-16 units: an emoji counts once.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  if (isCommonPassword(password)) return passwordMessages.common;
  return null;
}
