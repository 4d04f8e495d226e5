import { siteLanguagesText } from "~/i18n/locales";
import { ExternalLink, Plus } from "lucide-react";
import type { Route } from "./+types/foundation-events";
import { requireContentEditor } from "~/features/auth/session.server";
import { answerFoundationList } from "~/features/foundation/foundation-admin.server";
import { listEvents } from "~/features/foundation/foundation-catalogues.server";
import { eventStatus, formatEventDate } from "~/features/foundation/foundation";
import { logger } from "~/platform/logger.server";
import { AdminAlertRegion } from "~/ui/admin/admin-alert";
import { AdminCard } from "~/ui/admin/admin-shell";
import { adminMeta } from "~/ui/admin/meta";
import { OrderedList } from "~/ui/admin/ordered-list";
import { ButtonLink, buttonClasses } from "~/ui/button";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  try {
    const now = new Date();
    const events = await listEvents(context.db);
    return {
      events: events.map((event, index) => ({
        id: event.id,
        title: event.texts.en.title,
        active: event.active,
        position: index + 1,
        when: `${formatEventDate(event.date, "en-US")} · ${eventStatus(event.date, now) === "upcoming" ? "upcoming" : "past"}`,
      })),
    };
  } catch (error) {
    logger.error({ err: error }, "admin foundation event list failed");
    return { events: null };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  return answerFoundationList("event", {
    request,
    db: context.db,
    actor: { id: editor.id, email: editor.email },
  });
}

export const meta: Route.MetaFunction = () => adminMeta("Foundation Events");

export default function AdminFoundationEvents({ loaderData, actionData }: Route.ComponentProps) {
  const { events } = loaderData;
  const problem = events === null ? "Failed to fetch the events." : actionData?.error;
  return (
    <div className="space-y-6">
      <AdminAlertRegion message={problem ?? null} />
      <AdminCard
        title={events === null ? "Foundation Events" : `Foundation Events (${events.length})`}
        description={`The VIP Foundation's events, shown on the Foundation page by date in ${siteLanguagesText}: upcoming until their day has passed, then as past events.`}
        actions={
          <div className="flex flex-wrap gap-2">
            <a
              href="/foundation"
              target="_blank"
              rel="noreferrer"
              className={buttonClasses("ghost")}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              View on the site<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <ButtonLink to="/admin/foundation-events/new">
              <Plus className="size-4" aria-hidden="true" />
              Add Event
            </ButtonLink>
          </div>
        }
      >
        {events === null ? null : events.length === 0 ? (
          <p className="text-slate-600">No events yet. Add the first one.</p>
        ) : (
          <OrderedList
            noun="event"
            movable={false}
            rows={events.map((event) => ({
              id: event.id,
              title: event.title,
              position: event.position,
              active: event.active,
              editTo: `/admin/foundation-events/${event.id}`,
              details: event.when,
            }))}
          />
        )}
      </AdminCard>
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
