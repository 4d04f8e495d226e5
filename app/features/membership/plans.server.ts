import { planTextsSchema } from "./plan-form";
import { asc, count, eq, max, sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "~/features/audit/index.server";
import { editConflict, recordRevision, tickedText } from "~/features/history/index.server";
import type { Locale } from "~/i18n/locales";
import { rememberUntilContentChange } from "~/platform/content-changes.server";
import type { Database } from "~/platform/db/client.server";
import { moveToPosition, nextPosition } from "~/platform/db/positions.server";
import { membershipPlans } from "~/platform/db/schema";
import { textsIn } from "~/platform/localized-texts";
import { logger } from "~/platform/logger.server";
import { firstFreeSlug } from "~/platform/unique-slug.server";
import type { EditConflict } from "~/ui/admin/edit-conflict";
import { planFormValues, type PlanInput } from "./plan-form";
import { isPlanIcon, planTabs, yearlyCents, type PlanCardData, type PlanTab } from "./plans";

/*
 * The membership plans in the database (membership_plans): what the public pages
 * show (the active ones, kept until the content changes) and the staff portal's
 * list and editor. Every write records a revision and an audit entry in its
 * transaction, and the page cache empties when it commits.
 */

const ENTITY_TYPE = "membership_plan";
const ordered = {
  table: membershipPlans,
  id: membershipPlans.id,
  position: membershipPlans.position,
};
const listOrder = [asc(membershipPlans.position), asc(membershipPlans.id)];

/** A stored plan, its texts checked. */
export type StoredPlan = PlanInput & {
  id: string;
  slug: string;
  position: number;
  version: number;
  updatedAt: Date;
};

const columns = {
  id: membershipPlans.id,
  slug: membershipPlans.slug,
  category: membershipPlans.category,
  icon: membershipPlans.icon,
  position: membershipPlans.position,
  active: membershipPlans.active,
  featured: membershipPlans.featured,
  feeCents: membershipPlans.feeCents,
  monthlyCents: membershipPlans.monthlyCents,
  texts: membershipPlans.texts,
  version: membershipPlans.version,
  updatedAt: membershipPlans.updatedAt,
};

type Row = Omit<StoredPlan, "texts" | "category" | "icon"> & {
  texts: unknown;
  category: string;
  icon: string;
};

/** A row as a plan; null (and logged) when its stored texts or names are not valid. */
function toPlan(row: Row): StoredPlan | null {
  const texts = planTextsSchema.safeParse(row.texts);
  const category = planTabs.find((tab) => tab === row.category);
  if (!texts.success || !category) {
    logger.error({ planId: row.id }, "a membership plan's stored texts are not valid: not shown");
    return null;
  }
  return {
    ...row,
    category,
    // An icon no longer drawn shows the first one rather than failing the page.
    icon: isPlanIcon(row.icon) ? row.icon : "medal",
    texts: texts.data,
  };
}

const isPlan = (plan: StoredPlan | null): plan is StoredPlan => plan !== null;

/** Every plan, active or not, in the list's order. */
export async function listPlans(db: Database): Promise<StoredPlan[]> {
  const rows = await db
    .select(columns)
    .from(membershipPlans)
    .orderBy(...listOrder);
  return rows.map(toPlan).filter(isPlan);
}

/** The active plans in order: what the site shows, kept until the content changes. */
export async function listActivePlans(db: Database): Promise<StoredPlan[]> {
  const plans = await rememberUntilContentChange("membership-plans", async () => {
    const rows = await db
      .select(columns)
      .from(membershipPlans)
      .where(eq(membershipPlans.active, true))
      .orderBy(...listOrder);
    return rows.map(toPlan).filter(isPlan);
  });
  return structuredClone(plans);
}

/** The plans as cards in one language (a missing text in English). */
export function planCards(plans: readonly StoredPlan[], locale: Locale): PlanCardData[] {
  return plans.map((plan) => {
    const texts = textsIn(plan.texts, locale);
    return {
      slug: plan.slug,
      category: plan.category,
      icon: plan.icon,
      featured: plan.featured,
      feeCents: plan.feeCents,
      monthlyCents: plan.monthlyCents,
      yearlyCents: yearlyCents(plan),
      name: texts.name,
      description: texts.description,
      benefits: texts.benefits,
      cta: texts.cta,
    };
  });
}

/** The active plans' cards in one language. */
export async function getPlanCards(db: Database, locale: Locale): Promise<PlanCardData[]> {
  return planCards(await listActivePlans(db), locale);
}

/**
 * The price the membership is announced at ("Starting at $99/month" on its service page,
 * the Offer of the structured data): the enrolment fee of the first featured plan, else of
 * the first plan; null when no plan is active.
 */
export function headlinePriceCents(plans: readonly StoredPlan[]): number | null {
  const plan = plans.find((candidate) => candidate.featured) ?? plans[0];
  return plan ? plan.feeCents : null;
}

/** The headline price of the active plans (see headlinePriceCents). */
export async function getMembershipPriceCents(db: Database): Promise<number | null> {
  return headlinePriceCents(await listActivePlans(db));
}

/** When a plan last changed (hidden ones too: hiding one changes the page), for the sitemap. */
export async function membershipPlansUpdatedAt(db: Database): Promise<Date | null> {
  const [row] = await db.select({ value: max(membershipPlans.updatedAt) }).from(membershipPlans);
  return row?.value ?? null;
}

/** How many plans there are and how many are hidden. */
export async function countPlans(db: Database) {
  const [row] = await db
    .select({
      total: count(),
      inactive: count(sql`case when ${membershipPlans.active} then null else 1 end`),
    })
    .from(membershipPlans);
  return { total: row?.total ?? 0, inactive: row?.inactive ?? 0 };
}

const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** One plan for the editor, or null. */
export async function findPlan(db: Database, id: string): Promise<StoredPlan | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(columns).from(membershipPlans).where(eq(membershipPlans.id, id));
  return row ? toPlan(row) : null;
}

function describe(plan: PlanInput): string {
  const name = plan.texts.en.name;
  return plan.active ? name : `${name} (inactive)`;
}

/** Adds a plan at the end of the list, at a slug made from its English name. */
export async function createPlan(
  db: Database,
  { plan, actor }: { plan: PlanInput; actor: AuditActor },
): Promise<{ id: string; slug: string }> {
  return db.transaction(async (tx) => {
    const position = await nextPosition(tx, ordered);
    const slug = await firstFreeSlug(
      tx,
      { table: membershipPlans, column: membershipPlans.slug },
      plan.texts.en.name,
      "plan",
    );
    const [created] = await tx
      .insert(membershipPlans)
      .values({ ...plan, slug, position })
      .returning({ id: membershipPlans.id });
    if (!created) throw new Error("membership plan insert returned no row");
    await recordRevision(tx, {
      entityType: ENTITY_TYPE,
      entityId: created.id,
      version: 1,
      snapshot: plan,
      actor,
    });
    await recordAudit(tx, {
      actor,
      action: "membership_plan.created",
      entityType: ENTITY_TYPE,
      entityId: created.id,
      summary: `Added membership plan ${describe(plan)}`,
    });
    return { id: created.id, slug };
  });
}

export type PlanUpdateResult =
  | { kind: "done"; name: string }
  | { kind: "not-found" }
  | { kind: "conflict"; version: number; conflict: EditConflict };

/** Replaces a plan's fields, unless someone saved it since `baseVersion` (then nothing is written). */
export async function updatePlan(
  db: Database,
  {
    id,
    plan,
    baseVersion,
    actor,
  }: { id: string; plan: PlanInput; baseVersion: number; actor: AuditActor },
): Promise<PlanUpdateResult> {
  if (!isUuid(id)) return { kind: "not-found" };
  return db.transaction(async (tx): Promise<PlanUpdateResult> => {
    const [row] = await tx
      .select(columns)
      .from(membershipPlans)
      .where(eq(membershipPlans.id, id))
      .for("update");
    const current = row ? toPlan(row) : null;
    if (!row) return { kind: "not-found" };
    if (row.version !== baseVersion) {
      const conflict = await editConflict(tx, {
        entityType: ENTITY_TYPE,
        entityId: id,
        current: row,
        theirs: current ? planFormValues(current) : planFormValues(plan),
        yours: planFormValues(plan),
        editor: actor,
        displayed: { active: tickedText, featured: tickedText },
      });
      return { kind: "conflict", version: row.version, conflict };
    }
    const version = row.version + 1;
    await tx
      .update(membershipPlans)
      .set({ ...plan, version, updatedAt: sql`now()` })
      .where(eq(membershipPlans.id, id));
    await recordRevision(tx, {
      entityType: ENTITY_TYPE,
      entityId: id,
      version,
      snapshot: plan,
      actor,
    });
    await recordAudit(tx, {
      actor,
      action: "membership_plan.updated",
      entityType: ENTITY_TYPE,
      entityId: id,
      summary: `Updated membership plan ${describe(plan)}`,
    });
    return { kind: "done", name: plan.texts.en.name };
  });
}

export type PlanListResult =
  | { kind: "done"; name: string; position: number; total: number; active: boolean }
  | { kind: "not-found" };

/** Puts a plan at `position` of the whole list (1 is first). Its version stays. */
export async function movePlan(
  db: Database,
  { id, position, actor }: { id: string; position: number; actor: AuditActor },
): Promise<PlanListResult> {
  if (!isUuid(id)) return { kind: "not-found" };
  return db.transaction(async (tx): Promise<PlanListResult> => {
    const moved = await moveToPosition(tx, ordered, id, position);
    const [row] = await tx.select(columns).from(membershipPlans).where(eq(membershipPlans.id, id));
    const plan = row ? toPlan(row) : null;
    if (!moved || !row) return { kind: "not-found" };
    const name = plan?.texts.en.name ?? row.slug;
    if (moved.from !== moved.to) {
      await tx
        .update(membershipPlans)
        .set({ updatedAt: sql`now()` })
        .where(eq(membershipPlans.id, id));
      await recordAudit(tx, {
        actor,
        action: "membership_plan.moved",
        entityType: ENTITY_TYPE,
        entityId: id,
        summary: `Moved membership plan ${name} to number ${moved.to} of ${moved.total}`,
      });
    }
    return { kind: "done", name, position: moved.to, total: moved.total, active: row.active };
  });
}

/** Shows or hides a plan on the site; a new version, so an open editor sees the change. */
export async function setPlanActive(
  db: Database,
  { id, active, actor }: { id: string; active: boolean; actor: AuditActor },
): Promise<PlanListResult> {
  if (!isUuid(id)) return { kind: "not-found" };
  return db.transaction(async (tx): Promise<PlanListResult> => {
    const [row] = await tx
      .update(membershipPlans)
      .set({ active, version: sql`${membershipPlans.version} + 1`, updatedAt: sql`now()` })
      .where(eq(membershipPlans.id, id))
      .returning(columns);
    const plan = row ? toPlan(row) : null;
    if (!row || !plan) return { kind: "not-found" };
    await recordRevision(tx, {
      entityType: ENTITY_TYPE,
      entityId: id,
      version: row.version,
      snapshot: {
        category: plan.category,
        icon: plan.icon,
        feeCents: plan.feeCents,
        monthlyCents: plan.monthlyCents,
        featured: plan.featured,
        active,
        texts: plan.texts,
      },
      actor,
    });
    await recordAudit(tx, {
      actor,
      action: active ? "membership_plan.shown" : "membership_plan.hidden",
      entityType: ENTITY_TYPE,
      entityId: id,
      summary: `${active ? "Showed" : "Hid"} membership plan ${plan.texts.en.name}`,
    });
    return { kind: "done", name: plan.texts.en.name, position: row.position, total: 0, active };
  });
}

export type { PlanTab };
