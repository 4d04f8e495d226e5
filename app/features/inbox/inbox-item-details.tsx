import { localeLabels } from "~/i18n/locales";
import { ArrowLeft, CircleCheck, Mail, RotateCcw, Send, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { AdminCard } from "~/ui/admin/admin-shell";
import { Button, buttonClasses } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { handledViews } from "./handled-kinds";
import { inboxItemLabels, inboxListPath, inboxTabLabels, type HandledKind } from "./inbox";
import type { HandledItemDetails, InboxItem } from "./inbox-admin.server";
import {
  DeliveryBadge,
  HandledBadge,
  inboxDateTime,
  InboxWhen,
  MailLink,
  UnconfirmedBadge,
} from "./inbox-badges";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A message's or request's heading and fields, as its kind shows them. */
function handledParts<Kind extends HandledKind>(kind: Kind, item: HandledItemDetails<Kind>) {
  const view = handledViews[kind];
  return { title: view.heading(item), fields: view.fields(item), messageLabel: view.messageLabel };
}

/** One message, request or subscriber, with what staff can do with it. */
export function InboxItemDetails({ found }: { found: InboxItem }) {
  const busy = useNavigation().state === "submitting";
  const { kind, item } = found;
  const label = inboxItemLabels[kind];
  // Messages and requests were e-mailed to the clinic and can be handled; a subscriber is an address.
  const handled = found.kind === "newsletter" ? null : found.item;
  const { title, fields, messageLabel } =
    found.kind === "newsletter"
      ? {
          title: found.item.email,
          fields: [
            ["E-mail", <MailLink email={found.item.email} />] as const,
            [
              "Confirmed",
              found.item.confirmedAt ? (
                <InboxWhen date={found.item.confirmedAt} />
              ) : (
                <UnconfirmedBadge />
              ),
            ] as const,
          ],
          messageLabel: null,
        }
      : handledParts(found.kind, found.item);
  const handledAt = handled?.handledAt ?? null;
  const handledBy = handled?.handledBy ?? null;

  return (
    <div className="space-y-6">
      <Link
        to={inboxListPath(kind)}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to {inboxTabLabels[kind].toLowerCase()}
      </Link>

      <AdminCard>
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm font-semibold text-slate-600">{label}</p>
          {handled ? (
            <>
              <HandledBadge handledAt={handledAt} />
              <DeliveryBadge status={handled.deliveryStatus} />
            </>
          ) : null}
        </div>
        <h2 className="mt-2 text-xl font-bold break-words text-slate-900">{title}</h2>
        <p className="mt-1 text-sm text-slate-600">
          {handled ? "Received " : "Subscribed "}
          <InboxWhen date={item.createdAt} />
        </p>
        {handledAt ? (
          <p className="mt-1 text-sm text-brand-800">
            Handled {inboxDateTime.format(new Date(handledAt))}
            {handledBy ? ` by ${handledBy}` : ""}
          </p>
        ) : null}

        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          {fields.map(([fieldLabel, value]) => (
            <Field key={fieldLabel} label={fieldLabel}>
              {value}
            </Field>
          ))}
          <Field label="Language">{localeLabels[item.locale]}</Field>
          <Field label="Reference">
            <span className="font-mono text-sm break-all">{item.id}</span>
          </Field>
        </dl>

        {handled ? (
          <div className="mt-6">
            <h3 className="text-sm font-semibold text-slate-600">{messageLabel}</h3>
            <p className="mt-2 rounded-xl bg-slate-50 p-4 break-words whitespace-pre-line text-slate-900">
              {handled.message}
            </p>
            {handled.deliveryStatus === "failed" && handled.deliveryError ? (
              <p className="mt-3 text-sm text-red-800">
                The notification e-mail failed: {handled.deliveryError}
              </p>
            ) : null}
            {handled.deliveryStatus === "pending" && handled.deliveryError ? (
              <p className="mt-3 text-sm text-amber-900">
                The notification e-mail could not be sent yet; it will be tried again:{" "}
                {handled.deliveryError}
              </p>
            ) : null}
          </div>
        ) : null}

        <div className="mt-6 flex flex-wrap gap-3 border-t border-slate-100 pt-5">
          {handled ? (
            <Form method="post">
              <input type="hidden" name="intent" value={handledAt ? "reopen" : "handle"} />
              <Button type="submit" variant={handledAt ? "secondary" : "primary"} disabled={busy}>
                {handledAt ? (
                  <RotateCcw className="size-4" aria-hidden="true" />
                ) : (
                  <CircleCheck className="size-4" aria-hidden="true" />
                )}
                {handledAt ? "Reopen" : "Mark as handled"}
              </Button>
            </Form>
          ) : null}
          {handled?.deliveryStatus === "failed" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="resend" />
              <Button type="submit" variant="secondary" disabled={busy}>
                <Send className="size-4" aria-hidden="true" />
                Send the e-mail again
              </Button>
            </Form>
          ) : null}
          {handled ? (
            <a className={buttonClasses("secondary")} href={`mailto:${handled.email}`}>
              <Mail className="size-4" aria-hidden="true" />
              Reply by e-mail
            </a>
          ) : null}
          <ConfirmDialog
            triggerVariant="ghost"
            trigger={
              <>
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </>
            }
            title={`Delete this ${label.toLowerCase()}?`}
            description={
              handled
                ? `Are you sure you want to delete this ${label.toLowerCase()}? This cannot be undone.`
                : `Are you sure you want to delete ${item.email}? They will no longer receive the newsletter. This cannot be undone.`
            }
            confirmLabel="Delete"
            fields={{ intent: "delete" }}
          />
        </div>
      </AdminCard>
    </div>
  );
}
