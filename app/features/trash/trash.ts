import { z } from "zod";
import { INTENT_FIELD } from "~/platform/forms/fields";

/*
 * The Trash page's names and forms (client-safe): what each kind of deleted item is
 * called, and the page's three forms, told apart by their intent.
 */

/** What can be in the Trash: the names audit_log and content_revisions use. */
export type TrashEntityType = "blog_post" | "team_member" | "page_content" | "image";

/** What the list calls each kind of item. */
export const trashKindLabels: Record<TrashEntityType, string> = {
  blog_post: "Post",
  team_member: "Team member",
  page_content: "Page entry",
  image: "Image",
};

/** An entry's id (the server finds no entry for anything but a UUID). */
const entryId = z.string().max(100);

/** Restore (content editors), Delete forever and Empty trash (admins only). */
export const trashForm = z.discriminatedUnion(INTENT_FIELD, [
  z.object({ [INTENT_FIELD]: z.literal("restore"), id: entryId }),
  z.object({ [INTENT_FIELD]: z.literal("delete-forever"), id: entryId }),
  z.object({ [INTENT_FIELD]: z.literal("empty") }),
]);
