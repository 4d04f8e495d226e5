import { data } from "react-router";
import { renderStandIn, standInLocale } from "~/features/demo";
import { demoStandInAt } from "~/platform/clinic";
import type { Route } from "./+types/demo-stand-in";

/**
 * /demo/booking and /demo/membership-signup: the demo configuration's booking and signup
 * pages (app/features/demo). A send is answered, never read or kept.
 */
function answer(request: Request, sent: boolean): Response {
  const kind = demoStandInAt(new URL(request.url).pathname);
  if (!kind) throw data(null, { status: 404 });
  return new Response(renderStandIn(kind, standInLocale(request), sent), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      // Its language follows the page that frames it: never kept by a shared cache.
      "Cache-Control": "private, no-cache",
      "X-Robots-Tag": "noindex",
    },
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return answer(request, false);
}

export function action({ request }: Route.ActionArgs) {
  return answer(request, true);
}
