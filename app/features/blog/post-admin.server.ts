import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  lte,
  max,
  min,
  ne,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { containsPattern } from "~/platform/db/like.server";
import { pageSlice } from "~/platform/paging";
import { keepOldPostAddress } from "./slug-redirects.server";
import { publicPostCondition } from "./posts.server";
import {
  ADMIN_POST_PAGE_SIZE,
  MAX_BULK_POSTS,
  MAX_POST_SEARCH_LENGTH,
  type PostListQuery,
} from "./admin-post-list";
import type { PostStatus } from "./post-status";
import { isUniqueViolation } from "~/platform/db/errors";
import { z } from "zod";
import { localeLabels, locales, type Locale } from "~/i18n/locales";
import { categoryDisplayLabel } from "~/features/blog/categories";
import type { Database } from "~/platform/db/client.server";
import { blogPosts } from "~/platform/db/schema";
import type { BlogPostInput, BlogPostLocale } from "~/features/blog/post-form";
import { getMessages } from "~/i18n/messages.server";
import { sanitizePostHtml } from "~/platform/sanitize.server";
import { recordAudit, type AuditActor } from "~/features/audit/index.server";
import { moveToTrash } from "~/features/trash/index.server";
import {
  editConflict,
  recordRevision,
  revisionValues,
  tickedText,
  type RestoreRequest,
  type RestoreResult,
} from "~/features/history/index.server";
import type { EditConflict } from "~/ui/admin/edit-conflict";
import { blogPostFormValues } from "~/features/blog/post-form";
import { htmlToPlainText } from "~/platform/sanitize.server";

/**
 * The staff portal's blog posts: every post, newest first; create, update,
 * publish or unpublish, delete. Every write records an audit entry in its own
 * transaction. The public reads stay in app/features/blog/posts.server.ts: they
 * show published posts only, so a change here is on the public site at the next
 * request.
 */

export type AdminPostListItem = {
  id: string;
  /** The article it is a version of: its versions in the other languages share it. */
  groupId: string;
  title: string;
  slug: string;
  locale: BlogPostLocale;
  category: string;
  published: boolean;
  featured: boolean;
  /** The post's date: it shows from then (later than now: scheduled). */
  publishAt: Date;
  /** When it stops showing, if set. */
  unpublishAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export type AdminPost = AdminPostListItem & {
  excerpt: string | null;
  author: string | null;
  imageUrl: string | null;
  content: string;
  /** Each save adds one; a save based on another version is refused (app/features/history/). */
  version: number;
};

const ENTITY_TYPE = "blog_post";

const listColumns = {
  id: blogPosts.id,
  groupId: blogPosts.groupId,
  title: blogPosts.title,
  slug: blogPosts.slug,
  locale: blogPosts.locale,
  category: blogPosts.category,
  published: blogPosts.published,
  featured: blogPosts.featured,
  publishAt: blogPosts.publishAt,
  unpublishAt: blogPosts.unpublishAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs and forms: anything but a uuid names no post (and never reaches SQL). */
export function isPostId(value: unknown): value is string {
  return typeof value === "string" && uuidPattern.test(value);
}

/**
 * One row of the portal's list: an article, with its versions in the site's languages.
 * `posts` are the versions the search and filters found (the ones the row's buttons and
 * boxes act on), in the order of the languages; `versions` every version it has.
 */
export type AdminPostItem = {
  groupId: string;
  posts: AdminPostListItem[];
  versions: Partial<Record<Locale, AdminPostListItem>>;
};

export type AdminPostPage = {
  /** The page's articles. */
  items: AdminPostItem[];
  /** The versions the page's articles show as found, article after article. */
  posts: AdminPostListItem[];
  /** Articles the search and filters find (all of them without any): one of their versions matches. */
  matches: number;
  /** Every post, and how many of them visitors see now, or will at their time. */
  total: number;
  published: number;
  scheduled: number;
  /** The categories posts use, for the list's filter. */
  categories: string[];
  page: number;
  pageCount: number;
};

/** The SQL condition of a post's state at `now` (the rule of postStatus in post-status.ts). */
function statusCondition(status: PostStatus, now: Date): SQL | undefined {
  switch (status) {
    case "draft":
      return eq(blogPosts.published, false);
    case "scheduled":
      return and(eq(blogPosts.published, true), gt(blogPosts.publishAt, now));
    case "published":
      return publicPostCondition(now);
    case "ended":
      return and(
        eq(blogPosts.published, true),
        lte(blogPosts.publishAt, now),
        lte(blogPosts.unpublishAt, now),
      );
  }
}

/** The articles' order, by their found versions: the newest one's creation, and so on. */
const itemSorts: Record<PostListQuery["sort"], SQL[]> = {
  newest: [desc(max(blogPosts.createdAt)), desc(blogPosts.groupId)],
  oldest: [asc(min(blogPosts.createdAt)), asc(blogPosts.groupId)],
  date: [desc(max(blogPosts.publishAt)), desc(blogPosts.groupId)],
  title: [sql`min(lower(${blogPosts.title}))`, asc(blogPosts.groupId)],
};

/** The posts a search and filters of the list find, as one SQL condition. */
function postListCondition(
  { q, filters }: Pick<PostListQuery, "q" | "filters">,
  now: Date,
): SQL | undefined {
  const needle = q.trim().slice(0, MAX_POST_SEARCH_LENGTH);
  return and(
    needle
      ? or(
          ilike(blogPosts.title, containsPattern(needle)),
          ilike(blogPosts.slug, containsPattern(needle)),
        )
      : undefined,
    filters.status ? statusCondition(filters.status, now) : undefined,
    filters.category ? eq(blogPosts.category, filters.category) : undefined,
    filters.language ? eq(blogPosts.locale, filters.language) : undefined,
  );
}

/**
 * One page of the portal's list (issues 27 and 29), drafts too, an article (all its
 * language versions) to a row: searched by title or address, filtered by state, category
 * and language (an article is found when one of its versions is), sorted, all in SQL. The
 * counts are the database's, so the page costs the same with 5,000 posts as with 10. A
 * page past the last shows the last.
 */
export async function listAdminPostPage(
  db: Database,
  query: Pick<PostListQuery, "q" | "filters" | "sort" | "page">,
  now: Date = new Date(),
): Promise<AdminPostPage> {
  const where = postListCondition(query, now);
  const [[matched], [totals], categoryRows] = await Promise.all([
    db
      .select({ n: countDistinct(blogPosts.groupId) })
      .from(blogPosts)
      .where(where),
    db
      .select({
        all: count(),
        published: count(sql`case when ${publicPostCondition(now)} then 1 end`),
        scheduled: count(
          sql`case when ${and(eq(blogPosts.published, true), gt(blogPosts.publishAt, now))} then 1 end`,
        ),
      })
      .from(blogPosts),
    db
      .selectDistinct({ category: blogPosts.category })
      .from(blogPosts)
      .orderBy(blogPosts.category)
      .limit(200),
  ]);
  const matches = matched?.n ?? 0;
  const {
    page: current,
    pageCount,
    limit,
    offset,
  } = pageSlice(matches, ADMIN_POST_PAGE_SIZE, query.page);
  const groups = await db
    .select({ groupId: blogPosts.groupId })
    .from(blogPosts)
    .where(where)
    .groupBy(blogPosts.groupId)
    .orderBy(...itemSorts[query.sort])
    .limit(limit)
    .offset(offset);
  const rows =
    groups.length === 0
      ? []
      : await db
          .select({ ...listColumns, found: sql<boolean>`(${where ?? sql`true`})` })
          .from(blogPosts)
          .where(
            inArray(
              blogPosts.groupId,
              groups.map((group) => group.groupId),
            ),
          );
  const items = groups.map(({ groupId }): AdminPostItem => {
    const versions: AdminPostItem["versions"] = {};
    const posts: AdminPostListItem[] = [];
    for (const locale of locales) {
      const row = rows.find((one) => one.groupId === groupId && one.locale === locale);
      if (!row) continue;
      const { found, ...post } = row;
      versions[locale] = post;
      if (found) posts.push(post);
    }
    return { groupId, posts, versions };
  });
  return {
    items,
    posts: items.flatMap((item) => item.posts),
    matches,
    total: totals?.all ?? 0,
    published: totals?.published ?? 0,
    scheduled: totals?.scheduled ?? 0,
    categories: categoryRows.map((row) => row.category),
    page: current,
    pageCount,
  };
}

const postColumns = {
  ...listColumns,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  imageUrl: blogPosts.imageUrl,
  content: blogPosts.content,
  version: blogPosts.version,
};

/**
 * A post read to be changed, locked until the transaction ends: a second save of it waits
 * here, then reads the version the first one wrote.
 */
async function lockedPost(tx: Database, id: string): Promise<AdminPost | null> {
  const [row] = await tx
    .select(postColumns)
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .for("update");
  return row ?? null;
}

/** One post for its edit form, or null. */
export async function findAdminPost(db: Database, id: string): Promise<AdminPost | null> {
  if (!isPostId(id)) return null;
  const [row] = await db.select(postColumns).from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row ?? null;
}

export type SavePostResult =
  | { kind: "saved"; id: string; slug: string }
  | { kind: "slug-taken"; slug: string }
  /** The article already has a version in this language (another post). */
  | { kind: "language-taken"; locale: Locale }
  | { kind: "not-found" }
  /** Someone saved the post after the editor opened it: nothing was written. */
  | { kind: "conflict"; version: number; conflict: EditConflict };

/** A post's stored fields: what a revision keeps. */
function storedValues(post: BlogPostInput & { publishAt: Date }) {
  return {
    title: post.title,
    slug: post.slug,
    locale: post.locale,
    excerpt: post.excerpt,
    category: post.category,
    author: post.author,
    imageUrl: post.imageUrl,
    published: post.published,
    publishAt: post.publishAt,
    unpublishAt: post.unpublishAt,
    featured: post.featured,
    content: post.content,
  };
}

/**
 * When a post shows from. An empty date is now. A draft published now whose date is still
 * the one it had as a draft (its creation, in the past) is dated now, as editors expect of
 * "Publish"; a date in the future schedules it.
 */
export function publishMoment(
  input: { published: boolean; publishAt: Date | null },
  stored: { published: boolean; publishAt: Date } | null,
  now: Date,
): Date {
  if (!input.publishAt) return stored?.published ? stored.publishAt : now;
  // The date as loaded (the form shows minutes): the stored moment, to the millisecond.
  if (stored && input.publishAt.getTime() === floorToMinute(stored.publishAt)) {
    const firstPublished = input.published && !stored.published;
    return firstPublished && stored.publishAt < now ? now : stored.publishAt;
  }
  return input.publishAt;
}

/** The form shows minutes: a stored date compares with a typed one to the minute. */
function floorToMinute(date: Date): number {
  return Math.floor(date.getTime() / 60_000) * 60_000;
}

/** The row's values from the form's: only sanitized HTML is stored. */
function rowValues(input: BlogPostInput, publishAt: Date) {
  return { ...storedValues({ ...input, publishAt }), content: sanitizePostHtml(input.content) };
}

function describe(post: { title: string; slug: string }): string {
  return `"${post.title}" (/${post.slug})`;
}

/**
 * A new post: an article of its own, or (`translationOf`: a version of it) the article's
 * version in another language. An article has at most one version per language.
 */
export async function createPost(
  db: Database,
  {
    input,
    actor,
    translationOf,
  }: { input: BlogPostInput; actor: AuditActor; translationOf?: string },
): Promise<SavePostResult> {
  if (translationOf !== undefined && !isPostId(translationOf)) return { kind: "not-found" };
  return saveGuardingSlug(input, () =>
    db.transaction(async (tx): Promise<SavePostResult> => {
      let source: { groupId: string; title: string; slug: string } | undefined;
      if (translationOf !== undefined) {
        // Locked: its deletion waits, and a version added to it at once meets the index.
        [source] = await tx
          .select({ groupId: blogPosts.groupId, title: blogPosts.title, slug: blogPosts.slug })
          .from(blogPosts)
          .where(eq(blogPosts.id, translationOf))
          .for("update");
        if (!source) return { kind: "not-found" };
        if (await languageTaken(tx, source.groupId, input.locale)) {
          return { kind: "language-taken", locale: input.locale };
        }
      }
      if (await slugInUse(tx, input.slug)) return { kind: "slug-taken", slug: input.slug };
      const values = rowValues(input, publishMoment(input, null, new Date()));
      const [row] = await tx
        .insert(blogPosts)
        .values(source ? { ...values, groupId: source.groupId } : values)
        .returning({ id: blogPosts.id });
      if (!row) throw new Error("insert returned no row");
      await keepOldPostAddress(tx, { postId: row.id, from: null, to: input.slug });
      await recordRevision(tx, {
        entityType: ENTITY_TYPE,
        entityId: row.id,
        version: 1,
        snapshot: values,
        actor,
      });
      await recordAudit(tx, {
        actor,
        action: "blog_post.created",
        entityType: ENTITY_TYPE,
        entityId: row.id,
        summary: `Created ${input.published ? "and published " : ""}${describe(input)}${
          source ? ` as the ${localeLabels[input.locale]} version of ${describe(source)}` : ""
        }`,
      });
      return { kind: "saved", id: row.id, slug: input.slug };
    }),
  );
}

/**
 * Saves an edited post, if nobody saved it since the editor opened it at `baseVersion`;
 * otherwise nothing is written and the answer shows what differs.
 */
export async function updatePost(
  db: Database,
  {
    id,
    input,
    baseVersion,
    actor,
    restoredFrom,
  }: {
    id: string;
    input: BlogPostInput;
    baseVersion: number;
    actor: AuditActor;
    /** An earlier revision being brought back: its text, with today's publishing state. */
    restoredFrom?: number;
  },
): Promise<SavePostResult> {
  if (!isPostId(id)) return { kind: "not-found" };
  return saveGuardingSlug(input, () =>
    db.transaction(async (tx): Promise<SavePostResult> => {
      const current = await lockedPost(tx, id);
      if (!current) return { kind: "not-found" };
      if (restoredFrom !== undefined) {
        input = {
          ...input,
          published: current.published,
          publishAt: current.publishAt,
          unpublishAt: current.unpublishAt,
        };
      }
      if (current.version !== baseVersion) {
        const conflict = await editConflict(tx, {
          entityType: ENTITY_TYPE,
          entityId: id,
          current,
          theirs: blogPostFormValues(current),
          yours: blogPostFormValues(rowValues(input, publishMoment(input, current, new Date()))),
          editor: actor,
          displayed: { content: htmlToPlainText, published: tickedText, featured: tickedText },
        });
        return { kind: "conflict", version: current.version, conflict };
      }
      if (
        input.locale !== current.locale &&
        (await languageTaken(tx, current.groupId, input.locale, id))
      ) {
        return { kind: "language-taken", locale: input.locale };
      }
      if (await slugInUse(tx, input.slug, id)) return { kind: "slug-taken", slug: input.slug };
      const values = rowValues(input, publishMoment(input, current, new Date()));
      const version = current.version + 1;
      await tx
        .update(blogPosts)
        .set({ ...values, version, updatedAt: new Date() })
        .where(eq(blogPosts.id, id));
      await keepOldPostAddress(tx, { postId: id, from: current.slug, to: input.slug });
      await recordRevision(tx, {
        entityType: ENTITY_TYPE,
        entityId: id,
        version,
        snapshot: values,
        actor,
      });
      await recordAudit(tx, {
        actor,
        action: restoredFrom === undefined ? "blog_post.updated" : "blog_post.restored",
        entityType: ENTITY_TYPE,
        entityId: id,
        summary:
          restoredFrom === undefined
            ? `Updated ${describe(input)}`
            : `Restored version ${restoredFrom} of ${describe(input)} as version ${version}`,
      });
      return { kind: "saved", id, slug: input.slug };
    }),
  );
}

/** A revision's stored values as a post to save (older revisions may lack the dates). */
const storedPostSchema = z.object({
  title: z.string(),
  slug: z.string(),
  locale: z.enum(locales),
  excerpt: z.string().nullable(),
  category: z.string(),
  author: z.string().nullable(),
  imageUrl: z.string().nullable(),
  published: z.boolean(),
  publishAt: z.coerce.date().nullable().default(null),
  unpublishAt: z.coerce.date().nullable().default(null),
  featured: z.boolean(),
  content: z.string(),
});

/**
 * Brings back the title, address, text and image of an earlier revision as a new version
 * (whether and when the post shows stay as they are), if nobody saved the post since the
 * history was opened at `baseVersion`.
 */
export async function restorePostRevision(
  db: Database,
  { id, version, baseVersion, actor }: RestoreRequest,
): Promise<RestoreResult> {
  if (!isPostId(id)) return { kind: "not-found" };
  const stored = await revisionValues(db, ENTITY_TYPE, { id, version }, storedPostSchema);
  if (!stored.ok) return stored.answer;
  const result = await updatePost(db, {
    id,
    input: stored.values,
    baseVersion,
    actor,
    restoredFrom: version,
  });
  switch (result.kind) {
    case "saved":
      return { kind: "restored", title: stored.values.title, version: baseVersion + 1 };
    case "conflict":
      return { kind: "conflict" };
    case "not-found":
      return { kind: "not-found" };
    case "slug-taken":
      return {
        kind: "refused",
        message: `Another post now uses the address /${result.slug}, which version ${version} had. Change one of the two addresses first.`,
      };
    case "language-taken":
      return {
        kind: "refused",
        message: `Version ${version} is in ${localeLabels[result.locale]}, and this article now has another ${localeLabels[result.locale]} version.`,
      };
  }
}

export type ChangePostResult = { kind: "done"; title: string } | { kind: "not-found" };

/**
 * The publish/unpublish button: sets the state asked for (sending it twice changes nothing
 * more). A draft published from the list is dated now unless it is scheduled later.
 */
export async function setPostPublished(
  db: Database,
  { id, published, actor }: { id: string; published: boolean; actor: AuditActor },
): Promise<ChangePostResult> {
  if (!isPostId(id)) return { kind: "not-found" };
  return db.transaction(async (tx): Promise<ChangePostResult> => {
    const current = await lockedPost(tx, id);
    if (!current) return { kind: "not-found" };
    const now = new Date();
    // A draft published from here is dated now, unless its date is later (scheduled).
    const publishAt =
      published && !current.published && current.publishAt < now ? now : current.publishAt;
    // A new version like any save: an editor with the post open is told, not overwritten.
    const [row] = await tx
      .update(blogPosts)
      .set({
        published,
        publishAt,
        version: sql`${blogPosts.version} + 1`,
        updatedAt: now,
      })
      .where(eq(blogPosts.id, id))
      .returning(postColumns);
    if (!row) return { kind: "not-found" };
    await recordRevision(tx, {
      entityType: ENTITY_TYPE,
      entityId: id,
      version: row.version,
      snapshot: storedValues(row),
      actor,
    });
    await recordAudit(tx, {
      actor,
      action: published ? "blog_post.published" : "blog_post.unpublished",
      entityType: ENTITY_TYPE,
      entityId: id,
      summary: `${published ? "Published" : "Unpublished"} ${describe(row)}`,
    });
    return { kind: "done", title: row.title };
  });
}

export async function deletePost(
  db: Database,
  { id, actor }: { id: string; actor: AuditActor },
): Promise<ChangePostResult> {
  if (!isPostId(id)) return { kind: "not-found" };
  return db.transaction(async (tx): Promise<ChangePostResult> => {
    const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!row) return { kind: "not-found" };
    // Kept in the Trash for TRASH_DAYS, from which it comes back at the same address.
    await moveToTrash(tx, {
      entityType: ENTITY_TYPE,
      entityId: id,
      title: row.title,
      snapshot: row,
      actor,
    });
    await recordAudit(tx, {
      actor,
      action: "blog_post.deleted",
      entityType: ENTITY_TYPE,
      entityId: id,
      summary: `Deleted ${describe(row)}`,
    });
    return { kind: "done", title: row.title };
  });
}

export type BulkPostResult = {
  /** The titles of the posts changed (or moved to the Trash). */
  changed: string[];
  /** Posts already in the state asked for. */
  unchanged: number;
  /** Ids that named no post (deleted since the list was shown). */
  missing: number;
};

/** The posts of a bulk action that exist, with their state: the ids checked, at most a page. */
async function bulkTargets(tx: Database, ids: readonly string[]) {
  const wanted = [...new Set(ids)].filter(isPostId).slice(0, MAX_BULK_POSTS);
  if (wanted.length === 0) return { rows: [], missing: ids.length };
  const rows = await tx
    .select({ id: blogPosts.id, published: blogPosts.published })
    .from(blogPosts)
    .where(inArray(blogPosts.id, wanted));
  return { rows, missing: new Set(ids).size - rows.length };
}

/**
 * Publish or unpublish the checked posts of the list, in one transaction: each changed
 * post as by its own button (a new version, a revision, an audit entry); one already so
 * is left alone.
 */
export async function setPostsPublished(
  db: Database,
  { ids, published, actor }: { ids: readonly string[]; published: boolean; actor: AuditActor },
): Promise<BulkPostResult> {
  return db.transaction(async (tx) => {
    const { rows, missing } = await bulkTargets(tx, ids);
    const changed: string[] = [];
    let unchanged = 0;
    for (const row of rows) {
      if (row.published === published) {
        unchanged++;
        continue;
      }
      const result = await setPostPublished(tx, { id: row.id, published, actor });
      if (result.kind === "done") changed.push(result.title);
    }
    return { changed, unchanged, missing };
  });
}

/** Move the checked posts to the Trash, in one transaction, each as by its own Delete. */
export async function deletePosts(
  db: Database,
  { ids, actor }: { ids: readonly string[]; actor: AuditActor },
): Promise<BulkPostResult> {
  return db.transaction(async (tx) => {
    const { rows, missing } = await bulkTargets(tx, ids);
    const changed: string[] = [];
    for (const row of rows) {
      const result = await deletePost(tx, { id: row.id, actor });
      if (result.kind === "done") changed.push(result.title);
    }
    return { changed, unchanged: 0, missing };
  });
}

async function slugInUse(tx: Database, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      exceptId
        ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId))
        : eq(blogPosts.slug, slug),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether the article has a version in the language (other than the post `exceptId`). */
async function languageTaken(
  tx: Database,
  groupId: string,
  locale: Locale,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.groupId, groupId),
        eq(blogPosts.locale, locale),
        exceptId ? ne(blogPosts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Two editors saving the same new slug (or the same article's version in one language)
 * at once both pass the checks above; the unique index stops the second, and that is
 * the same clear answer, not a 500.
 */
async function saveGuardingSlug(
  input: { slug: string; locale: Locale },
  save: () => Promise<SavePostResult>,
): Promise<SavePostResult> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error, "blog_posts_slug_idx")) {
      return { kind: "slug-taken", slug: input.slug };
    }
    if (isUniqueViolation(error, "blog_posts_group_locale_idx")) {
      return { kind: "language-taken", locale: input.locale };
    }
    throw error;
  }
}

/** A version of an article as its siblings' editors show it. */
export type PostVersion = {
  id: string;
  locale: Locale;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  published: boolean;
  publishAt: Date;
  unpublishAt: Date | null;
};

/** Every version of an article (its group), in the order of the site's languages. */
export async function findPostVersions(db: Database, groupId: string): Promise<PostVersion[]> {
  if (!isPostId(groupId)) return [];
  const rows = await db
    .select({
      id: blogPosts.id,
      locale: blogPosts.locale,
      title: blogPosts.title,
      slug: blogPosts.slug,
      excerpt: blogPosts.excerpt,
      content: blogPosts.content,
      published: blogPosts.published,
      publishAt: blogPosts.publishAt,
      unpublishAt: blogPosts.unpublishAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.groupId, groupId));
  return locales.flatMap((locale) => rows.filter((row) => row.locale === locale));
}

export type CategoryOption = { id: string; label: string };

/**
 * The categories the public blog labels (its dictionary), in its order, plus a
 * post's own category when it is another one (labelled as the public page
 * labels it: see categoryDisplayLabel).
 */
export function blogCategoryOptions(current?: string): CategoryOption[] {
  const known = getMessages("en").blog.categories;
  const options = Object.entries(known).map(([id, label]) => ({ id, label }));
  if (current && !Object.hasOwn(known, current)) {
    options.push({ id: current, label: categoryDisplayLabel(current, known) });
  }
  return options;
}

/** The English label of a category, as the public blog shows it. */
export function blogCategoryLabel(category: string): string {
  return categoryDisplayLabel(category, getMessages("en").blog.categories);
}
