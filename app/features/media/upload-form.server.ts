import { readFormBody, type FormBody } from "~/platform/forms/form-data.server";
import { env } from "~/platform/env.server";
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

export type UploadFormBody = FormBody;

/**
 * Reads a (multipart) form of at most `maxBytes`, counting the bytes as they
 * arrive (readFormBody): a body that declares no length (chunked) cannot slip
 * past the limit, and nothing past it is held in memory.
 */
export function readUploadForm(request: Request, maxBytes: number): Promise<UploadFormBody> {
  return readFormBody(request, maxBytes);
}
