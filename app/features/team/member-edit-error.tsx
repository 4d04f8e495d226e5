import { isRouteErrorResponse, useRouteError } from "react-router";
import { AdminCard } from "~/ui/admin/admin-shell";
import { AdminRouteError } from "~/ui/admin/admin-route-error";
import { ButtonLink } from "~/ui/button";

/**
 * The edit page's ErrorBoundary: an unknown member (404) says so and leads back
 * to the list; anything else is the portal's usual error panel.
 */
export function TeamEditError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <AdminRouteError />;
  return (
    <AdminCard
      title="Team member not found"
      description="There is no team member at this address. It may have been deleted."
    >
      <ButtonLink to="/admin/team">Back to Team Members</ButtonLink>
    </AdminCard>
  );
}
