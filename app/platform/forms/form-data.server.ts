import { HONEYPOT_FIELD } from "./field-names";

/**
 * Reading a posted body on the server: within a size limit, and the honeypot.
 * What the body says is read by parseSubmission (./submission.server.ts).
 */

/** True when a bot filled the hidden field people never see (or sent something odd in it). */
export function honeypotFilled(formData: FormData, field: string = HONEYPOT_FIELD): boolean {
  return formData.getAll(field).some((value) => typeof value !== "string" || value.trim() !== "");
}

/** Cuts text to a length without ending on half of a surrogate pair (an emoji cut in two). */
export function truncate(value: string, maxLength: number): string {
  if (value.length <= maxLength) return value;
  const cut = value.slice(0, maxLength);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
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
