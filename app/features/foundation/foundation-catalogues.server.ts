import { asc, eq, max, sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "~/features/audit/index.server";
import { editConflict, recordRevision, tickedText } from "~/features/history/index.server";
import type { Locale } from "~/i18n/locales";
import { rememberUntilContentChange } from "~/platform/content-changes.server";
import type { Database } from "~/platform/db/client.server";
import { moveToPosition, nextPosition } from "~/platform/db/positions.server";
import { foundationEvents, foundationGalleryImages } from "~/platform/db/schema";
import { textsIn } from "~/platform/localized-texts";
import { logger } from "~/platform/logger.server";
import { safeImageSrc } from "~/platform/sanitize.server";
import type { EditConflict } from "~/ui/admin/edit-conflict";
import type {
  EventInput,
  EventTexts,
  GalleryImageInput,
  GalleryTexts,
} from "./foundation-catalogues";
import {
  eventFormValues,
  eventTextsSchema,
  galleryFormValues,
  galleryTextsSchema,
} from "./foundation-forms";

/*
 * The foundation's events and photo gallery in the database: what /foundation shows
 * (the active rows, kept until the content changes: events by date, photos in staff's
 * order) and the portal's lists and editors. Both catalogues share the writes below
 * (add, save with a version check, show or hide); each write records a revision and an
 * audit entry in its transaction.
 */

export type StoredEvent = EventInput & { id: string; version: number; updatedAt: Date };
export type StoredGalleryImage = GalleryImageInput & {
  id: string;
  position: number;
  version: number;
  updatedAt: Date;
};

const eventColumns = {
  id: foundationEvents.id,
  date: foundationEvents.date,
  active: foundationEvents.active,
  texts: foundationEvents.texts,
  version: foundationEvents.version,
  updatedAt: foundationEvents.updatedAt,
};

const galleryColumns = {
  id: foundationGalleryImages.id,
  imageUrl: foundationGalleryImages.imageUrl,
  position: foundationGalleryImages.position,
  active: foundationGalleryImages.active,
  texts: foundationGalleryImages.texts,
  version: foundationGalleryImages.version,
  updatedAt: foundationGalleryImages.updatedAt,
};

function toEvent(row: Omit<StoredEvent, "texts"> & { texts: unknown }): StoredEvent | null {
  const texts = eventTextsSchema.safeParse(row.texts);
  if (texts.success) return { ...row, texts: texts.data };
  logger.error({ eventId: row.id }, "a foundation event's stored texts are not valid: not shown");
  return null;
}

function toImage(
  row: Omit<StoredGalleryImage, "texts"> & { texts: unknown },
): StoredGalleryImage | null {
  const texts = galleryTextsSchema.safeParse(row.texts);
  if (texts.success) return { ...row, texts: texts.data };
  logger.error({ imageId: row.id }, "a gallery photo's stored texts are not valid: not shown");
  return null;
}

const present = <T>(value: T | null): value is T => value !== null;
const eventOrder = [asc(foundationEvents.date), asc(foundationEvents.createdAt)];
const galleryOrder = [asc(foundationGalleryImages.position), asc(foundationGalleryImages.id)];

/** Every event, shown or not, by date (the earliest first). */
export async function listEvents(db: Database): Promise<StoredEvent[]> {
  const rows = await db
    .select(eventColumns)
    .from(foundationEvents)
    .orderBy(...eventOrder);
  return rows.map(toEvent).filter(present);
}

/** Every photo, shown or not, in the gallery's order. */
export async function listGalleryImages(db: Database): Promise<StoredGalleryImage[]> {
  const rows = await db
    .select(galleryColumns)
    .from(foundationGalleryImages)
    .orderBy(...galleryOrder);
  return rows.map(toImage).filter(present);
}

/** What /foundation shows of both catalogues: the active rows, kept until the content changes. */
export async function listFoundationCatalogues(
  db: Database,
): Promise<{ events: StoredEvent[]; images: StoredGalleryImage[] }> {
  const read = await rememberUntilContentChange("foundation_catalogues", async () => {
    const [events, images] = await Promise.all([listEvents(db), listGalleryImages(db)]);
    return {
      events: events.filter((event) => event.active),
      images: images.filter((image) => image.active),
    };
  });
  return structuredClone(read);
}

export type FoundationEventCard = EventTexts & { id: string; date: string };
export type FoundationPhoto = GalleryTexts & { id: string; src: string };

/** The active events and photos in one language (a missing text in English). */
export async function getFoundationCatalogues(
  db: Database,
  locale: Locale,
): Promise<{ events: FoundationEventCard[]; photos: FoundationPhoto[] }> {
  const { events, images } = await listFoundationCatalogues(db);
  return {
    events: events.map((event) => ({
      id: event.id,
      date: event.date,
      ...textsIn(event.texts, locale),
    })),
    photos: images.flatMap((image) => {
      const src = safeImageSrc(image.imageUrl);
      return src ? [{ id: image.id, src, ...textsIn(image.texts, locale) }] : [];
    }),
  };
}

/** When an event or a photo last changed, for the sitemap. */
export async function foundationCataloguesUpdatedAt(db: Database): Promise<Date | null> {
  const [[events], [images]] = await Promise.all([
    db.select({ value: max(foundationEvents.updatedAt) }).from(foundationEvents),
    db.select({ value: max(foundationGalleryImages.updatedAt) }).from(foundationGalleryImages),
  ]);
  const dates = [events?.value, images?.value].filter((date): date is Date => date instanceof Date);
  return dates.length === 0 ? null : new Date(Math.max(...dates.map((date) => date.getTime())));
}

const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export async function findEvent(db: Database, id: string): Promise<StoredEvent | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(eventColumns)
    .from(foundationEvents)
    .where(eq(foundationEvents.id, id));
  return row ? toEvent(row) : null;
}

export async function findGalleryImage(
  db: Database,
  id: string,
): Promise<StoredGalleryImage | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(galleryColumns)
    .from(foundationGalleryImages)
    .where(eq(foundationGalleryImages.id, id));
  return row ? toImage(row) : null;
}

/** How the shared writes reach one catalogue. */
type Catalogue<Input extends { active: boolean; texts: { en: object } }> = {
  table: typeof foundationEvents | typeof foundationGalleryImages;
  id: typeof foundationEvents.id | typeof foundationGalleryImages.id;
  version: typeof foundationEvents.version | typeof foundationGalleryImages.version;
  updatedAt: typeof foundationEvents.updatedAt | typeof foundationGalleryImages.updatedAt;
  entityType: "foundation_event" | "foundation_gallery_image";
  /** What the audit calls it, e.g. "foundation event". */
  noun: string;
  /** The row's name in the audit. */
  name: (input: Input) => string;
  /** The stored row as the form's input, null when its texts cannot be read. */
  read: (tx: Database, id: string) => Promise<(Input & { version: number }) | null>;
  formValues: (input: Input) => Record<string, string>;
  ordered: boolean;
};

const eventCatalogue: Catalogue<EventInput> = {
  table: foundationEvents,
  id: foundationEvents.id,
  version: foundationEvents.version,
  updatedAt: foundationEvents.updatedAt,
  entityType: "foundation_event",
  noun: "foundation event",
  name: (event) => `${event.texts.en.title} (${event.date})`,
  read: (tx, id) => findEvent(tx, id),
  formValues: eventFormValues,
  ordered: false,
};

const galleryCatalogue: Catalogue<GalleryImageInput> = {
  table: foundationGalleryImages,
  id: foundationGalleryImages.id,
  version: foundationGalleryImages.version,
  updatedAt: foundationGalleryImages.updatedAt,
  entityType: "foundation_gallery_image",
  noun: "gallery photo",
  name: (image) => image.texts.en.caption,
  read: (tx, id) => findGalleryImage(tx, id),
  formValues: galleryFormValues,
  ordered: true,
};

const galleryOrdered = {
  table: foundationGalleryImages,
  id: foundationGalleryImages.id,
  position: foundationGalleryImages.position,
};

const describe = <Input extends { active: boolean; texts: { en: object } }>(
  catalogue: Catalogue<Input>,
  input: Input,
) => `${catalogue.noun} ${catalogue.name(input)}${input.active ? "" : " (inactive)"}`;

async function createRow<Input extends { active: boolean; texts: { en: object } }>(
  db: Database,
  catalogue: Catalogue<Input>,
  { input, actor }: { input: Input; actor: AuditActor },
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const values = catalogue.ordered
      ? { ...input, position: await nextPosition(tx, galleryOrdered) }
      : input;
    const [created] = await tx
      .insert(catalogue.table)
      .values(values as never)
      .returning({ id: catalogue.id });
    if (!created) throw new Error(`${catalogue.noun} insert returned no row`);
    await recordRevision(tx, {
      entityType: catalogue.entityType,
      entityId: created.id,
      version: 1,
      snapshot: input,
      actor,
    });
    await recordAudit(tx, {
      actor,
      action: `${catalogue.entityType}.created`,
      entityType: catalogue.entityType,
      entityId: created.id,
      summary: `Added ${describe(catalogue, input)}`,
    });
    return { id: created.id };
  });
}

export type CatalogueSaveResult =
  | { kind: "done"; name: string }
  | { kind: "not-found" }
  | { kind: "conflict"; version: number; conflict: EditConflict };

async function updateRow<Input extends { active: boolean; texts: { en: object } }>(
  db: Database,
  catalogue: Catalogue<Input>,
  {
    id,
    input,
    baseVersion,
    actor,
  }: { id: string; input: Input; baseVersion: number; actor: AuditActor },
): Promise<CatalogueSaveResult> {
  if (!isUuid(id)) return { kind: "not-found" };
  return db.transaction(async (tx): Promise<CatalogueSaveResult> => {
    const [locked] = await tx
      .select({ version: catalogue.version, updatedAt: catalogue.updatedAt })
      .from(catalogue.table)
      .where(eq(catalogue.id, id))
      .for("update");
    if (!locked) return { kind: "not-found" };
    if (locked.version !== baseVersion) {
      const current = await catalogue.read(tx, id);
      const conflict = await editConflict(tx, {
        entityType: catalogue.entityType,
        entityId: id,
        current: locked,
        theirs: catalogue.formValues(current ?? input),
        yours: catalogue.formValues(input),
        editor: actor,
        displayed: { active: tickedText },
      });
      return { kind: "conflict", version: locked.version, conflict };
    }
    const version = locked.version + 1;
    await tx
      .update(catalogue.table)
      .set({ ...input, version, updatedAt: sql`now()` } as never)
      .where(eq(catalogue.id, id));
    await recordRevision(tx, {
      entityType: catalogue.entityType,
      entityId: id,
      version,
      snapshot: input,
      actor,
    });
    await recordAudit(tx, {
      actor,
      action: `${catalogue.entityType}.updated`,
      entityType: catalogue.entityType,
      entityId: id,
      summary: `Updated ${describe(catalogue, input)}`,
    });
    return { kind: "done", name: catalogue.name(input) };
  });
}

export type CatalogueListResult =
  | { kind: "done"; name: string; position: number; total: number; active: boolean }
  | { kind: "not-found" };

async function setRowActive<Input extends { active: boolean; texts: { en: object } }>(
  db: Database,
  catalogue: Catalogue<Input>,
  { id, active, actor }: { id: string; active: boolean; actor: AuditActor },
): Promise<CatalogueListResult> {
  if (!isUuid(id)) return { kind: "not-found" };
  return db.transaction(async (tx): Promise<CatalogueListResult> => {
    const [row] = await tx
      .update(catalogue.table)
      .set({ active, version: sql`${catalogue.version} + 1`, updatedAt: sql`now()` } as never)
      .where(eq(catalogue.id, id))
      .returning({ version: catalogue.version });
    const stored = row ? await catalogue.read(tx, id) : null;
    if (!row || !stored) return { kind: "not-found" };
    const { version, ...input } = stored;
    await recordRevision(tx, {
      entityType: catalogue.entityType,
      entityId: id,
      version,
      snapshot: input,
      actor,
    });
    await recordAudit(tx, {
      actor,
      action: `${catalogue.entityType}.${active ? "shown" : "hidden"}`,
      entityType: catalogue.entityType,
      entityId: id,
      summary: `${active ? "Showed" : "Hid"} ${catalogue.noun} ${catalogue.name(stored)}`,
    });
    return { kind: "done", name: catalogue.name(stored), position: 0, total: 0, active };
  });
}

const eventInput = ({ date, active, texts }: EventInput): EventInput => ({ date, active, texts });
const imageInput = ({ imageUrl, active, texts }: GalleryImageInput): GalleryImageInput => ({
  imageUrl,
  active,
  texts,
});

export const createEvent = (db: Database, args: { input: EventInput; actor: AuditActor }) =>
  createRow(db, eventCatalogue, { ...args, input: eventInput(args.input) });
export const updateEvent = (
  db: Database,
  args: { id: string; input: EventInput; baseVersion: number; actor: AuditActor },
) => updateRow(db, eventCatalogue, { ...args, input: eventInput(args.input) });
export const setEventActive = (
  db: Database,
  args: { id: string; active: boolean; actor: AuditActor },
) => setRowActive(db, eventCatalogue, args);

export const createGalleryImage = (
  db: Database,
  args: { input: GalleryImageInput; actor: AuditActor },
) => createRow(db, galleryCatalogue, { ...args, input: imageInput(args.input) });
export const updateGalleryImage = (
  db: Database,
  args: { id: string; input: GalleryImageInput; baseVersion: number; actor: AuditActor },
) => updateRow(db, galleryCatalogue, { ...args, input: imageInput(args.input) });
export const setGalleryImageActive = (
  db: Database,
  args: { id: string; active: boolean; actor: AuditActor },
) => setRowActive(db, galleryCatalogue, args);

/** Puts a photo at `position` of the gallery (1 is first). */
export async function moveGalleryImage(
  db: Database,
  { id, position, actor }: { id: string; position: number; actor: AuditActor },
): Promise<CatalogueListResult> {
  if (!isUuid(id)) return { kind: "not-found" };
  return db.transaction(async (tx): Promise<CatalogueListResult> => {
    const moved = await moveToPosition(tx, galleryOrdered, id, position);
    const image = await findGalleryImage(tx, id);
    if (!moved || !image) return { kind: "not-found" };
    const name = galleryCatalogue.name(image);
    if (moved.from !== moved.to) {
      await tx
        .update(foundationGalleryImages)
        .set({ updatedAt: sql`now()` })
        .where(eq(foundationGalleryImages.id, id));
      await recordAudit(tx, {
        actor,
        action: "foundation_gallery_image.moved",
        entityType: "foundation_gallery_image",
        entityId: id,
        summary: `Moved gallery photo ${name} to number ${moved.to} of ${moved.total}`,
      });
    }
    return { kind: "done", name, position: moved.to, total: moved.total, active: image.active };
  });
}
