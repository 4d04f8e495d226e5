import type { Route } from "./+types/lab-tests-export";
import { requireContentEditor } from "~/features/auth/session.server";
import { csvDownload, downloadRefusal } from "~/platform/downloads.server";
import { exportLabTestsCsv } from "~/features/lab-tests/lab-tests.server";

/**
 * The lab price list as a CSV download (code, name, price), the file the
 * import reads back. Content editors only: anyone else gets 403 rather than
 * the login page, since this is a file, not a page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db).catch((thrown: unknown) => {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      throw downloadRefusal("You do not have permission to do this.", 403);
    }
    throw thrown;
  });
  const csv = await exportLabTestsCsv(context.db);
  const date = new Date().toISOString().slice(0, 10);
  return csvDownload(csv, `lab-price-list-${date}.csv`);
}
