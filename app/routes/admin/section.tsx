import { useLocation } from "react-router";
import type { Route } from "./+types/section";
import { adminMeta } from "~/admin/meta";
import { adminSectionName } from "~/admin/navigation";
import { requireContentEditor } from "~/auth/session.server";
import { AdminCard } from "~/components/admin/admin-shell";

/**
 * The content sections (team, blog, about us, media, page content) until the
 * content-management issue builds them: guarded like every admin page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  return null;
}

export const meta: Route.MetaFunction = ({ location }) =>
  adminMeta(adminSectionName(location.pathname));

export default function AdminSection() {
  const { pathname } = useLocation();
  return (
    <AdminCard
      title={adminSectionName(pathname)}
      description="Editing this content from the portal is coming in the next update. Until then, ask the site's developer for changes."
    />
  );
}

export { AdminRouteError as ErrorBoundary } from "~/components/admin/admin-route-error";
