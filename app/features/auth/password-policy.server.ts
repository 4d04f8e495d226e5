import { commonPasswordList } from "./common-passwords.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordMessages } from "./password-policy";

let commonPasswords: Set<string> | undefined;

/** True when the password (ignoring case and surrounding spaces) is on the shipped list. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(commonPasswordList.split("\n"));
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
