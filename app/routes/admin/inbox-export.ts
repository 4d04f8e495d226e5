import type { Route } from "./+types/inbox-export";
import { requireContentEditor } from "~/auth/session.server";

// Placeholder: being built (issue 6).
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  return new Response("Not yet available", { status: 404 });
}
