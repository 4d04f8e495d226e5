import type { Route } from "./+types/lab-tests-export";
import { requireContentEditor } from "~/features/auth/session.server";
import { exportLabTestsCsv } from "~/features/lab-tests/lab-tests.server";

/**
 * The lab price list as a CSV download (code, name, price), the file the
 * import reads back. Content editors only: anyone else gets 403 rather than
 * the login page, since this is a file, not a page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db).catch((thrown: unknown) => {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      throw new Response("You do not have permission to do this.", {
        status: 403,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    }
    throw thrown;
  });
  const csv = await exportLabTestsCsv(context.db);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="lab-price-list-${date}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
