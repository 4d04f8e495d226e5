import { z } from "zod";
import { INTENT_FIELD, optionalText, requiredText } from "~/platform/forms/fields";
import { invitationRoleValues } from "~/platform/db/user-roles";
import { EMAIL_MAX_LENGTH, loginMessages } from "./login-form";
import { passwordField } from "./password-policy";

/**
 * Invitations' forms: on the Users page, inviting a colleague (e-mail, role, an optional
 * name) and re-sending or revoking a pending invitation; on the page the e-mailed link
 * opens, the name and the password. Client-safe: the pages read the limits from here.
 */

export { invitationRoleValues };
export type InvitationRole = (typeof invitationRoleValues)[number];

export const ACCEPT_INVITATION_PATH = "/admin/accept-invitation";

export const NAME_MAX_LENGTH = 100;
/** The link's token is 43 characters (32 random bytes, base64url); anything longer is not one. */
export const INVITATION_TOKEN_MAX_LENGTH = 128;

export const invitationMessages = {
  nameRequired: "Please enter your name.",
  nameTooLong: `Use at most ${NAME_MAX_LENGTH} characters.`,
  roleInvalid: "Choose a role: content editor or admin.",
  mismatch: "The two passwords are not the same.",
  noToken: "This page needs the link from the invitation e-mail.",
} as const;

const email = requiredText(EMAIL_MAX_LENGTH, {
  missing: loginMessages.emailRequired,
  malformed: loginMessages.emailInvalid,
  required: loginMessages.emailRequired,
  tooLong: loginMessages.emailInvalid,
}).pipe(z.email({ error: loginMessages.emailInvalid }));

const invitationId = z.uuid();

/** The Users page's invitation forms, told apart from its other forms by their intent. */
export const inviteSchema = z.object({
  [INTENT_FIELD]: z.literal("invite"),
  email,
  role: z.enum(invitationRoleValues, { error: invitationMessages.roleInvalid }),
  name: optionalText(NAME_MAX_LENGTH, {
    malformed: invitationMessages.nameTooLong,
    tooLong: invitationMessages.nameTooLong,
  }),
});

export const invitationIntents = ["invite", "resend-invitation", "revoke-invitation"] as const;

export const invitationForms = z.discriminatedUnion(INTENT_FIELD, [
  inviteSchema,
  z.object({ [INTENT_FIELD]: z.literal("resend-invitation"), invitationId }),
  z.object({ [INTENT_FIELD]: z.literal("revoke-invitation"), invitationId }),
]);

export const inviteLimits = { email: EMAIL_MAX_LENGTH, name: NAME_MAX_LENGTH } as const;
export type InviteField = "email" | "role" | "name";

/** The page the link opens: the token (hidden), a name and the password twice. */
export const acceptInvitationSchema = z
  .object({
    token: z
      .string({ error: invitationMessages.noToken })
      .min(1, { error: invitationMessages.noToken })
      .max(INVITATION_TOKEN_MAX_LENGTH, { error: invitationMessages.noToken }),
    name: requiredText(NAME_MAX_LENGTH, {
      missing: invitationMessages.nameRequired,
      malformed: invitationMessages.nameRequired,
      required: invitationMessages.nameRequired,
      tooLong: invitationMessages.nameTooLong,
    }),
    newPassword: passwordField,
    confirmPassword: passwordField,
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    error: invitationMessages.mismatch,
  });

export type AcceptInvitationField = "token" | "name" | "newPassword" | "confirmPassword";
export const acceptInvitationLimits = { name: NAME_MAX_LENGTH } as const;
