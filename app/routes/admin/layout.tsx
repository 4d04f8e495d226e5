import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { adminMeta } from "~/ui/admin/meta";
import { isAdmin, roleLabels } from "~/features/auth/roles";
import { requireContentEditor } from "~/features/auth/session.server";
import { AdminErrorPanel, AdminShell } from "~/ui/admin/admin-shell";

export async function loader({ request, context }: Route.LoaderArgs) {
  // Children check again (and send one-time-password holders to /admin/account).
  const user = await requireContentEditor(request, context.db, { allowOneTimePassword: true });
  return {
    user: {
      email: user.email,
      role: user.role,
      roleLabel: roleLabels[user.role],
      isAdmin: isAdmin(user.role),
      mustChangePassword: user.mustChangePassword,
    },
  };
}

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell user={loaderData.user}>
      <Outlet />
    </AdminShell>
  );
}

/** The layout itself failed: no frame to draw, so a page of its own with its <h1>. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <main id="admin-content" className="mx-auto max-w-xl space-y-6 px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">Staff portal</h1>
      <AdminErrorPanel status={isRouteErrorResponse(error) ? error.status : null} />
    </main>
  );
}
