/**
 * Reading public form posts on the server, the same way for every form that
 * delivers (contact, partnership, newsletter): the honeypot, the schema's input
 * and the values to show the visitor again.
 */

/** True when a bot filled the hidden field people never see (or sent something odd in it). */
export function honeypotFilled(formData: FormData, field: string): boolean {
  return formData.getAll(field).some((value) => typeof value !== "string" || value.trim() !== "");
}

/**
 * The schema's input and the values to show again, for the given fields. A field
 * must arrive once, as text: anything else (sent twice, a file) is passed on as
 * is, for the schema to refuse. The echoed value is the first text entry, passed
 * through `echo` (usually `truncate` to the field's limit).
 */
export function readFormFields<Field extends string>(
  formData: FormData,
  fields: readonly Field[],
  echo: (field: Field, value: string) => string,
): { input: Partial<Record<Field, unknown>>; values: Record<Field, string> } {
  const input: Partial<Record<Field, unknown>> = {};
  const values = {} as Record<Field, string>;
  for (const field of fields) {
    const entries = formData.getAll(field);
    input[field] = entries.length === 0 ? undefined : entries.length === 1 ? entries[0] : entries;
    values[field] = echo(field, firstText(entries));
  }
  return { input, values };
}

/**
 * The form as an object for a schema: a field sent once is its value, a field
 * sent twice is the list of its values, which a text schema refuses. Unlike
 * Object.fromEntries, a duplicated field (an id, an intent) is never read as
 * one of its values, first or last.
 */
export function formFields(formData: FormData): Record<string, unknown> {
  const fields = new Map<string, unknown>();
  for (const name of new Set(formData.keys())) {
    const entries = formData.getAll(name);
    fields.set(name, entries.length === 1 ? entries[0] : entries);
  }
  return Object.fromEntries(fields);
}

/** The text of a field sent exactly once; null when it is missing, repeated or a file. */
export function singleText(formData: FormData, name: string): string | null {
  const entries = formData.getAll(name);
  return entries.length === 1 && typeof entries[0] === "string" ? entries[0] : null;
}

/** What the visitor typed in each field, cut to its limit: for answers that do not validate. */
export function echoFormValues<Field extends string>(
  formData: FormData,
  limits: Readonly<Record<Field, number>>,
): Record<Field, string> {
  const values = {} as Record<Field, string>;
  for (const field of Object.keys(limits) as Field[]) {
    values[field] = truncate(firstText(formData.getAll(field)), limits[field]);
  }
  return values;
}

/** Every field empty: for answers given before the form was read. */
export function emptyFormValues<Field extends string>(
  fields: readonly Field[],
): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, ""])) as Record<Field, string>;
}

function firstText(entries: FormDataEntryValue[]): string {
  return entries.find((entry): entry is string => typeof entry === "string") ?? "";
}

/** Cuts text to a length without ending on half of a surrogate pair (an emoji cut in two). */
export function truncate(value: string, maxLength: number): string {
  if (value.length <= maxLength) return value;
  const cut = value.slice(0, maxLength);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Line breaks inside a one-line field could fake other fields or e-mail headers. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, " ");
}

export type FormBody =
  | { ok: true; formData: FormData }
  /** 413: larger than allowed (declared, or counted as it arrived); 400: not a form body. */
  | { ok: false; status: 413 | 400 };

/**
 * Reads a form post (urlencoded or multipart) of at most `maxBytes` without
 * throwing. The bytes are counted as they arrive: a body that declares no length
 * (chunked) cannot slip past the limit, and nothing past it is held in memory.
 */
export async function readFormBody(request: Request, maxBytes: number): Promise<FormBody> {
  const declaredLength = Number(request.headers.get("content-length") ?? 0);
  if (declaredLength > maxBytes) return { ok: false, status: 413 };
  if (!request.body) return { ok: false, status: 400 };

  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        return { ok: false, status: 413 };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400 };
  }

  try {
    const formData = await new Response(Buffer.concat(chunks), {
      headers: { "Content-Type": request.headers.get("content-type") ?? "" },
    }).formData();
    return { ok: true, formData };
  } catch {
    return { ok: false, status: 400 };
  }
}
