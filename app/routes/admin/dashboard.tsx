import { FileText, Image, type LucideIcon, Mail, Newspaper, Plus, Users } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { listRecentAudit } from "~/features/audit/index.server";
import { getDashboardCounts } from "~/features/dashboard/dashboard.server";
import { adminMeta } from "~/ui/admin/meta";
import { requireContentEditor } from "~/features/auth/session.server";
import { AdminCard } from "~/ui/admin/admin-shell";
import { buttonClasses } from "~/ui/button";
import { logger } from "~/platform/logger.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const [counts, activity] = await Promise.all([
    getDashboardCounts(context.db),
    listRecentAudit(context.db, 10).catch((error: unknown) => {
      logger.error({ err: error }, "recent activity could not be loaded");
      return [];
    }),
  ]);
  return { counts, activity };
}

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/New_York",
});

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts, activity } = loaderData;
  const cards: { label: string; value: number; icon: LucideIcon; to: string }[] = [
    { label: "Team Members", value: counts.teamMembers, icon: Users, to: "/admin/team" },
    { label: "Blog Posts", value: counts.blogPosts, icon: FileText, to: "/admin/blog" },
    { label: "Published Posts", value: counts.publishedPosts, icon: Newspaper, to: "/admin/blog" },
    { label: "Media Files", value: counts.mediaFiles, icon: Image, to: "/admin/media" },
  ];
  return (
    <div className="space-y-6">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Site content counts">
        {cards.map(({ label, value, icon: Icon, to }) => (
          <li key={label}>
            <Link
              to={to}
              className="flex items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-300"
            >
              <span>
                <span className="block text-sm font-medium text-slate-600">{label}</span>
                <span className="mt-1 block text-3xl font-bold text-slate-900" data-testid="count">
                  {value}
                </span>
              </span>
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <p
        className={
          counts.failedDeliveries > 0
            ? "rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
            : "rounded-xl border border-slate-200 bg-white p-4 text-slate-700"
        }
        data-testid="deliveries"
      >
        <Mail className="mr-2 inline size-4 align-[-2px]" aria-hidden="true" />
        E-mails waiting to be sent: <strong>{counts.pendingDeliveries}</strong>. Failed:{" "}
        <strong>{counts.failedDeliveries}</strong>
        {counts.failedDeliveries > 0 ? (
          <>
            {" "}
            (open the item in the{" "}
            <Link to="/admin/inbox" className="underline">
              Inbox
            </Link>{" "}
            to send it again)
          </>
        ) : null}
        .
      </p>

      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <AdminCard title="Quick Actions">
          <div className="flex flex-col gap-3">
            <Link to="/admin/team/new" className={buttonClasses("secondary")}>
              <Plus className="size-4" aria-hidden="true" />
              Add Team Member
            </Link>
            <Link to="/admin/blog/new" className={buttonClasses("secondary")}>
              <Plus className="size-4" aria-hidden="true" />
              New Blog Post
            </Link>
          </div>
        </AdminCard>

        <AdminCard title="Recent Activity" description="The latest changes made in the portal.">
          {activity.length === 0 ? (
            <p className="text-slate-600">No changes yet.</p>
          ) : (
            <ol className="divide-y divide-slate-100">
              {activity.map((entry) => (
                <li key={entry.id} className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
                  <time
                    dateTime={new Date(entry.createdAt).toISOString()}
                    className="shrink-0 text-sm text-slate-600 sm:w-44"
                  >
                    {dateTime.format(new Date(entry.createdAt))}
                  </time>
                  <p className="text-slate-800">
                    <span className="font-medium">{entry.actorEmail}</span>
                    {": "}
                    {entry.summary}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </AdminCard>
      </div>
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
