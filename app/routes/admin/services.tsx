import { siteLanguagesText } from "~/i18n/locales";
import { ExternalLink, Pencil } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/services";
import { requireContentEditor } from "~/features/auth/session.server";
import { listServicePages } from "~/features/services/service-details.server";
import { centsToDollarsText } from "~/platform/forms/money";
import { logger } from "~/platform/logger.server";
import { AdminAlertRegion } from "~/ui/admin/admin-alert";
import { AdminCard } from "~/ui/admin/admin-shell";
import { adminMeta } from "~/ui/admin/meta";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  try {
    const services = await listServicePages(context.db);
    return {
      services: services.map((service) => ({
        id: service.id,
        title: service.texts.en.title,
        price:
          service.id === "membership"
            ? "From the Membership Plans"
            : service.priceFromCents === null
              ? "No price (ask us)"
              : service.priceToCents === null
                ? `From $${centsToDollarsText(service.priceFromCents)}`
                : `$${centsToDollarsText(service.priceFromCents)} – $${centsToDollarsText(service.priceToCents)}`,
        faqs: service.faqs.length,
      })),
    };
  } catch (error) {
    logger.error({ err: error }, "admin service page list failed");
    return { services: null };
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Service Pages");

export default function AdminServices({ loaderData }: Route.ComponentProps) {
  const { services } = loaderData;
  return (
    <div className="space-y-6">
      <AdminAlertRegion message={services === null ? "Failed to fetch the service pages." : null} />
      <AdminCard
        title="Service Pages"
        description={`The five service pages (/services/…): their texts, prices and questions, in ${siteLanguagesText}. The set of services and their pictures are part of the site.`}
      >
        {services === null ? null : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {services.map((service) => (
              <li key={service.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold break-words text-slate-900">{service.title}</h3>
                  <p className="mt-1 text-sm text-slate-700">
                    {service.price} ·{" "}
                    {service.faqs === 1 ? "1 question" : `${service.faqs} questions`}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-1">
                  <a
                    href={`/services/${service.id}`}
                    target="_blank"
                    rel="noreferrer"
                    className={cn(buttonClasses("ghost"), "px-3")}
                  >
                    <ExternalLink className="size-4" aria-hidden="true" />
                    View
                    <span className="sr-only">
                      {" "}
                      {service.title} on the site (opens in a new tab)
                    </span>
                  </a>
                  <Link
                    to={`/admin/services/${service.id}`}
                    className={cn(buttonClasses("secondary"), "px-3")}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                    Edit<span className="sr-only"> {service.title}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </AdminCard>
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
