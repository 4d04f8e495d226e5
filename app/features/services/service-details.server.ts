import { eq, sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "~/features/audit/index.server";
import { editConflict, recordRevision } from "~/features/history/index.server";
import { getMembershipPriceCents } from "~/features/membership/index.server";
import { withClinicHours } from "~/features/site-content/index.server";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { rememberUntilContentChange } from "~/platform/content-changes.server";
import type { Database } from "~/platform/db/client.server";
import { serviceDetailsTable } from "~/platform/db/schema";
import { textsIn } from "~/platform/localized-texts";
import { logger } from "~/platform/logger.server";
import type { EditConflict } from "~/ui/admin/edit-conflict";
import { formatCents } from "~/features/membership";
import { priceLine, type PriceLabels } from "./service-details";
import {
  faqListSchema,
  serviceFormValues,
  serviceTextsSchema,
  type ServiceInput,
} from "./service-form";
import { isServiceDetailId, serviceDetails, type ServiceDetailId } from "./services";

/*
 * The service detail pages' texts and prices in the database (service_details, one row
 * per service of services.ts): what /services/<id> shows (kept until the content
 * changes) and the portal's list and editor. A save records a revision and an audit
 * entry in its transaction.
 */

const ENTITY_TYPE = "service_page";

export type StoredService = ServiceInput & {
  id: ServiceDetailId;
  version: number;
  updatedAt: Date;
};

const columns = {
  id: serviceDetailsTable.id,
  priceFromCents: serviceDetailsTable.priceFromCents,
  priceToCents: serviceDetailsTable.priceToCents,
  texts: serviceDetailsTable.texts,
  faqs: serviceDetailsTable.faqs,
  version: serviceDetailsTable.version,
  updatedAt: serviceDetailsTable.updatedAt,
};

type Row = {
  id: string;
  priceFromCents: number | null;
  priceToCents: number | null;
  texts: unknown;
  faqs: unknown;
  version: number;
  updatedAt: Date;
};

function toService(row: Row): StoredService | null {
  const texts = serviceTextsSchema.safeParse(row.texts);
  const faqs = faqListSchema.safeParse(row.faqs);
  if (!isServiceDetailId(row.id) || !texts.success || !faqs.success) {
    logger.error({ serviceId: row.id }, "a service page's stored texts are not valid: not shown");
    return null;
  }
  return { ...row, id: row.id, texts: texts.data, faqs: faqs.data };
}

const order = (id: string) => serviceDetails.findIndex((service) => service.id === id);

/** The five service pages in footer order (one missing or unreadable is left out). */
export async function listServicePages(db: Database): Promise<StoredService[]> {
  const rows = await db.select(columns).from(serviceDetailsTable);
  return rows
    .map(toService)
    .filter((service): service is StoredService => service !== null)
    .sort((a, b) => order(a.id) - order(b.id));
}

/** Every service page, kept until the content changes. */
async function rememberedServicePages(db: Database): Promise<StoredService[]> {
  return structuredClone(
    await rememberUntilContentChange("service_details", () => listServicePages(db)),
  );
}

export async function findServicePage(db: Database, id: string): Promise<StoredService | null> {
  if (!isServiceDetailId(id)) return null;
  const [row] = await db
    .select(columns)
    .from(serviceDetailsTable)
    .where(eq(serviceDetailsTable.id, id));
  return row ? toService(row) : null;
}

/** What a service page shows in one language. */
export type ServicePageContent = {
  id: ServiceDetailId;
  title: string;
  subtitle: string;
  description: readonly string[];
  price: string;
  benefits: readonly string[];
  faqs: { question: string; answer: string }[];
};

export type ServicePriceLabels = PriceLabels & {
  /** The membership's line, "Starting at {amount}/month". */
  membershipPrice: string;
  /** The membership's line while no plan is shown. */
  priceOnRequest: string;
};

/** A service's texts in one language (a missing text in English), before the hours. */
function pageContent(
  service: StoredService,
  locale: Locale,
  labels: ServicePriceLabels,
  membershipPriceCents: number | null,
): ServicePageContent {
  const texts = textsIn(service.texts, locale);
  const price =
    service.id === "membership"
      ? membershipPriceCents === null
        ? labels.priceOnRequest
        : format(labels.membershipPrice, { amount: formatCents(membershipPriceCents, locale) })
      : priceLine(
          { fromCents: service.priceFromCents, toCents: service.priceToCents },
          texts.priceNote,
          labels,
          locale,
        );
  return {
    id: service.id,
    title: texts.title,
    subtitle: texts.subtitle,
    description: texts.description,
    price,
    benefits: texts.benefits,
    faqs: service.faqs.map((faq) => textsIn(faq, locale)),
  };
}

/**
 * A service page in the visitor's language with the clinic's hours in its
 * placeholders, and the other services' titles and subtitles (for the suggestions);
 * null when the service has no page.
 */
export async function getServicePage(
  db: Database,
  { id, locale, labels }: { id: ServiceDetailId; locale: Locale; labels: ServicePriceLabels },
): Promise<{ service: ServicePageContent; all: ServicePageContent[] } | null> {
  const services = await rememberedServicePages(db);
  const membershipPriceCents = id === "membership" ? await getMembershipPriceCents(db) : null;
  const all = await withClinicHours(
    db,
    locale,
    services.map((service) => pageContent(service, locale, labels, membershipPriceCents)),
  );
  const service = all.find((entry) => entry.id === id);
  return service ? { service, all } : null;
}

/** When each service page last changed (by service id), for the sitemap. */
export async function servicePagesUpdatedAt(db: Database): Promise<Map<string, Date>> {
  const rows = await db
    .select({ id: serviceDetailsTable.id, updatedAt: serviceDetailsTable.updatedAt })
    .from(serviceDetailsTable);
  return new Map(rows.map((row) => [row.id, row.updatedAt]));
}

export type ServiceUpdateResult =
  | { kind: "done"; title: string }
  | { kind: "not-found" }
  | { kind: "conflict"; version: number; conflict: EditConflict };

/** Replaces a service page's texts and price, unless someone saved it since `baseVersion`. */
export async function updateServicePage(
  db: Database,
  {
    id,
    service,
    baseVersion,
    actor,
  }: { id: string; service: ServiceInput; baseVersion: number; actor: AuditActor },
): Promise<ServiceUpdateResult> {
  if (!isServiceDetailId(id)) return { kind: "not-found" };
  return db.transaction(async (tx): Promise<ServiceUpdateResult> => {
    const [row] = await tx
      .select(columns)
      .from(serviceDetailsTable)
      .where(eq(serviceDetailsTable.id, id))
      .for("update");
    if (!row) return { kind: "not-found" };
    if (row.version !== baseVersion) {
      const current = toService(row);
      const conflict = await editConflict(tx, {
        entityType: ENTITY_TYPE,
        entityId: id,
        current: row,
        theirs: serviceFormValues(current ?? service),
        yours: serviceFormValues(service),
        editor: actor,
      });
      return { kind: "conflict", version: row.version, conflict };
    }
    const version = row.version + 1;
    await tx
      .update(serviceDetailsTable)
      .set({ ...service, version, updatedAt: sql`now()` })
      .where(eq(serviceDetailsTable.id, id));
    await recordRevision(tx, {
      entityType: ENTITY_TYPE,
      entityId: id,
      version,
      snapshot: service,
      actor,
    });
    const title = service.texts.en.title;
    await recordAudit(tx, {
      actor,
      action: "service_page.updated",
      entityType: ENTITY_TYPE,
      entityId: id,
      summary: `Updated service page ${title}`,
    });
    return { kind: "done", title };
  });
}
