import { isRouteErrorResponse, useRouteError } from "react-router";
import { AdminErrorPanel } from "./admin-shell";

/**
 * Every admin page's ErrorBoundary: the failure is shown inside the layout, so
 * the sidebar, the section's <h1> and Sign Out stay.
 */
export function AdminRouteError() {
  const error = useRouteError();
  return <AdminErrorPanel status={isRouteErrorResponse(error) ? error.status : null} />;
}
