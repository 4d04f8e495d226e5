/* Building the bodies of form posts for tests that call the server code directly. */

/**
 * FormData with these fields, in this order; a list is a field sent once per value,
 * a Blob is a file.
 */
export function formDataOf(fields: Record<string, string | Blob | readonly string[]>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const entry of typeof value === "string" || value instanceof Blob ? [value] : value) {
      formData.append(name, entry);
    }
  }
  return formData;
}
