import { MailPlus, RefreshCw, X } from "lucide-react";
import { Form } from "react-router";
import { AdminCard } from "~/ui/admin/admin-shell";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { FormField } from "~/ui/form-field";
import { INTENT_FIELD } from "~/platform/forms/field-names";
import { invitationRoleValues, NAME_MAX_LENGTH, type InvitationRole } from "./invitation-form";
import { EMAIL_MAX_LENGTH } from "./login-form";
import { roleLabels } from "./roles";

/**
 * The Users page's invitations: the form that invites a colleague (e-mail, role, an optional
 * name), and the invitations still pending, each with Re-send and Revoke. Real form posts.
 */

export type PendingInvitationView = {
  id: string;
  email: string;
  name: string | null;
  role: InvitationRole;
  invitedByEmail: string;
  createdAt: Date | string;
  expiresAt: Date | string;
};

export type InviteFormView = {
  fieldErrors: Partial<Record<"email" | "role" | "name", string>>;
  values: Partial<Record<"email" | "role" | "name", string>>;
  answer: string;
};

const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/New_York",
});

export function InviteColleagueCard({
  invite,
  busy,
  drawnAt,
}: {
  invite?: InviteFormView;
  busy: boolean;
  /** When the page's data was loaded: after an invitation is sent, the fields start empty. */
  drawnAt: Date | string;
}) {
  const errors = invite?.fieldErrors ?? {};
  const values = invite?.values ?? {};
  const key = `${new Date(drawnAt).getTime()}-${invite?.answer ?? ""}`;
  return (
    <AdminCard
      title="Invite a colleague"
      description="They receive a link, good for 7 days and once, to choose their name and password. Their account starts with the role you pick here."
    >
      <Form method="post" className="grid gap-4 md:grid-cols-2">
        <input type="hidden" name={INTENT_FIELD} value="invite" />
        <FormField id="invite-email" label="E-mail" error={errors.email}>
          {(control) => (
            <input
              {...control}
              key={`email-${key}`}
              name="email"
              type="email"
              autoComplete="off"
              required
              maxLength={EMAIL_MAX_LENGTH}
              defaultValue={values.email ?? ""}
            />
          )}
        </FormField>
        <FormField id="invite-name" label="Name" optionalLabel="(optional)" error={errors.name}>
          {(control) => (
            <input
              {...control}
              key={`name-${key}`}
              name="name"
              type="text"
              autoComplete="off"
              maxLength={NAME_MAX_LENGTH}
              defaultValue={values.name ?? ""}
            />
          )}
        </FormField>
        <FormField id="invite-role" label="Role" error={errors.role}>
          {(control) => (
            <select
              {...control}
              key={`role-${key}`}
              name="role"
              defaultValue={values.role ?? "content_editor"}
              className={cn(control.className, "min-h-11")}
            >
              {invitationRoleValues.map((role) => (
                <option key={role} value={role}>
                  {roleLabels[role]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="flex items-end">
          <Button type="submit" disabled={busy} className="w-full md:w-auto">
            <MailPlus className="size-4" aria-hidden="true" />
            Send invitation
          </Button>
        </div>
      </Form>
    </AdminCard>
  );
}

export function PendingInvitationsCard({
  invitations,
  busy,
  now,
}: {
  invitations: PendingInvitationView[];
  busy: boolean;
  /** The time the page was drawn (the loader's), so server and browser agree on "expired". */
  now: Date | string;
}) {
  if (invitations.length === 0) return null;
  const nowMs = new Date(now).getTime();
  return (
    <AdminCard
      title={`Pending invitations (${invitations.length})`}
      description="Invitations not yet accepted. Re-send makes a new link with a new expiry; the earlier link stops working."
    >
      <ul className="divide-y divide-slate-100" aria-label="Pending invitations">
        {invitations.map((invitation) => {
          const expiresAt = new Date(invitation.expiresAt);
          const expired = expiresAt.getTime() <= nowMs;
          return (
            <li
              key={invitation.id}
              className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center lg:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-all text-slate-900">{invitation.email}</p>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
                  <span>{roleLabels[invitation.role]}</span>
                  {invitation.name ? <span className="break-all">{invitation.name}</span> : null}
                  <span className="break-all">Invited by {invitation.invitedByEmail}</span>
                  <span className={expired ? "font-semibold text-amber-800" : undefined}>
                    {expired ? "Expired" : "Expires"}{" "}
                    <time dateTime={expiresAt.toISOString()}>
                      {dateTimeFormat.format(expiresAt)}
                    </time>
                  </span>
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Form method="post">
                  <input type="hidden" name={INTENT_FIELD} value="resend-invitation" />
                  <input type="hidden" name="invitationId" value={invitation.id} />
                  <Button type="submit" variant="secondary" disabled={busy}>
                    <RefreshCw className="size-4" aria-hidden="true" />
                    Re-send<span className="sr-only"> the invitation to {invitation.email}</span>
                  </Button>
                </Form>
                <ConfirmDialog
                  triggerVariant="ghost"
                  trigger={
                    <>
                      <X className="size-4" aria-hidden="true" />
                      Revoke<span className="sr-only"> the invitation to {invitation.email}</span>
                    </>
                  }
                  title="Revoke this invitation?"
                  description={`The link sent to ${invitation.email} will stop working. You can invite them again later.`}
                  confirmLabel="Revoke invitation"
                  fields={{ [INTENT_FIELD]: "revoke-invitation", invitationId: invitation.id }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </AdminCard>
  );
}
