import { asc, eq, max, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { recordAudit, type AuditActor } from "~/features/audit/index.server";
import {
  editConflict,
  recordRevision,
  tickedText,
  type RevisionEntity,
} from "~/features/history/index.server";
import { rememberUntilContentChange } from "~/platform/content-changes.server";
import type { Database } from "~/platform/db/client.server";
import { moveToPosition, nextPosition } from "~/platform/db/positions.server";
import { logger } from "~/platform/logger.server";
import type { CatalogueListResult, CatalogueUpdateResult } from "./catalogue-routes.server";

/*
 * The reads and writes of an ordered catalogue table (partners, testimonials, videos):
 * every row has an id, a position (1..n), an active switch, a version and its editable
 * fields, which are the table's columns of the same names. Public pages read the active
 * rows, kept until the content changes; every write records a revision and an audit
 * entry in its transaction, and a change checks the version the editor opened.
 */

export type CatalogueColumns = {
  id: PgColumn;
  position: PgColumn;
  active: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
} & Record<string, PgColumn>;

/** A stored row: its editable fields and where and at which version it is. */
export type Stored<Input> = Input & {
  id: string;
  position: number;
  version: number;
  updatedAt: Date;
};

export type CatalogueStoreConfig<Input extends { active: boolean }> = {
  table: PgTable;
  columns: CatalogueColumns;
  /** The revisions' and audit's type, also the audit actions' prefix ("partner.created"). */
  entityType: RevisionEntity;
  /** What the audit summaries call a row: "partner". */
  noun: string;
  /** The stored fields as the editor's input (texts checked); null when not valid. */
  fromRow: (row: Record<string, unknown>) => Input | null;
  nameOf: (input: Input) => string;
  /** The editor's values, to compare two versions in a conflict. */
  toValues: (input: Input) => Record<string, string>;
};

const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export function catalogueStore<Input extends { active: boolean }>(
  config: CatalogueStoreConfig<Input>,
) {
  const { table, columns, entityType, noun } = config;
  const ordered = { table, id: columns.id, position: columns.position };
  const listOrder = [asc(columns.position), asc(columns.id)];
  type Row = Record<string, unknown> & {
    id: string;
    position: number;
    version: number;
    updatedAt: Date;
  };

  function toStored(row: Row): Stored<Input> | null {
    const input = config.fromRow(row);
    if (!input) {
      logger.error({ entityType, id: row.id }, "a catalogue row is not valid: not shown");
      return null;
    }
    return {
      ...input,
      id: row.id,
      position: row.position,
      version: row.version,
      updatedAt: row.updatedAt,
    };
  }
  const stored = (rows: Row[]) =>
    rows.map(toStored).filter((row): row is Stored<Input> => row !== null);
  const describe = (input: Input) =>
    input.active ? config.nameOf(input) : `${config.nameOf(input)} (inactive)`;
  const selectRows = (db: Database) => db.select(columns).from(table);

  /** Every row, active or not, in the list's order. */
  async function list(db: Database): Promise<Stored<Input>[]> {
    return stored((await selectRows(db).orderBy(...listOrder)) as Row[]);
  }

  /** The active rows in order, kept until the content changes. */
  async function listActive(db: Database): Promise<Stored<Input>[]> {
    const rows = await rememberUntilContentChange(`catalogue:${entityType}`, async () =>
      stored(
        (await selectRows(db)
          .where(eq(columns.active, true))
          .orderBy(...listOrder)) as Row[],
      ),
    );
    return structuredClone(rows);
  }

  async function find(db: Database, id: string): Promise<Stored<Input> | null> {
    if (!isUuid(id)) return null;
    const [row] = (await selectRows(db).where(eq(columns.id, id))) as Row[];
    return row ? toStored(row) : null;
  }

  /** When a row last changed, for the sitemap. */
  async function updatedAt(db: Database): Promise<Date | null> {
    const [row] = await db.select({ value: max(columns.updatedAt) }).from(table);
    return (row?.value as Date | null | undefined) ?? null;
  }

  /** Adds a row at the end of the list. */
  async function create(db: Database, input: Input, actor: AuditActor): Promise<{ id: string }> {
    return db.transaction(async (tx) => {
      const position = await nextPosition(tx, ordered);
      const [created] = (await tx
        .insert(table)
        .values({ ...input, position } as never)
        .returning({ id: columns.id })) as { id: string }[];
      if (!created) throw new Error(`${noun} insert returned no row`);
      await recordRevision(tx, {
        entityType,
        entityId: created.id,
        version: 1,
        snapshot: input,
        actor,
      });
      await recordAudit(tx, {
        actor,
        action: `${entityType}.created`,
        entityType,
        entityId: created.id,
        summary: `Added ${noun} ${describe(input)}`,
      });
      return { id: created.id };
    });
  }

  /** Replaces a row's fields, unless someone saved it since `baseVersion`. */
  async function update(
    db: Database,
    {
      id,
      input,
      baseVersion,
      actor,
    }: { id: string; input: Input; baseVersion: number; actor: AuditActor },
  ): Promise<CatalogueUpdateResult> {
    if (!isUuid(id)) return { kind: "not-found" };
    return db.transaction(async (tx): Promise<CatalogueUpdateResult> => {
      const [row] = (await selectRows(tx).where(eq(columns.id, id)).for("update")) as Row[];
      if (!row) return { kind: "not-found" };
      if (row.version !== baseVersion) {
        const current = config.fromRow(row);
        const conflict = await editConflict(tx, {
          entityType,
          entityId: id,
          current: row,
          theirs: config.toValues(current ?? input),
          yours: config.toValues(input),
          editor: actor,
          displayed: { active: tickedText },
        });
        return { kind: "conflict", version: row.version, conflict };
      }
      const version = row.version + 1;
      await tx
        .update(table)
        .set({ ...input, version, updatedAt: sql`now()` } as never)
        .where(eq(columns.id, id));
      await recordRevision(tx, { entityType, entityId: id, version, snapshot: input, actor });
      await recordAudit(tx, {
        actor,
        action: `${entityType}.updated`,
        entityType,
        entityId: id,
        summary: `Updated ${noun} ${describe(input)}`,
      });
      return { kind: "done" };
    });
  }

  /** Puts a row at `position` of the list (1 is first). */
  async function move(
    db: Database,
    { id, position, actor }: { id: string; position: number; actor: AuditActor },
  ): Promise<CatalogueListResult> {
    if (!isUuid(id)) return { kind: "not-found" };
    return db.transaction(async (tx): Promise<CatalogueListResult> => {
      const moved = await moveToPosition(tx, ordered, id, position);
      const [row] = (await selectRows(tx).where(eq(columns.id, id))) as Row[];
      const input = row ? config.fromRow(row) : null;
      if (!moved || !row || !input) return { kind: "not-found" };
      const name = config.nameOf(input);
      if (moved.from !== moved.to) {
        await tx
          .update(table)
          .set({ updatedAt: sql`now()` } as never)
          .where(eq(columns.id, id));
        await recordAudit(tx, {
          actor,
          action: `${entityType}.moved`,
          entityType,
          entityId: id,
          summary: `Moved ${noun} ${name} to number ${moved.to} of ${moved.total}`,
        });
      }
      return { kind: "done", name, position: moved.to, total: moved.total, active: input.active };
    });
  }

  /** Shows or hides a row on the site; a new version, so an open editor sees the change. */
  async function setActive(
    db: Database,
    { id, active, actor }: { id: string; active: boolean; actor: AuditActor },
  ): Promise<CatalogueListResult> {
    if (!isUuid(id)) return { kind: "not-found" };
    return db.transaction(async (tx): Promise<CatalogueListResult> => {
      const [row] = (await tx
        .update(table)
        .set({
          active,
          version: sql`${columns.version} + 1`,
          updatedAt: sql`now()`,
        } as never)
        .where(eq(columns.id, id))
        .returning(columns)) as Row[];
      const input = row ? config.fromRow(row) : null;
      if (!row || !input) return { kind: "not-found" };
      await recordRevision(tx, {
        entityType,
        entityId: id,
        version: row.version,
        snapshot: input,
        actor,
      });
      await recordAudit(tx, {
        actor,
        action: active ? `${entityType}.shown` : `${entityType}.hidden`,
        entityType,
        entityId: id,
        summary: `${active ? "Showed" : "Hid"} ${noun} ${config.nameOf(input)}`,
      });
      return { kind: "done", name: config.nameOf(input), position: row.position, total: 0, active };
    });
  }

  return { list, listActive, find, updatedAt, create, update, move, setActive };
}
