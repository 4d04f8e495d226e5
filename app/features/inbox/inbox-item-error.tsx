import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { AdminCard } from "~/ui/admin/admin-shell";
import { AdminRouteError } from "~/ui/admin/admin-route-error";
import { buttonClasses } from "~/ui/button";

/** The inbox detail page's ErrorBoundary: a missing item says so; anything else as usual. */
export function InboxItemError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <AdminCard
        title="This item does not exist"
        description="It may have been deleted, or the link is incomplete."
      >
        <Link to="/admin/inbox" className={buttonClasses("primary")}>
          Back to the inbox
        </Link>
      </AdminCard>
    );
  }
  return <AdminRouteError />;
}
