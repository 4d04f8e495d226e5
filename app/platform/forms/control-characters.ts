/**
 * Control characters nobody types (C0 other than tab, line feed and carriage
 * return, and DEL). They only come from hand-made requests, and PostgreSQL
 * cannot store NUL at all: a text field drops them before it is checked.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "");
}

/** The form with control characters dropped from every text value (files kept as they are). */
export function withoutControlCharactersIn(formData: FormData): FormData {
  const cleaned = new FormData();
  for (const [name, value] of formData) {
    cleaned.append(name, typeof value === "string" ? withoutControlCharacters(value) : value);
  }
  return cleaned;
}
