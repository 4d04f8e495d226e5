import { Form, redirect } from "react-router";
import type { Route } from "./+types/waiting";
import { isContentEditor } from "~/features/auth/roles";
import { getSessionUser, homeFor, LOGIN_PATH } from "~/features/auth/session.server";
import { AuthCard } from "~/ui/admin/auth-card";
import { adminMeta } from "~/ui/admin/meta";
import { Button } from "~/ui/button";

/**
 * /admin/waiting: a signed-in account without a role (the role "user") lands here, from
 * the login and from any portal page, rather than on the public site without a word. It
 * says the account exists and waits for an admin, and offers to sign out. Outside the
 * portal's layout: the layout's guard is what sends such accounts here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context.db);
  if (!user) throw redirect(LOGIN_PATH);
  // Given a role meanwhile: straight into the portal.
  if (isContentEditor(user.role)) throw redirect(homeFor(user));
  return { email: user.email };
}

export const meta: Route.MetaFunction = () => adminMeta("Waiting for a role");

export default function WaitingForRole({ loaderData }: Route.ComponentProps) {
  return (
    <AuthCard title="Waiting for a role" notice={null}>
      <div className="space-y-4 text-slate-700">
        <p>
          You are signed in as{" "}
          <strong className="font-semibold break-all text-slate-900">{loaderData.email}</strong>.
          Your account exists, but it does not have a role in the staff portal yet.
        </p>
        <p>
          An administrator has to give it one (content editor or admin). Ask one of them, then sign
          in again or reload this page.
        </p>
      </div>
      <Form method="post" action="/admin/logout" className="mt-6">
        <Button type="submit" variant="secondary" size="lg" className="w-full">
          Sign out
        </Button>
      </Form>
    </AuthCard>
  );
}
