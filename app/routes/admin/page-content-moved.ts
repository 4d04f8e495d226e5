import { redirect } from "react-router";
import type { Route } from "./+types/page-content-moved";

/**
 * The section's earlier address, /admin/page-content: now /admin/content (the spec's). A
 * bookmark keeps working (301, with its ?edit= or ?new=), and a form from a page opened
 * before the move is re-posted there (308 keeps the method and body).
 */
function movedTo(request: Request): string {
  return `/admin/content${new URL(request.url).search}`;
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(movedTo(request), 301);
}

export function action({ request }: Route.ActionArgs) {
  return redirect(movedTo(request), 308);
}
