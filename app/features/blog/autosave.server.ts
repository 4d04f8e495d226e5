import { and, eq } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { postAutosaves } from "~/platform/db/schema";
import { truncate } from "~/platform/forms/form-data.server";
import { withoutControlCharacters } from "~/platform/forms/control-characters";
import {
  blogPostEchoLimits,
  blogPostFields,
  newBlogPostValues,
  type BlogPostFormValues,
} from "./post-form";
import { isPostId } from "./post-admin.server";
import { isLocale, type Locale } from "~/i18n/locales";

/**
 * Autosave of the blog post form: what an editor types is kept on the server every few
 * seconds (one copy per editor and post), so it survives a closed tab, a crash or a
 * switch of device. Opening the post again offers it back; saving the post, or
 * discarding the copy, deletes it. Nothing here is published or validated: it is the
 * editor's own work in progress.
 */

/** Which post a copy belongs to: its id, or "new" for a post not created yet. */
export type AutosaveTarget = string;
export const NEW_POST_TARGET = "new";
export const AUTOSAVE_TARGET_FIELD = "autosaveTarget";

/**
 * A new version of an article ("Add Portuguese version"): a copy of its own, so it is
 * not offered on a plain new post, nor on a new version in another language.
 */
export function newVersionTarget(sourceId: string, locale: Locale): AutosaveTarget {
  return `${NEW_POST_TARGET}:${sourceId}:${locale}`;
}

function isNewVersionTarget(value: string): boolean {
  const [prefix, sourceId, locale, ...rest] = value.split(":");
  return prefix === NEW_POST_TARGET && isPostId(sourceId) && isLocale(locale) && rest.length === 0;
}

export function isAutosaveTarget(value: unknown): value is AutosaveTarget {
  return (
    value === NEW_POST_TARGET ||
    isPostId(value) ||
    (typeof value === "string" && isNewVersionTarget(value))
  );
}

/** The form's fields as typed, each cut at what a refused save would show again. */
export function autosaveValuesOf(formData: FormData): BlogPostFormValues {
  const values = { ...newBlogPostValues };
  for (const field of blogPostFields) {
    const raw = formData.get(field);
    values[field] =
      typeof raw === "string"
        ? truncate(withoutControlCharacters(raw), blogPostEchoLimits[field])
        : "";
  }
  return values;
}

export async function saveAutosave(
  db: Database,
  {
    userId,
    target,
    values,
  }: { userId: string; target: AutosaveTarget; values: BlogPostFormValues },
): Promise<Date> {
  const savedAt = new Date();
  await db
    .insert(postAutosaves)
    .values({ userId, target, values, savedAt })
    .onConflictDoUpdate({
      target: [postAutosaves.userId, postAutosaves.target],
      set: { values, savedAt },
    });
  return savedAt;
}

export type Autosave = { values: BlogPostFormValues; savedAt: Date };

/** This editor's copy of a post's form, if any. */
export async function findAutosave(
  db: Database,
  userId: string,
  target: AutosaveTarget,
): Promise<Autosave | null> {
  const [row] = await db
    .select({ values: postAutosaves.values, savedAt: postAutosaves.savedAt })
    .from(postAutosaves)
    .where(and(eq(postAutosaves.userId, userId), eq(postAutosaves.target, target)))
    .limit(1);
  if (!row) return null;
  // Only the form's fields, whatever an older copy held.
  const stored = row.values as Partial<Record<string, unknown>>;
  const values = { ...newBlogPostValues };
  for (const field of blogPostFields) {
    const value = stored[field];
    values[field] = typeof value === "string" ? value : "";
  }
  return { values, savedAt: row.savedAt };
}

export async function discardAutosave(
  db: Database,
  userId: string,
  target: AutosaveTarget,
): Promise<void> {
  await db
    .delete(postAutosaves)
    .where(and(eq(postAutosaves.userId, userId), eq(postAutosaves.target, target)));
}
