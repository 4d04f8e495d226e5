import { createHash } from "node:crypto";
import { pageSlice } from "~/platform/paging";
import { isUniqueViolation } from "~/platform/db/errors";
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  inArray,
  isNull,
  max,
  ne,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { z } from "zod";
import { recordAudit, type AuditActor } from "~/features/audit/index.server";
import type { LabTest } from "~/features/lab-tests/lab-test";
import type { Database } from "~/platform/db/client.server";
import { auditLog, contentRevisions, labTests, labTestSortKey } from "~/platform/db/schema";
import {
  LAB_PAGE_SIZE,
  labSearchWords,
  normalizeSearchText,
} from "~/features/lab-tests/lab-search";
import type { EditConflict } from "~/ui/admin/edit-conflict";
import { describeConflict, findRevision, recordRevision } from "~/features/history/index.server";
import { rememberUntilContentChange } from "~/platform/content-changes.server";
import { readCountedAs } from "~/platform/db/table-access.server";
import {
  LAB_CSV_COLUMNS,
  parseLabTestCsv,
  type LabCsvError,
  type LabImportMode,
  type LabTestFields,
} from "~/features/lab-tests/lab-test-form";
import { toCsv } from "~/platform/csv";
import type { LabListQuery, LabListSort } from "~/features/lab-tests/lab-list-query";

/*
 * The lab price list: the public page's catalog, the portal's list
 * and single edits, and the CSV export and import that replaces the catalog.
 * Every write records an audit entry in its own transaction.
 */

/** The order an import's preview and a kept version list tests in: by name, then code. */
const byName = new Intl.Collator("en");
function compareTests(a: LabTest, b: LabTest): number {
  return byName.compare(a.name, b.name) || a.code.localeCompare(b.code);
}

/** The columns the public page shows of a test. */
const catalogColumns = { name: labTests.name, code: labTests.code, price: labTests.price };

/** The public page's order: by name without case or accents, then code (the sort index's). */
const catalogOrder = [asc(labTestSortKey(labTests)), asc(labTests.code)];

export type LabCatalogPage = {
  /** This page's tests. */
  tests: LabTest[];
  /** Tests matching the search (every test without one). */
  matches: number;
  page: number;
  pageCount: number;
};

/**
 * One page of the public price list, searched in the database (issue 29): the words
 * typed, without case or accents, each the start of a word of a test's name or code
 * ("vit d" finds "25-OH Vitamin D"), with the lab search index of both drivers serving
 * it. A test whose code is what was typed comes first, then names starting with the
 * first word, then the rest by name. A page past the last shows the last.
 */
export async function searchLabCatalog(
  db: Database,
  { query, page }: { query: string; page: number },
): Promise<LabCatalogPage> {
  const words = labSearchWords(query);
  if (words.length === 0 && normalizeSearchText(query) !== "") {
    // Only signs, nothing to look for: no test matches.
    return { tests: [], matches: 0, page: 1, pageCount: 1 };
  }
  const where =
    words.length === 0
      ? undefined
      : sql`${labTests.searchWords} @@ to_tsquery('simple', ${words.map((word) => `${word}:*`).join(" & ")})`;
  const [counted] = await db.select({ n: count() }).from(labTests).where(where);
  const matches = counted?.n ?? 0;
  const { page: current, pageCount, limit, offset } = pageSlice(matches, LAB_PAGE_SIZE, page);
  const ranking =
    words.length === 0
      ? []
      : [
          desc(sql`${labTests.code} = ${words.join(" ")}`),
          desc(sql`starts_with(${labTestSortKey(labTests)}, ${words[0]})`),
        ];
  const tests = await db
    .select(catalogColumns)
    .from(labTests)
    .where(where)
    .orderBy(...ranking, ...catalogOrder)
    .limit(limit)
    .offset(offset);
  return { tests, matches, page: current, pageCount };
}

/** The whole catalog in the public page's order (the CSV export). */
async function listWholeCatalog(db: Database): Promise<LabTest[]> {
  return db
    .select(catalogColumns)
    .from(labTests)
    .orderBy(...catalogOrder);
}

/** The tests with these codes, for the no-JavaScript order link. */
export async function findLabTestsByCode(db: Database, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select({ name: labTests.name, code: labTests.code, price: labTests.price })
    .from(labTests)
    .where(inArray(labTests.code, [...codes]));
}

/* ------------------------------------------------------------------ portal list */

export const LAB_ADMIN_PAGE_SIZE = 50;

export type AdminLabTest = LabTestFields & {
  id: string;
  /** The version the edit form sends back; a save from another version is refused. */
  version: number;
};

export type AdminLabTestPage = {
  tests: AdminLabTest[];
  /** Tests matching the search (all tests without one). */
  matches: number;
  /** Tests in the catalog. */
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};

const adminColumns = {
  id: labTests.id,
  code: labTests.code,
  name: labTests.name,
  price: labTests.price,
  version: labTests.version,
};

/** A test's price as a number of dollars, null for call for price ("$1,250.00" → 1250). */
const priceAmount = sql`nullif(regexp_replace(${labTests.price}, '[^0-9.]', '', 'g'), '')::numeric`;

/** The portal list's orders; each ends on the code, so a page never repeats or skips a test. */
const adminOrders: Record<LabListSort, SQL[]> = {
  name: catalogOrder,
  // Codes are digits: shorter first is number order ("267" before "1266"), as staff read them.
  code: [asc(sql`length(${labTests.code})`), asc(labTests.code)],
  "price-low": [sql`${priceAmount} asc nulls last`, ...catalogOrder],
  "price-high": [sql`${priceAmount} desc nulls last`, ...catalogOrder],
};

/**
 * The portal list's search: each word typed is the start of a word of the name or code
 * ("vit d" finds "25-OH Vitamin D", "6399" the test coded 63990), on the lab search index
 * (as the public page searches); null when nothing is typed, "none" when only signs are.
 */
function adminSearchCondition(query: string): SQL | null | "none" {
  const words = labSearchWords(query);
  if (words.length === 0) return normalizeSearchText(query) === "" ? null : "none";
  return sql`${labTests.searchWords} @@ to_tsquery('simple', ${words.map((word) => `${word}:*`).join(" & ")})`;
}

/**
 * One page of the portal's list (issue 27): searched by name or code on the lab search
 * index, narrowed to priced or call-for-price tests, in the order asked for (by name on
 * the sort index, by code as a number, by price). A page past the last shows the
 * last. Fast at 20,000 tests: see docs/architecture.md.
 */
export async function listLabTestsForAdmin(
  db: Database,
  { q, filters, sort, page }: Pick<LabListQuery, "q" | "filters" | "sort" | "page">,
): Promise<AdminLabTestPage> {
  const search = adminSearchCondition(q);
  const [all] = await db.select({ n: count() }).from(labTests);
  const total = all?.n ?? 0;
  if (search === "none") {
    return { tests: [], matches: 0, total, page: 1, pageSize: LAB_ADMIN_PAGE_SIZE, pageCount: 1 };
  }
  const where = and(
    search ?? undefined,
    filters.pricing === "priced" ? ne(labTests.price, "") : undefined,
    filters.pricing === "call" ? eq(labTests.price, "") : undefined,
  );
  // Without a search or filter the matches are the whole list: one count, not two.
  const [matched] = where ? await db.select({ n: count() }).from(labTests).where(where) : [all];
  const matches = matched?.n ?? 0;
  const { page: current, pageCount, limit, offset } = pageSlice(matches, LAB_ADMIN_PAGE_SIZE, page);
  const tests = await db
    .select(adminColumns)
    .from(labTests)
    .where(where)
    .orderBy(...adminOrders[sort])
    .limit(limit)
    .offset(offset);
  return { tests, matches, total, page: current, pageSize: LAB_ADMIN_PAGE_SIZE, pageCount };
}

/* ------------------------------------------------------------------ single edits */

const uuid = z.uuid();

export type LabTestWriteResult =
  | { kind: "saved"; test: AdminLabTest }
  | { kind: "duplicate-code" }
  | { kind: "not-found" }
  /** Changed since the form was opened (an edit or an import): nothing was written. */
  | { kind: "conflict"; version: number; conflict: EditConflict };

function describeTest(test: LabTestFields): string {
  return `${test.name} (code ${test.code}, ${test.price || "call for price"})`;
}

async function codeTaken(db: Database, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: labTests.id })
    .from(labTests)
    .where(
      exceptId ? and(eq(labTests.code, code), ne(labTests.id, exceptId)) : eq(labTests.code, code),
    )
    .limit(1);
  return row !== undefined;
}

/** Adds one test (fields already read by labTestSchema: trimmed, price normalised). */
export async function createLabTest(
  db: Database,
  fields: LabTestFields,
  actor: AuditActor,
): Promise<LabTestWriteResult> {
  try {
    return await db.transaction(async (tx) => {
      if (await codeTaken(tx, fields.code)) return { kind: "duplicate-code" } as const;
      const [test] = await tx.insert(labTests).values(fields).returning(adminColumns);
      if (!test) throw new Error("insert returned no row");
      await recordAudit(tx, {
        actor,
        action: "lab_test.created",
        entityType: "lab_test",
        entityId: test.id,
        summary: `Lab test added: ${describeTest(test)}`,
      });
      return { kind: "saved", test } as const;
    });
  } catch (error) {
    // Someone else saved the same code between the check and the insert.
    if (isUniqueViolation(error)) return { kind: "duplicate-code" };
    throw error;
  }
}

/**
 * Changes one test's code, name and price, if it is still at `baseVersion` (the version
 * the edit form was opened at); otherwise nothing is written and the answer says who
 * changed it, when, and both values of each field.
 */
export async function updateLabTest(
  db: Database,
  id: string,
  fields: LabTestFields,
  actor: AuditActor,
  baseVersion: number,
): Promise<LabTestWriteResult> {
  if (!uuid.safeParse(id).success) return { kind: "not-found" };
  try {
    return await db.transaction(async (tx) => {
      // Locked until the save commits: a second save waits here, then sees the new version.
      const [before] = await tx
        .select({ ...adminColumns, updatedAt: labTests.updatedAt })
        .from(labTests)
        .where(eq(labTests.id, id))
        .for("update");
      if (!before) return { kind: "not-found" } as const;
      if (before.version !== baseVersion) {
        const conflict = await labTestConflict(tx, before, fields, actor);
        return { kind: "conflict", version: before.version, conflict } as const;
      }
      if (await codeTaken(tx, fields.code, id)) return { kind: "duplicate-code" } as const;
      const [test] = await tx
        .update(labTests)
        .set({ ...fields, version: before.version + 1, updatedAt: new Date() })
        .where(eq(labTests.id, id))
        .returning(adminColumns);
      if (!test) return { kind: "not-found" } as const;
      await recordAudit(tx, {
        actor,
        action: "lab_test.updated",
        entityType: "lab_test",
        entityId: id,
        summary: `Lab test updated: ${describeTest(before)} → ${describeTest(test)}`,
      });
      return { kind: "saved", test } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: "duplicate-code" };
    throw error;
  }
}

/**
 * Who changed a test since an editor opened it (the newest audit entry of the test or of
 * an import: tests keep no revisions of their own), and the fields whose values differ.
 */
async function labTestConflict(
  tx: Database,
  stored: AdminLabTest & { updatedAt: Date },
  typed: LabTestFields,
  editor: AuditActor,
): Promise<EditConflict> {
  const [last] = await tx
    .select({ actorEmail: auditLog.actorEmail })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, "lab_test"),
        or(eq(auditLog.entityId, stored.id), isNull(auditLog.entityId)),
      ),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  const fieldsOf = ({ code, name, price }: LabTestFields) => ({ code, name, price });
  return describeConflict({
    author: last ?? null,
    updatedAt: stored.updatedAt,
    theirs: fieldsOf(stored),
    yours: fieldsOf(typed),
    editor,
  });
}

export async function deleteLabTest(
  db: Database,
  id: string,
  actor: AuditActor,
): Promise<{ kind: "deleted"; test: LabTestFields } | { kind: "not-found" }> {
  if (!uuid.safeParse(id).success) return { kind: "not-found" };
  return db.transaction(async (tx) => {
    const [test] = await tx
      .delete(labTests)
      .where(eq(labTests.id, id))
      .returning({ code: labTests.code, name: labTests.name, price: labTests.price });
    if (!test) return { kind: "not-found" } as const;
    await recordAudit(tx, {
      actor,
      action: "lab_test.deleted",
      entityType: "lab_test",
      entityId: id,
      summary: `Lab test deleted: ${describeTest(test)}`,
    });
    return { kind: "deleted", test } as const;
  });
}

/* ------------------------------------------------------------------ CSV export */

/** The whole catalog as CSV (code, name, price), in the public page's order. */
export async function exportLabTestsCsv(db: Database): Promise<string> {
  const catalog = await listWholeCatalog(db);
  return toCsv([
    [...LAB_CSV_COLUMNS],
    ...catalog.map((test) => [test.code, test.name, test.price]),
  ]);
}

/* ------------------------------------------------------------------ CSV import */

/** How many tests of each kind the preview lists by name. */
export const LAB_IMPORT_SAMPLE_SIZE = 10;

export type LabTestChange = { code: string; before: LabTestFields; after: LabTestFields };

export type LabImportPreview = {
  fileName: string;
  /** Whether tests the file leaves out are removed ("replace") or kept ("update"). */
  mode: LabImportMode;
  /** Tests in the file that can be imported. */
  fileTests: number;
  counts: { added: number; changed: number; removed: number; unchanged: number };
  /** The first few of each kind, for the editor to check. */
  samples: { added: LabTestFields[]; changed: LabTestChange[]; removed: LabTestFields[] };
  /** Every bad row (or the one problem with the file); any error blocks the import. */
  errors: LabCsvError[];
  ignoredColumns: string[];
  /** The catalog the preview was made against: confirming refuses if it has changed since. */
  catalogVersion: string;
};

type CatalogRow = LabTestFields & { id: string };

type ImportPlan = {
  preview: LabImportPreview;
  /** The catalog once the plan is applied. */
  tests: LabTestFields[];
  added: LabTestFields[];
  changed: (LabTestChange & { id: string })[];
  removed: CatalogRow[];
};

async function readCatalogRows(db: Database): Promise<CatalogRow[]> {
  return db
    .select({ id: labTests.id, code: labTests.code, name: labTests.name, price: labTests.price })
    .from(labTests);
}

/** A digest of the catalog's contents, whatever order the rows come in. */
function catalogVersion(rows: readonly LabTestFields[]): string {
  const hash = createHash("sha256");
  for (const row of [...rows].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))) {
    hash.update(`${row.code}\u0000${row.name}\u0000${row.price}\u0001`);
  }
  return hash.digest("base64url");
}

const fields = ({ code, name, price }: LabTestFields): LabTestFields => ({ code, name, price });

/** What importing this file would do to the catalog, and the file's errors. */
function planImport(
  current: CatalogRow[],
  csvText: string,
  fileName: string,
  mode: LabImportMode,
): ImportPlan {
  const parsed = parseLabTestCsv(csvText);
  const byCode = new Map(current.map((row) => [row.code, row]));
  const inFile = new Set<string>();
  const added: LabTestFields[] = [];
  const changed: (LabTestChange & { id: string })[] = [];
  let unchanged = 0;
  for (const test of parsed.tests) {
    inFile.add(test.code);
    const existing = byCode.get(test.code);
    if (!existing) added.push(fields(test));
    else if (existing.name !== test.name || existing.price !== test.price) {
      changed.push({
        id: existing.id,
        code: test.code,
        before: fields(existing),
        after: fields(test),
      });
    } else unchanged += 1;
  }
  const notInFile = current.filter((row) => !inFile.has(row.code));
  const removed = mode === "replace" ? notInFile.sort(compareTests) : [];
  added.sort(compareTests);
  changed.sort((a, b) => compareTests(a.after, b.after));
  const sample = LAB_IMPORT_SAMPLE_SIZE;
  return {
    // Adding and updating keeps what the file leaves out.
    tests: [...parsed.tests.map(fields), ...(mode === "update" ? notInFile.map(fields) : [])],
    added,
    changed,
    removed,
    preview: {
      fileName,
      mode,
      fileTests: parsed.tests.length,
      counts: {
        added: added.length,
        changed: changed.length,
        removed: removed.length,
        unchanged,
      },
      samples: {
        added: added.slice(0, sample),
        changed: changed
          .slice(0, sample)
          .map(({ code, before, after }) => ({ code, before, after })),
        removed: removed.slice(0, sample).map(fields),
      },
      errors: parsed.errors,
      ignoredColumns: parsed.ignoredColumns,
      catalogVersion: catalogVersion(current),
    },
  };
}

/** The preview of an import: nothing is written. */
export async function previewLabImport(
  db: Database,
  csvText: string,
  fileName: string,
  mode: LabImportMode,
): Promise<LabImportPreview> {
  return planImport(await readCatalogRows(db), csvText, fileName, mode).preview;
}

export type LabImportResult =
  /** Applied: the catalog now holds the file's tests (and, adding and updating, the others). */
  | { kind: "applied"; preview: LabImportPreview }
  /** The file has errors: nothing changed. */
  | { kind: "invalid"; preview: LabImportPreview }
  /** The catalog changed since the preview: nothing changed; here is a fresh preview. */
  | { kind: "stale"; preview: LabImportPreview }
  /** The file matches the catalog: nothing to do. */
  | { kind: "unchanged"; preview: LabImportPreview };

/** Rows per statement of an import: well under PostgreSQL's 65,535 parameters. */
const IMPORT_CHUNK = 1000;

function chunksOf<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += IMPORT_CHUNK) {
    chunks.push(items.slice(start, start + IMPORT_CHUNK));
  }
  return chunks;
}

/**
 * Replaces the catalog with the file, in one transaction: the file is read
 * again and compared with the catalog under a lock, and applied only when it
 * has no errors and the catalog is still the one the editor previewed
 * (`expectedVersion`), so what is applied is exactly what the preview showed.
 */
export async function applyLabImport(
  db: Database,
  input: {
    csvText: string;
    fileName: string;
    mode: LabImportMode;
    expectedVersion: string;
    actor: AuditActor;
  },
): Promise<LabImportResult> {
  return db.transaction(async (tx) => {
    // Other writers wait; readers (the public page) go on reading the old catalog until commit.
    await tx.execute(sql`lock table ${labTests} in exclusive mode`);
    const current = await readCatalogRows(tx);
    const plan = planImport(current, input.csvText, input.fileName, input.mode);
    const { preview } = plan;
    if (preview.errors.length > 0) return { kind: "invalid", preview } as const;
    if (preview.catalogVersion !== input.expectedVersion)
      return { kind: "stale", preview } as const;
    const { added, changed, removed } = preview.counts;
    if (added + changed + removed === 0) return { kind: "unchanged", preview } as const;

    // The list as it was is kept first when no version holds it (before the first
    // import, or after tests were edited one by one), so this import can be undone.
    const latest = await latestPriceListVersion(tx);
    let nextVersion = (latest?.version ?? 0) + 1;
    if (latest?.catalogVersion !== preview.catalogVersion) {
      await recordPriceListVersion(tx, {
        version: nextVersion++,
        tests: current,
        source: null,
        summary: latest
          ? `As it was before ${input.fileName} was imported, with the tests edited one by one since the last import`
          : `As it was before ${input.fileName} was imported (the first import)`,
        actor: input.actor,
      });
    }

    // A whole catalogue (20,000 tests) in a few statements: a thousand rows each.
    for (const ids of chunksOf(plan.removed.map((row) => row.id))) {
      await tx.delete(labTests).where(inArray(labTests.id, ids));
    }
    const now = new Date();
    for (const changes of chunksOf(plan.changed)) {
      const rows = sql.join(
        changes.map(
          (change) => sql`(${change.id}::uuid, ${change.after.name}, ${change.after.price})`,
        ),
        sql`, `,
      );
      // An edit form opened before the import is refused rather than undoing it (version + 1).
      await tx.execute(sql`
        update ${labTests}
        set name = changed.name, price = changed.price,
            version = ${labTests.version} + 1, updated_at = ${now.toISOString()}::timestamptz
        from (values ${rows}) as changed(id, name, price)
        where ${labTests.id} = changed.id`);
    }
    for (const added of chunksOf(plan.added)) {
      await tx.insert(labTests).values(added);
    }
    await recordAudit(tx, {
      actor: input.actor,
      action: "lab_tests.imported",
      entityType: "lab_test",
      entityId: null,
      summary: `Lab price list imported from ${input.fileName}: ${importSummary(preview)}`,
    });
    await recordPriceListVersion(tx, {
      version: nextVersion,
      tests: plan.tests,
      source: input.fileName,
      summary: importSummary(preview),
      actor: input.actor,
    });
    return { kind: "applied", preview } as const;
  });
}

/* ------------------------------------------------------------------ versions of the list */

/*
 * Each import keeps the whole list it left as a version (one revision of the item
 * "lab_catalog/price-list"), and the list before it when no version holds that, so a
 * bad import can be undone: restoring a version previews it as an import against
 * today's list and applies it like any file (itself a version, and audited).
 */
const PRICE_LIST = { entityType: "lab_catalog", entityId: "price-list" } as const;

/** How many versions of the list the portal shows, newest first (older ones are kept). */
export const PRICE_LIST_VERSIONS_SHOWN = 10;

const priceListSnapshot = z.object({
  source: z.string().nullable(),
  summary: z.string(),
  catalogVersion: z.string(),
  tests: z.array(z.tuple([z.string(), z.string(), z.string()])),
});

const ofPriceList = and(
  eq(contentRevisions.entityType, PRICE_LIST.entityType),
  eq(contentRevisions.entityId, PRICE_LIST.entityId),
);

async function latestPriceListVersion(
  db: Database,
): Promise<{ version: number; catalogVersion: string | null } | null> {
  const [row] = await db
    .select({
      version: contentRevisions.version,
      catalogVersion: sql<string | null>`${contentRevisions.snapshot} ->> 'catalogVersion'`,
    })
    .from(contentRevisions)
    .where(ofPriceList)
    .orderBy(desc(contentRevisions.version))
    .limit(1);
  return row ?? null;
}

async function recordPriceListVersion(
  tx: Database,
  input: {
    version: number;
    tests: readonly LabTestFields[];
    /** The imported file's name; null for the list as it was before an import. */
    source: string | null;
    summary: string;
    actor: AuditActor;
  },
): Promise<void> {
  const snapshot: z.input<typeof priceListSnapshot> = {
    source: input.source,
    summary: input.summary,
    catalogVersion: catalogVersion(input.tests),
    tests: [...input.tests].sort(compareTests).map((test) => [test.code, test.name, test.price]),
  };
  await recordRevision(tx, { ...PRICE_LIST, version: input.version, snapshot, actor: input.actor });
}

export type PriceListVersion = {
  version: number;
  actorEmail: string;
  createdAt: Date;
  /** The imported file, or null for the list as it was before an import. */
  source: string | null;
  summary: string;
  tests: number;
};

/** The newest versions of the list, without their tests (a version may hold 20,000). */
export async function listPriceListVersions(db: Database): Promise<PriceListVersion[]> {
  const rows = await db
    .select({
      version: contentRevisions.version,
      actorEmail: contentRevisions.actorEmail,
      createdAt: contentRevisions.createdAt,
      source: sql<string | null>`${contentRevisions.snapshot} ->> 'source'`,
      summary: sql<string | null>`${contentRevisions.snapshot} ->> 'summary'`,
      tests: sql<
        number | string | null
      >`jsonb_array_length(${contentRevisions.snapshot} -> 'tests')`,
    })
    .from(contentRevisions)
    .where(ofPriceList)
    .orderBy(desc(contentRevisions.version))
    .limit(PRICE_LIST_VERSIONS_SHOWN);
  return rows.map((row) => ({ ...row, summary: row.summary ?? "", tests: Number(row.tests ?? 0) }));
}

/** A kept version of the list as the CSV an import reads, or null when there is none. */
export async function priceListVersionCsv(
  db: Database,
  version: number,
): Promise<{ csvText: string; createdAt: Date } | null> {
  const revision = await findRevision(db, PRICE_LIST.entityType, PRICE_LIST.entityId, version);
  const snapshot = priceListSnapshot.safeParse(revision?.snapshot);
  if (!revision || !snapshot.success) return null;
  return {
    csvText: toCsv([[...LAB_CSV_COLUMNS], ...snapshot.data.tests]),
    createdAt: revision.createdAt,
  };
}

/**
 * Whether the price list is still the demo's sample: no file has been imported yet (the
 * public page says its prices are examples until then). The versions are revisions, which
 * every save writes; an import also writes lab_tests, so the answer counts as a read of
 * lab_tests alone and the lab page is not dropped by other saves.
 */
export function isSamplePriceList(db: Database): Promise<boolean> {
  return rememberUntilContentChange("lab-price-list-is-sample", () =>
    readCountedAs([getTableName(labTests)], async () => {
      const [imported] = await db
        .select({ version: contentRevisions.version })
        .from(contentRevisions)
        .where(and(ofPriceList, sql`${contentRevisions.snapshot} ->> 'source' is not null`))
        .limit(1);
      return !imported;
    }),
  );
}

/** "3 added, 1 changed, 2 removed, 489 unchanged". */
export function importSummary(preview: LabImportPreview): string {
  const { added, changed, removed, unchanged } = preview.counts;
  return `${added} added, ${changed} changed, ${removed} removed, ${unchanged} unchanged`;
}

/** The last edit of any test in the price list (the sitemap's lastmod of /lab-tests), or null. */
export async function labCatalogUpdatedAt(db: Database): Promise<Date | null> {
  const [row] = await db.select({ updatedAt: max(labTests.updatedAt) }).from(labTests);
  return row?.updatedAt ? new Date(row.updatedAt) : null;
}
