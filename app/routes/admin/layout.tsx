import { data, isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { adminMeta } from "~/admin/meta";
import { requireContentEditor } from "~/auth/session.server";
import { AdminShell, AdminCard } from "~/components/admin/admin-shell";
import { buttonClasses } from "~/components/ui/button";
import { Toaster, useToast } from "~/components/ui/toaster";
import { readToast } from "~/utils/toast.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  // Children check again (and send one-time-password holders to /admin/account).
  const user = await requireContentEditor(request, context.db, { allowOneTimePassword: true });
  const { toast, headers } = await readToast(request);
  return data(
    {
      user: { email: user.email, role: user.role, mustChangePassword: user.mustChangePassword },
      toast,
    },
    { headers },
  );
}

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useToast(loaderData.toast);
  return (
    <AdminShell user={loaderData.user}>
      <Outlet />
      <Toaster />
    </AdminShell>
  );
}

/** An admin page that failed or refused (403 for a content editor on an admin-only page). */
export function ErrorBoundary() {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <main id="admin-content" className="mx-auto max-w-xl px-4 py-16">
      <AdminCard
        title={forbidden ? "You do not have access to this page" : "Something went wrong"}
        description={
          forbidden
            ? "This page is for admins. Ask an admin if you need it."
            : "The page could not be loaded. Please try again in a moment."
        }
      >
        <Link to="/admin" className={buttonClasses("primary")}>
          Back to the dashboard
        </Link>
      </AdminCard>
    </main>
  );
}
