/*
 * The staff portal's file downloads (CSV exports): answers no cache keeps, since
 * they may carry personal data, and no browser second-guesses.
 */

/** A CSV file to download under `filename`. */
export function csvDownload(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** A download refused (no such list, no permission): a plain-text answer, not a page. */
export function downloadRefusal(message: string, status: number): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
