import { asc, eq, max, sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "~/features/audit/index.server";
import { editConflict, recordRevision, tickedText } from "~/features/history/index.server";
import type { Locale } from "~/i18n/locales";
import { rememberUntilContentChange } from "~/platform/content-changes.server";
import type { Database } from "~/platform/db/client.server";
import { moveToPosition, nextPosition } from "~/platform/db/positions.server";
import { insurers } from "~/platform/db/schema";
import { textsIn } from "~/platform/localized-texts";
import { logger } from "~/platform/logger.server";
import { safeImageSrc } from "~/platform/sanitize.server";
import type { EditConflict } from "~/ui/admin/edit-conflict";
import { insurerFormValues, type InsurerInput } from "./insurer-form";
import { insurerTextsSchema } from "./insurer-form";
import type { InsurerCard } from "./insurers";

/*
 * The accepted insurers in the database: what /insurance shows (the active ones, kept
 * until the content changes) and the staff portal's list and editor. Every write
 * records a revision and an audit entry in its transaction.
 */

const ENTITY_TYPE = "insurer";
const ordered = { table: insurers, id: insurers.id, position: insurers.position };
const listOrder = [asc(insurers.position), asc(insurers.id)];

export type StoredInsurer = InsurerInput & {
  id: string;
  position: number;
  version: number;
  updatedAt: Date;
};

const columns = {
  id: insurers.id,
  name: insurers.name,
  logoUrl: insurers.logoUrl,
  position: insurers.position,
  active: insurers.active,
  texts: insurers.texts,
  version: insurers.version,
  updatedAt: insurers.updatedAt,
};

type Row = Omit<StoredInsurer, "texts"> & { texts: unknown };

function toInsurer(row: Row): StoredInsurer | null {
  const texts = insurerTextsSchema.safeParse(row.texts);
  if (!texts.success) {
    logger.error({ insurerId: row.id }, "an insurer's stored texts are not valid: not shown");
    return null;
  }
  return { ...row, texts: texts.data };
}

const isInsurer = (value: StoredInsurer | null): value is StoredInsurer => value !== null;

/** Every insurer, active or not, in the list's order. */
export async function listInsurers(db: Database): Promise<StoredInsurer[]> {
  const rows = await db
    .select(columns)
    .from(insurers)
    .orderBy(...listOrder);
  return rows.map(toInsurer).filter(isInsurer);
}

/** The active insurers in order, kept until the content changes. */
export async function listActiveInsurers(db: Database): Promise<StoredInsurer[]> {
  const list = await rememberUntilContentChange("insurers", async () => {
    const rows = await db
      .select(columns)
      .from(insurers)
      .where(eq(insurers.active, true))
      .orderBy(...listOrder);
    return rows.map(toInsurer).filter(isInsurer);
  });
  return structuredClone(list);
}

/** The insurers' cards in one language (a missing text in English). */
export function insurerCards(list: readonly StoredInsurer[], locale: Locale): InsurerCard[] {
  return list.map((insurer) => {
    const texts = textsIn(insurer.texts, locale);
    return {
      id: insurer.id,
      name: insurer.name,
      logo: safeImageSrc(insurer.logoUrl),
      description: texts.description,
      plans: texts.plans,
    };
  });
}

export async function getInsurerCards(db: Database, locale: Locale): Promise<InsurerCard[]> {
  return insurerCards(await listActiveInsurers(db), locale);
}

/** When an insurer last changed, for the sitemap. */
export async function insurersUpdatedAt(db: Database): Promise<Date | null> {
  const [row] = await db.select({ value: max(insurers.updatedAt) }).from(insurers);
  return row?.value ?? null;
}

const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export async function findInsurer(db: Database, id: string): Promise<StoredInsurer | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(columns).from(insurers).where(eq(insurers.id, id));
  return row ? toInsurer(row) : null;
}

const describe = (insurer: InsurerInput) =>
  insurer.active ? insurer.name : `${insurer.name} (inactive)`;

/** Adds an insurer at the end of the list. */
export async function createInsurer(
  db: Database,
  { insurer, actor }: { insurer: InsurerInput; actor: AuditActor },
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const position = await nextPosition(tx, ordered);
    const [created] = await tx
      .insert(insurers)
      .values({ ...insurer, position })
      .returning({ id: insurers.id });
    if (!created) throw new Error("insurer insert returned no row");
    await recordRevision(tx, {
      entityType: ENTITY_TYPE,
      entityId: created.id,
      version: 1,
      snapshot: insurer,
      actor,
    });
    await recordAudit(tx, {
      actor,
      action: "insurer.created",
      entityType: ENTITY_TYPE,
      entityId: created.id,
      summary: `Added insurer ${describe(insurer)}`,
    });
    return { id: created.id };
  });
}

export type InsurerUpdateResult =
  | { kind: "done"; name: string }
  | { kind: "not-found" }
  | { kind: "conflict"; version: number; conflict: EditConflict };

/** Replaces an insurer's fields, unless someone saved it since `baseVersion`. */
export async function updateInsurer(
  db: Database,
  {
    id,
    insurer,
    baseVersion,
    actor,
  }: { id: string; insurer: InsurerInput; baseVersion: number; actor: AuditActor },
): Promise<InsurerUpdateResult> {
  if (!isUuid(id)) return { kind: "not-found" };
  return db.transaction(async (tx): Promise<InsurerUpdateResult> => {
    const [row] = await tx.select(columns).from(insurers).where(eq(insurers.id, id)).for("update");
    if (!row) return { kind: "not-found" };
    if (row.version !== baseVersion) {
      const current = toInsurer(row);
      const conflict = await editConflict(tx, {
        entityType: ENTITY_TYPE,
        entityId: id,
        current: row,
        theirs: insurerFormValues(current ?? insurer),
        yours: insurerFormValues(insurer),
        editor: actor,
        displayed: { active: tickedText },
      });
      return { kind: "conflict", version: row.version, conflict };
    }
    const version = row.version + 1;
    await tx
      .update(insurers)
      .set({ ...insurer, version, updatedAt: sql`now()` })
      .where(eq(insurers.id, id));
    await recordRevision(tx, {
      entityType: ENTITY_TYPE,
      entityId: id,
      version,
      snapshot: insurer,
      actor,
    });
    await recordAudit(tx, {
      actor,
      action: "insurer.updated",
      entityType: ENTITY_TYPE,
      entityId: id,
      summary: `Updated insurer ${describe(insurer)}`,
    });
    return { kind: "done", name: insurer.name };
  });
}

export type InsurerListResult =
  | { kind: "done"; name: string; position: number; total: number; active: boolean }
  | { kind: "not-found" };

/** Puts an insurer at `position` of the list (1 is first). */
export async function moveInsurer(
  db: Database,
  { id, position, actor }: { id: string; position: number; actor: AuditActor },
): Promise<InsurerListResult> {
  if (!isUuid(id)) return { kind: "not-found" };
  return db.transaction(async (tx): Promise<InsurerListResult> => {
    const moved = await moveToPosition(tx, ordered, id, position);
    const [row] = await tx.select(columns).from(insurers).where(eq(insurers.id, id));
    if (!moved || !row) return { kind: "not-found" };
    if (moved.from !== moved.to) {
      await tx
        .update(insurers)
        .set({ updatedAt: sql`now()` })
        .where(eq(insurers.id, id));
      await recordAudit(tx, {
        actor,
        action: "insurer.moved",
        entityType: ENTITY_TYPE,
        entityId: id,
        summary: `Moved insurer ${row.name} to number ${moved.to} of ${moved.total}`,
      });
    }
    return {
      kind: "done",
      name: row.name,
      position: moved.to,
      total: moved.total,
      active: row.active,
    };
  });
}

/** Shows or hides an insurer on the site; a new version, so an open editor sees the change. */
export async function setInsurerActive(
  db: Database,
  { id, active, actor }: { id: string; active: boolean; actor: AuditActor },
): Promise<InsurerListResult> {
  if (!isUuid(id)) return { kind: "not-found" };
  return db.transaction(async (tx): Promise<InsurerListResult> => {
    const [row] = await tx
      .update(insurers)
      .set({ active, version: sql`${insurers.version} + 1`, updatedAt: sql`now()` })
      .where(eq(insurers.id, id))
      .returning(columns);
    const insurer = row ? toInsurer(row) : null;
    if (!row || !insurer) return { kind: "not-found" };
    await recordRevision(tx, {
      entityType: ENTITY_TYPE,
      entityId: id,
      version: row.version,
      snapshot: { name: insurer.name, logoUrl: insurer.logoUrl, active, texts: insurer.texts },
      actor,
    });
    await recordAudit(tx, {
      actor,
      action: active ? "insurer.shown" : "insurer.hidden",
      entityType: ENTITY_TYPE,
      entityId: id,
      summary: `${active ? "Showed" : "Hid"} insurer ${insurer.name}`,
    });
    return { kind: "done", name: insurer.name, position: row.position, total: 0, active };
  });
}
