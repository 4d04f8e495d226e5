import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, ilike, not, or, sql, type SQL } from "drizzle-orm";
import { containsPattern } from "~/platform/db/like.server";
import { pageSlice } from "~/platform/paging";
import type { Logger } from "pino";
import sharp, { type Metadata, type Sharp } from "sharp";
import { lastAuditEntry, recordAudit, type AuditActor } from "~/features/audit/index.server";
import { trashedImageFiles, moveToTrash } from "~/features/trash/index.server";
import type { Database } from "~/platform/db/client.server";
import { images } from "~/platform/db/schema";
import { describeConflict } from "~/features/history/index.server";
import type { EditConflict } from "~/ui/admin/edit-conflict";
import { withoutControlCharacters } from "~/platform/forms/control-characters";
import { env } from "~/platform/env.server";
import { logger as appLogger } from "~/platform/logger.server";
import { defaultLocale, locales, type Locale } from "~/i18n/locales";
import {
  altTextField,
  altTextsByLocale,
  altTextsFrom,
  keptAltTexts,
  type AltTextField,
  type AltTexts,
} from "./alt-texts";
import { formatLimitMb } from "./format";
import { usesOfImage } from "./image-usage.server";
import {
  storedImageKeys,
  uploadUrl,
  variantFormatsFor,
  variantKey,
  variantWidthsFor,
  type VariantFormat,
} from "~/platform/images/image-url";
import { storage as processStorage, type Storage } from "~/platform/storage/storage.server";
import {
  ACCEPTED_FORMATS_TEXT,
  ALT_TEXT_MAX_LENGTH,
  CATEGORY_MAX_LENGTH,
  MEDIA_PAGE_SIZE,
  MEDIA_SEARCH_MAX_LENGTH,
  type MediaListQuery,
  type ImageUse,
  type MediaImage,
} from "./types";

export type { MediaImage };

/*
 * The media library's images: what is accepted, how it is stored, and the
 * rows and audit entries that go with it.
 *
 * What is an image is decided by decoding it with sharp, never by its name or
 * declared type: JPEG, PNG, WebP, GIF and AVIF only. SVG (it can carry
 * scripts), HEIC, TIFF, PDF and anything sharp cannot read are refused.
 *
 * The original is never stored as uploaded: sharp decodes it (at most
 * MAX_INPUT_PIXELS, against decompression bombs), turns it upright and
 * re-encodes it in its own format. That drops every piece of metadata (EXIF
 * with GPS position, camera serials, XMP, comments) and anything appended to
 * the file (polyglots), at the cost of one generation of lossy re-compression
 * for JPEG/WebP/AVIF at high quality. Resized WebP variants
 * (image-url.ts: variantWidthsFor) are made once, here, and never upscaled.
 */

/** The most pixels an upload may decode to, all frames together (about 40 megapixels). */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The only folder callers may ask for: About Us images go under about-us/, the rest at the top. */
export type UploadFolder = "about-us";

const acceptedFormats = {
  jpeg: { extension: "jpg", mimeType: "image/jpeg" },
  png: { extension: "png", mimeType: "image/png" },
  webp: { extension: "webp", mimeType: "image/webp" },
  gif: { extension: "gif", mimeType: "image/gif" },
  avif: { extension: "avif", mimeType: "image/avif" },
} as const;

type AcceptedFormat = keyof typeof acceptedFormats;

export type UploadRefusal = { ok: false; status: 400 | 413 | 415; message: string };
export type UploadResult = { ok: true; image: MediaImage } | UploadRefusal;

const notAnImage = (name: string): UploadRefusal => ({
  ok: false,
  status: 415,
  message: `"${name}" is not an image we can use. Upload a ${ACCEPTED_FORMATS_TEXT} picture.`,
});

/** The file name as it may appear in a message: short, on one line. */
function displayName(file: File): string {
  const name =
    Array.from(file.name, (char) => (/\p{Cc}/u.test(char) ? " " : char))
      .join("")
      .trim() || "The file";
  return name.length > 80 ? `${name.slice(0, 77)}…` : name;
}

/** The longest file name file systems allow (in UTF-8 bytes): a longer one was never a file's. */
const MAX_FILE_NAME_BYTES = 255;

/**
 * A name no computer gives a picture: a folder path ("../../etc/passwd.png",
 * "C:\\…"), control characters (NUL, line breaks that could forge a header) or
 * more than a file system allows. Stored files get a name of our own anyway; a
 * request that sends one of these was made by hand, so it is refused.
 */
function isOddFileName(name: string): boolean {
  return (
    Buffer.byteLength(name) > MAX_FILE_NAME_BYTES ||
    /[/\\]/.test(name) ||
    /\p{Cc}/u.test(name) ||
    name === "." ||
    name === ".."
  );
}

/*
 * Polyglots: files that are a picture and also a web page, a script or an
 * archive. Re-encoding would drop the rest, but a picture that carries one was
 * made to attack, so it is refused. The markers are long enough that compressed
 * pixel data never spells them by chance.
 */
const MARKUP = /<script|<iframe|<!doctype|<html[\s>]|<\?php\s|javascript:/i;
const ZIP_END_RECORD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_CENTRAL_RECORD = 0x02014b50;
/** A ZIP's end record sits within its last 64 KB and 22 bytes. */
const ZIP_END_SEARCH_BYTES = 65_557;

/** A readable ZIP archive at the end of the file: an end record whose central directory is really there. */
function endsWithZip(buffer: Buffer): boolean {
  const from = Math.max(0, buffer.length - ZIP_END_SEARCH_BYTES);
  for (let at = buffer.lastIndexOf(ZIP_END_RECORD); at >= from;) {
    if (at + 16 <= buffer.length) {
      const start = at - buffer.readUInt32LE(at + 12);
      if (start >= 0 && buffer.readUInt32LE(start) === ZIP_CENTRAL_RECORD) return true;
    }
    at = at === 0 ? -1 : buffer.lastIndexOf(ZIP_END_RECORD, at - 1);
  }
  return false;
}

function hidesOtherContent(buffer: Buffer): boolean {
  return MARKUP.test(buffer.toString("latin1")) || endsWithZip(buffer);
}

type Inspected = {
  format: AcceptedFormat;
  width: number;
  height: number;
  animated: boolean;
  palette: boolean;
};

/** Reads the header only (no pixels decoded yet) and decides whether to go on. */
async function inspect(buffer: Buffer, name: string): Promise<Inspected | UploadRefusal> {
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    return notAnImage(name);
  }
  const raw = metadata.format as string | undefined;
  if (raw === "svg") {
    return {
      ok: false,
      status: 415,
      message: `"${name}" is an SVG file. SVG images are not accepted because they can carry scripts; upload a ${ACCEPTED_FORMATS_TEXT} picture.`,
    };
  }
  // libheif reads AVIF and HEIC alike; only AV1-compressed (AVIF) is accepted.
  const format = raw === "heif" ? (metadata.compression === "av1" ? "avif" : "heic") : raw;
  if (!format || !(format in acceptedFormats)) {
    return {
      ok: false,
      status: 415,
      message: `"${name}" is ${format ? `a ${format.toUpperCase()} file` : "not an image we can read"}. Upload a ${ACCEPTED_FORMATS_TEXT} picture.`,
    };
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  const pages = Math.max(metadata.pages ?? 1, 1);
  const pageHeight = metadata.pageHeight ?? metadata.height;
  if (!width || !height || !pageHeight) return notAnImage(name);
  const totalPixels = metadata.width * pageHeight * pages;
  if (totalPixels > MAX_INPUT_PIXELS) {
    const frames = pages > 1 ? ` in ${pages} frames` : "";
    return {
      ok: false,
      status: 400,
      message: `"${name}" is too large in pixels (${metadata.width} × ${pageHeight}${frames}). The limit is ${MAX_INPUT_PIXELS / 1_000_000} megapixels; make it smaller and try again.`,
    };
  }
  return {
    format: format as AcceptedFormat,
    width,
    height,
    animated: pages > 1 && (format === "gif" || format === "webp"),
    palette: metadata.isPalette === true,
  };
}

/** The original, upright, re-encoded without metadata in its own format. */
function encodeOriginal(pipeline: Sharp, info: Inspected): Sharp {
  switch (info.format) {
    case "jpeg":
      return pipeline.jpeg({ quality: 90 });
    case "png":
      return pipeline.png({ palette: info.palette });
    case "webp":
      return pipeline.webp({ quality: 90 });
    case "gif":
      return pipeline.gif();
    case "avif":
      return pipeline.avif({ quality: 60, effort: 2 });
  }
}

type Encoded = {
  original: Buffer;
  variants: { width: number; format: VariantFormat; data: Buffer }[];
};

async function encode(buffer: Buffer, info: Inspected): Promise<Encoded> {
  const input = () =>
    sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, animated: info.animated }).autoOrient();
  const original = await encodeOriginal(input(), info).toBuffer();
  const variants: Encoded["variants"] = [];
  // One at a time: the machine is small and uploads are rare.
  const formats = variantFormatsFor(`.${acceptedFormats[info.format].extension}`);
  for (const width of variantWidthsFor(info.width)) {
    const resized = () => input().resize({ width, withoutEnlargement: true });
    for (const format of formats) {
      const encoder =
        format === "avif"
          ? resized().avif({ quality: 55, effort: 2 })
          : resized().webp({ quality: 80 });
      variants.push({ width, format, data: await encoder.toBuffer() });
    }
  }
  return { original, variants };
}

function randomName(info: Inspected): string {
  const { extension } = acceptedFormats[info.format];
  return `${randomBytes(8).toString("hex")}-${info.width}x${info.height}.${extension}`;
}

function cleanText(value: string | undefined, maxLength: number): string | null {
  // Control characters (NUL above all, which PostgreSQL cannot store) are dropped.
  const text = withoutControlCharacters(value ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, maxLength);
  return text ? text : null;
}

/** Alt texts as typed, per language: each cleaned and cut to its length, the empty ones left out. */
function cleanAltTexts(typed: Partial<Record<Locale, string>> | undefined): AltTexts {
  const texts: AltTexts = {};
  for (const locale of locales) {
    const text = cleanText(typed?.[locale], ALT_TEXT_MAX_LENGTH);
    if (text) texts[locale] = text;
  }
  return texts;
}

const imageColumns = {
  id: images.id,
  filename: images.filename,
  originalName: images.originalName,
  filePath: images.filePath,
  altTexts: images.altTexts,
  category: images.category,
  mimeType: images.mimeType,
  fileSize: images.fileSize,
  width: images.width,
  height: images.height,
  variantWidths: images.variantWidths,
  uploadDate: images.uploadDate,
};

/** An image's row as read: its storage key instead of a URL, its date as a Date. */
type ImageRow = Omit<MediaImage, "url" | "uploadDate" | "altTexts"> & {
  filePath: string;
  uploadDate: Date;
  /** The stored jsonb map, read through altTextsFrom. */
  altTexts: unknown;
};

function toMediaImage(row: ImageRow): MediaImage {
  return {
    id: row.id,
    filename: row.filename,
    originalName: row.originalName,
    url: uploadUrl(row.filePath),
    altTexts: altTextsFrom(row.altTexts),
    category: row.category,
    mimeType: row.mimeType,
    fileSize: row.fileSize,
    width: row.width,
    height: row.height,
    variantWidths: [...row.variantWidths].sort((a, b) => a - b),
    uploadDate: new Date(row.uploadDate).toISOString(),
  };
}

async function removeKeys(
  store: Storage,
  keys: string[],
  logger: Logger,
  context: Record<string, unknown>,
): Promise<void> {
  for (const key of keys) {
    try {
      await store.delete(key);
    } catch (error) {
      logger.error({ err: error, key, ...context }, "could not remove a stored image file");
    }
  }
}

/**
 * Checks, re-encodes and stores one uploaded image with its variants, then
 * records its row and an audit entry. A refusal (too big, not an accepted
 * image, too many pixels) stores nothing; so does a failure, which is thrown.
 */
export async function saveUploadedImage(
  db: Database,
  file: File,
  options: {
    folder?: UploadFolder;
    /**
     * Its alt texts, any of the languages (an image inserted into a Portuguese article
     * is given a Portuguese one); blank ones are left out.
     */
    altTexts?: Partial<Record<Locale, string>>;
    category?: string;
    actor: AuditActor;
    /** Tests pass their own bucket; everyone else uses the process's. */
    storage?: Storage;
    logger?: Logger;
  },
): Promise<UploadResult> {
  const store = options.storage ?? processStorage;
  const logger = options.logger ?? appLogger;
  const name = displayName(file);
  if (isOddFileName(file.name)) {
    return {
      ok: false,
      status: 400,
      message: `The file name "${name}" cannot be used: it contains a folder path or hidden characters, or is too long. Rename the file (for example team-photo.jpg) and upload it again.`,
    };
  }
  const limit = env.UPLOAD_MAX_BYTES;
  if (file.size > limit) {
    return {
      ok: false,
      status: 413,
      message: `"${name}" is too large. Images can be at most ${formatLimitMb(limit)}.`,
    };
  }
  if (file.size === 0) return { ok: false, status: 400, message: `"${name}" is empty.` };

  const buffer = Buffer.from(await file.arrayBuffer());
  const inspected = await inspect(buffer, name);
  if ("ok" in inspected) return inspected;
  if (hidesOtherContent(buffer)) {
    return {
      ok: false,
      status: 415,
      message: `"${name}" contains something besides the picture (a web page, a script or an archive), so it was not accepted. Open it in an image editor, save it again as a ${ACCEPTED_FORMATS_TEXT} picture and upload that copy.`,
    };
  }

  let encoded: Encoded;
  try {
    encoded = await encode(buffer, inspected);
  } catch (error) {
    // The header was fine but the pixels are not (truncated, corrupt, over the limit).
    logger.warn({ err: error, name }, "an uploaded image could not be decoded");
    return notAnImage(name);
  }

  const filename = randomName(inspected);
  const key = options.folder ? `${options.folder}/${filename}` : filename;
  const { mimeType } = acceptedFormats[inspected.format];
  const stored: string[] = [];
  try {
    // Each key is noted before its write: a write that fails (or times out) may still
    // have reached the store, and is removed with the rest.
    stored.push(key);
    await store.put(key, encoded.original, mimeType);
    for (const variant of encoded.variants) {
      const variantName = variantKey(key, variant.width, variant.format);
      stored.push(variantName);
      await store.put(variantName, variant.data, `image/${variant.format}`);
    }
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(images)
        .values({
          filename,
          originalName: name,
          filePath: key,
          altTexts: cleanAltTexts(options.altTexts),
          category: cleanText(options.category, CATEGORY_MAX_LENGTH),
          fileSize: encoded.original.length,
          mimeType,
          width: inspected.width,
          height: inspected.height,
          variantWidths: [...new Set(encoded.variants.map((variant) => variant.width))],
        })
        .returning(imageColumns);
      if (!inserted) throw new Error("the image row was not inserted");
      await recordAudit(tx, {
        actor: options.actor,
        action: "image.uploaded",
        entityType: "image",
        entityId: inserted.id,
        summary: `${filename} (${name})`,
      });
      return inserted;
    });
    return { ok: true, image: toMediaImage(row) };
  } catch (error) {
    await removeKeys(store, stored, logger, { upload: key });
    throw error;
  }
}

/** The library, newest first. */
export type MediaImagePage = {
  images: MediaImage[];
  /** Images the search finds (all of them without one). */
  matches: number;
  /** Images in the library, and how many of them have no alt text. */
  total: number;
  missingAlt: number;
  page: number;
  pageCount: number;
};

const mediaSorts: Record<MediaListQuery["sort"], SQL[]> = {
  newest: [desc(images.uploadDate), desc(images.id)],
  oldest: [asc(images.uploadDate), asc(images.id)],
  name: [sql`lower(coalesce(${images.originalName}, ${images.filename}))`, asc(images.id)],
  largest: [desc(images.fileSize), desc(images.id)],
};

/**
 * One page of the library (the media page and the picker), newest first unless sorted
 * otherwise: a search finds the words in an image's file names, alt texts or category;
 * the filters keep one file type, or the images with (or without) alt text; all in SQL.
 * A page past the last is the last.
 */
export async function listImagePage(
  db: Database,
  {
    query,
    page,
    filters = { type: null, alt: null },
    sort = "newest",
  }: {
    query: string;
    page: number;
    filters?: MediaListQuery["filters"];
    sort?: MediaListQuery["sort"];
  },
): Promise<MediaImagePage> {
  const needle = query.trim().slice(0, MEDIA_SEARCH_MAX_LENGTH);
  const pattern = containsPattern(needle);
  // "Missing" is English missing (stored texts are never blank; see saveUploadedImage).
  const noAlt = sql`coalesce(${images.altTexts} ->> ${defaultLocale}::text, '') = ''`;
  // Any language's text: the search finds an image by its Spanish description too.
  const altTextMatches = sql`exists (select 1 from jsonb_each_text(${images.altTexts}) as "alt" ("locale", "text") where "alt"."text" ilike ${pattern})`;
  const where = and(
    needle
      ? or(
          ilike(images.originalName, pattern),
          ilike(images.filename, pattern),
          altTextMatches,
          ilike(images.category, pattern),
        )
      : undefined,
    filters.type ? eq(images.mimeType, `image/${filters.type}`) : undefined,
    filters.alt === "missing" ? noAlt : filters.alt === "present" ? not(noAlt) : undefined,
  );
  // One after another: `db` may be a transaction's one connection.
  const [counts] = await db
    .select({
      total: count(),
      missingAlt: count(sql`case when ${noAlt} then 1 end`),
    })
    .from(images);
  const [matched] = where ? await db.select({ n: count() }).from(images).where(where) : [];
  const total = counts?.total ?? 0;
  const matches = where ? (matched?.n ?? 0) : total;
  const { page: current, pageCount, limit, offset } = pageSlice(matches, MEDIA_PAGE_SIZE, page);
  const rows = await db
    .select(imageColumns)
    .from(images)
    .where(where)
    .orderBy(...mediaSorts[sort])
    .limit(limit)
    .offset(offset);
  return {
    images: rows.map(toMediaImage),
    matches,
    total,
    missingAlt: counts?.missingAlt ?? 0,
    page: current,
    pageCount,
  };
}

/**
 * Deletes the row (with its audit entry) and keeps it in the Trash, unless the image is
 * used somewhere (then nothing changes and the answer lists where). Its stored files
 * stay while it is in the Trash; they are deleted when its entry goes for good
 * (app/features/trash/).
 */
export async function deleteImage(
  db: Database,
  id: string,
  actor: AuditActor,
): Promise<
  | { ok: true; filename: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "in-use"; uses: ImageUse[] }
> {
  if (!isUuid(id)) return { ok: false, reason: "not-found" };
  const outcome = await db.transaction(async (tx) => {
    const [image] = await tx
      .select({ filePath: images.filePath })
      .from(images)
      .where(eq(images.id, id))
      .for("update");
    if (!image) return null;
    const uses = await usesOfImage(tx, image.filePath);
    if (uses.length > 0) return { kind: "in-use" as const, uses };
    const [row] = await tx.delete(images).where(eq(images.id, id)).returning();
    if (!row) return null;
    await moveToTrash(tx, {
      entityType: "image",
      entityId: id,
      title: row.filename,
      snapshot: row,
      actor,
    });
    await recordAudit(tx, {
      actor,
      action: "image.deleted",
      entityType: "image",
      entityId: id,
      summary: row.filename,
    });
    return { kind: "deleted" as const, filename: row.filename };
  });
  if (!outcome) return { ok: false, reason: "not-found" };
  if (outcome.kind === "in-use") return { ok: false, reason: "in-use", uses: outcome.uses };
  return { ok: true, filename: outcome.filename };
}

/** What a bulk Move to trash did: which images went, and how many were refused or gone. */
export type BulkImageDeleteResult = {
  /** The file names of the images moved to the Trash. */
  deleted: string[];
  /** Images left alone because they are used somewhere (as a single delete refuses). */
  inUse: number;
  /** Ids that named no image (deleted since the page was shown). */
  missing: number;
};

/**
 * Moves the checked images to the Trash, each as its own delete (its own transaction
 * and audit entry), so an image in use is refused by the same rule and the others go.
 */
export async function deleteImages(
  db: Database,
  ids: readonly string[],
  actor: AuditActor,
): Promise<BulkImageDeleteResult> {
  const result: BulkImageDeleteResult = { deleted: [], inUse: 0, missing: 0 };
  for (const id of new Set(ids)) {
    const outcome = await deleteImage(db, id, actor);
    if (outcome.ok) result.deleted.push(outcome.filename);
    else if (outcome.reason === "in-use") result.inUse++;
    else result.missing++;
  }
  return result;
}

/** Saves an image's alt texts in every language (blank: none there, which the library notes). */
export type AltTextResult =
  | { ok: true; image: MediaImage }
  | { ok: false; reason: "not-found" }
  /**
   * A colleague saved other texts after the page was opened: nothing was written. `stored`
   * is every language's text as saved now, which the form takes as its new base.
   */
  | { ok: false; reason: "conflict"; conflict: EditConflict; stored: Record<Locale, string> };

export async function updateAltText(
  db: Database,
  id: string,
  typed: Partial<Record<Locale, string>>,
  actor: AuditActor,
  /**
   * The texts the form showed when opened, per language (null: a form that did not say,
   * judged stale); left out by callers that decide alone.
   */
  base?: Partial<Record<Locale, string>> | null,
): Promise<AltTextResult> {
  if (!isUuid(id)) return { ok: false, reason: "not-found" };
  const altTexts = cleanAltTexts(typed);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ altTexts: images.altTexts })
      .from(images)
      .where(eq(images.id, id))
      .for("update");
    if (!current) return { ok: false, reason: "not-found" } as const;
    const stored = altTextsByLocale(altTextsFrom(current.altTexts));
    const changedSince =
      base !== undefined &&
      (base === null || locales.some((locale) => (base[locale] ?? "").trim() !== stored[locale]));
    if (changedSince) {
      const author = await lastAuditEntry(tx, { action: "image.alt_text_updated", entityId: id });
      const yours = altTextsByLocale(altTexts);
      const byField = (texts: Record<Locale, string>) =>
        Object.fromEntries(
          locales.map((locale) => [altTextField(locale), texts[locale]]),
        ) as Record<AltTextField, string>;
      const conflict = describeConflict({
        author,
        updatedAt: new Date(),
        theirs: byField(stored),
        yours: byField(yours),
        editor: actor,
      });
      return { ok: false, reason: "conflict", conflict, stored } as const;
    }
    const [row] = await tx
      .update(images)
      // A language taken off the list keeps its text, to come back with it.
      .set({ altTexts: { ...keptAltTexts(current.altTexts), ...altTexts } })
      .where(eq(images.id, id))
      .returning(imageColumns);
    if (!row) return { ok: false, reason: "not-found" } as const;
    const translations = locales
      .filter((locale) => locale !== defaultLocale)
      .map((locale) => ` / ${locale}: ${altTexts[locale] ?? "(none)"}`)
      .join("");
    await recordAudit(tx, {
      actor,
      action: "image.alt_text_updated",
      entityType: "image",
      entityId: id,
      summary: `${row.filename}: ${altTexts[defaultLocale] ?? "(no alt text)"}${translations}`,
    });
    return { ok: true, image: toMediaImage(row) } as const;
  });
}

/** Ids come from forms: anything that is not a UUID matches no row (and never reaches SQL). */
function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/**
 * Gives uploads saved before AVIF variants existed their AVIF copies, made from the
 * stored original, so no <picture> points at a missing file. Runs at start, in the
 * background; a second run finds nothing to do. Returns how many files it made.
 */
export async function addMissingAvifVariants(
  db: Database,
  {
    storage: store = processStorage,
    logger = appLogger,
  }: { storage?: Storage; logger?: Logger } = {},
): Promise<number> {
  const rows = await db
    .select({ filePath: images.filePath, variantWidths: images.variantWidths })
    .from(images);
  let made = 0;
  for (const row of rows) {
    if (!variantFormatsFor(row.filePath).includes("avif")) continue;
    const missing: number[] = [];
    for (const width of row.variantWidths) {
      if (!(await store.get(variantKey(row.filePath, width, "avif")))) missing.push(width);
    }
    if (missing.length === 0) continue;
    const original = await store.get(row.filePath);
    if (!original) {
      logger.warn({ key: row.filePath }, "an image's original is missing; no AVIF variants made");
      continue;
    }
    for (const width of missing) {
      const data = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
        .resize({ width, withoutEnlargement: true })
        .avif({ quality: 55, effort: 2 })
        .toBuffer();
      await store.put(variantKey(row.filePath, width, "avif"), data, "image/avif");
      made += 1;
    }
  }
  return made;
}

/** How long an object no row refers to is left alone: an upload may be writing it. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60_000;

/**
 * Removes the objects in the bucket that no image row refers to (an upload that failed
 * and could not clean up after itself, a purge whose files could not be removed),
 * once they are older than the grace period. The files of images in the Trash are kept:
 * they come back with a restore. Returns how many were removed.
 */
export async function sweepOrphanedUploads(
  db: Database,
  {
    storage: store = processStorage,
    logger = appLogger,
    graceMs = ORPHAN_GRACE_MS,
    now = new Date(),
  }: { storage?: Storage; logger?: Logger; graceMs?: number; now?: Date } = {},
): Promise<number> {
  // One snapshot of both: an image restored or deleted meanwhile is in one or the other.
  const rows = await db.transaction(
    async (tx) => [
      ...(await tx
        .select({ filePath: images.filePath, variantWidths: images.variantWidths })
        .from(images)),
      ...(await trashedImageFiles(tx)),
    ],
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  const referenced = new Set(rows.flatMap(storedImageKeys));
  let removed = 0;
  for await (const key of store.listOlderThan(new Date(now.getTime() - graceMs))) {
    if (referenced.has(key)) continue;
    await store.delete(key);
    removed += 1;
  }
  if (removed > 0) logger.info({ removed }, "removed stored files no image refers to");
  return removed;
}
