import { z } from "zod";
import { INTENT_FIELD } from "~/platform/forms/fields";
import { userRoleValues } from "./roles";

/*
 * The users page's forms: an account's role, and its deletion. Both name the
 * account by a hidden field; told apart by their intent.
 */

/** Account ids are Better Auth's or UUIDs. Anything else (a NUL byte) is refused before SQL. */
const userId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

export const usersForm = z.discriminatedUnion(INTENT_FIELD, [
  z.object({
    [INTENT_FIELD]: z.literal("set-role"),
    userId,
    role: z.enum(userRoleValues),
    // The role the page showed when it was opened (absent: a form from before, judged stale).
    baseRole: z.enum(userRoleValues).optional(),
  }),
  z.object({ [INTENT_FIELD]: z.literal("delete"), userId }),
]);
