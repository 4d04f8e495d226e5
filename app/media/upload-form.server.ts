import { env } from "~/utils/env.server";
import { MAX_FILES_PER_FORM } from "./types";

/** Room for the form's text fields and multipart boundaries next to the files. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** The largest upload request: `files` files of the size limit each, plus the form around them. */
export function uploadBodyLimit(files = 1): number {
  return env.UPLOAD_MAX_BYTES * files + FORM_OVERHEAD_BYTES;
}

/** The limit of a form that may carry up to MAX_FILES_PER_FORM files (the no-JavaScript upload). */
export function multiFileBodyLimit(): number {
  return uploadBodyLimit(MAX_FILES_PER_FORM);
}

export type UploadFormBody =
  | { ok: true; formData: FormData }
  /** 413: larger than allowed (declared or counted), 400: not a form body. */
  | { ok: false; status: 413 | 400 };

/**
 * Reads a (multipart) form of at most `maxBytes`, counting the bytes as they
 * arrive: a body that declares no length (chunked) cannot slip past the limit,
 * and nothing past it is held in memory.
 */
export async function readUploadForm(request: Request, maxBytes: number): Promise<UploadFormBody> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) return { ok: false, status: 413 };
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

  const contentType = request.headers.get("content-type") ?? "";
  try {
    const formData = await new Response(Buffer.concat(chunks), {
      headers: { "Content-Type": contentType },
    }).formData();
    return { ok: true, formData };
  } catch {
    return { ok: false, status: 400 };
  }
}
