import { findAdminPost, restorePostRevision } from "~/features/blog/index.server";
import {
  findTeamMemberForEdit,
  restoreTeamMemberRevision,
  teamMemberHistoryFields,
  teamMemberHistorySnapshot,
} from "~/features/team/index.server";
import {
  aboutUsFieldLabels,
  findAboutUsTab,
  findPageContentEntry,
  restoreAboutUsRevision,
  restorePageContentRevision,
} from "~/features/site-content/index.server";
import { localeLabels } from "~/i18n/locales";
import { staffDateTimeFormat } from "~/platform/clinic";
import type { Database } from "~/platform/db/client.server";
import { htmlToPlainText } from "~/platform/sanitize.server";
import type { HistoryKindName } from "./paths";
import type { RestoreRequest, RestoreResult, RevisionEntity } from "./revisions.server";

/**
 * The kinds of item whose history the portal shows (/admin/history/:kind/:id): how each
 * is named, which stored fields its revisions keep and how they read, where it is edited,
 * and how an earlier revision is brought back (by the item's own save, as a new version).
 */

/** How a stored value reads in the history: plain text, HTML as its words, a flag, a list, a date. */
export type FieldKind = "text" | "html" | "flag" | "list" | "date";

export type HistoryField = { name: string; label: string; kind: FieldKind };

export type HistoryItemKind = {
  entityType: RevisionEntity;
  /** "blog post", as in "History of this blog post". */
  noun: string;
  /** Where the list of such items is, and its name. */
  listPath: string;
  listLabel: string;
  /** The stored fields its revisions keep (an About Us tab: that tab's). */
  fieldsOf(id: string): readonly HistoryField[];
  /**
   * A revision's stored values as `fieldsOf` names them, when they are kept otherwise
   * (nested, or under the names of an earlier version of the item's fields).
   */
  readSnapshot?(snapshot: Record<string, unknown>): Record<string, unknown>;
  /** What a restore does not bring back, said beside the Restore buttons. */
  restoreKeeps: string;
  find(db: Database, id: string): Promise<{ title: string; version: number } | null>;
  editPath(id: string): string;
  restore(db: Database, request: RestoreRequest): Promise<RestoreResult>;
};

export const historyItemKinds = {
  posts: {
    entityType: "blog_post",
    noun: "blog post",
    listPath: "/admin/blog",
    listLabel: "Blog Posts",
    fieldsOf: () => [
      { name: "title", label: "Title", kind: "text" },
      { name: "slug", label: "Address (slug)", kind: "text" },
      { name: "locale", label: "Language", kind: "text" },
      { name: "excerpt", label: "Excerpt", kind: "text" },
      { name: "category", label: "Category", kind: "text" },
      { name: "author", label: "Author", kind: "text" },
      { name: "imageUrl", label: "Cover image", kind: "text" },
      { name: "content", label: "Content", kind: "html" },
      { name: "featured", label: "Featured", kind: "flag" },
      { name: "published", label: "Published", kind: "flag" },
      { name: "publishAt", label: "Publish date", kind: "date" },
      { name: "unpublishAt", label: "Unpublish at", kind: "date" },
    ],
    restoreKeeps:
      "Restoring brings back that version's title, address, text and images as a new version. Whether the post is published, and its dates, stay as they are now.",
    async find(db, id) {
      const post = await findAdminPost(db, id);
      return post ? { title: post.title, version: post.version } : null;
    },
    editPath: (id) => `/admin/blog/${id}`,
    restore: restorePostRevision,
  },
  team: {
    entityType: "team_member",
    noun: "team member",
    listPath: "/admin/team",
    listLabel: "Team Members",
    fieldsOf: () => teamMemberHistoryFields,
    // Each language's texts as fields; a revision from before the texts map reads the same.
    readSnapshot: teamMemberHistorySnapshot,
    restoreKeeps:
      "Restoring brings back that version's name, roles, bios, lists and photo as a new version. Whether the member is shown, and their place in the list, stay as they are now.",
    async find(db, id) {
      const member = await findTeamMemberForEdit(db, id);
      return member ? { title: member.name, version: member.version } : null;
    },
    editPath: (id) => `/admin/team/${id}`,
    restore: restoreTeamMemberRevision,
  },
  "page-content": {
    entityType: "page_content",
    noun: "page content entry",
    listPath: "/admin/content",
    listLabel: "Page Content",
    fieldsOf: () => [
      { name: "contentType", label: "Content type", kind: "text" },
      { name: "contentValue", label: "Content", kind: "text" },
    ],
    restoreKeeps:
      "Restoring brings back that version's type and content as a new version; the site shows it at once.",
    async find(db, id) {
      const entry = await findPageContentEntry(db, id);
      return entry
        ? {
            title: `${entry.pageName} / ${entry.sectionName} (${localeLabels[entry.locale]})`,
            version: entry.version,
          }
        : null;
    },
    editPath: (id) => `/admin/content?edit=${id}`,
    restore: restorePageContentRevision,
  },
  "about-us": {
    entityType: "about_us",
    noun: "About Us tab",
    listPath: "/admin/about-us",
    listLabel: "About Us",
    fieldsOf: (id) =>
      Object.entries(aboutUsFieldLabels(id)).map(([name, label]) => ({
        name,
        label,
        kind: "text" as const,
      })),
    restoreKeeps:
      "Restoring brings back that version's texts and images of this tab, in every language, as a new version; the site shows them at once.",
    find: findAboutUsTab,
    editPath: (id) => `/admin/about-us?tab=${encodeURIComponent(id)}`,
    restore: restoreAboutUsRevision,
  },
} satisfies Record<HistoryKindName, HistoryItemKind>;

export function historyKindOf(name: string | undefined): HistoryItemKind | null {
  return name !== undefined && Object.hasOwn(historyItemKinds, name)
    ? historyItemKinds[name as HistoryKindName]
    : null;
}

/** A stored value as the history shows it (lines for lists, words for HTML). */
export function readableValue(kind: FieldKind, value: unknown): string {
  if (value === null || value === undefined) return "";
  switch (kind) {
    case "html":
      return typeof value === "string" ? htmlToPlainText(value) : "";
    case "flag":
      return value === true ? "Yes" : "No";
    case "list":
      return Array.isArray(value) ? value.map(String).join("\n") : String(value);
    case "date": {
      const date = new Date(String(value));
      return Number.isNaN(date.getTime()) ? "" : staffDateTimeFormat.format(date);
    }
    case "text":
      return typeof value === "string" ? value : String(value);
  }
}

/** Whether a field's stored value differs between two snapshots (HTML compared as stored). */
export function fieldChanged(
  name: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): boolean {
  return JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null);
}
