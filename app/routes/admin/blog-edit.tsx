import type { Route } from "./+types/blog-edit";
import { requireContentEditor } from "~/auth/session.server";
import { AdminCard } from "~/components/admin/admin-shell";

// Placeholder: being built (issue 6).
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  return {};
}

export default function AdminBlogEdit() {
  return <AdminCard title="Coming soon" description="This page is being built." />;
}

export { AdminRouteError as ErrorBoundary } from "~/components/admin/admin-route-error";
