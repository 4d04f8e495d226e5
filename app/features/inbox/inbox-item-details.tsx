import { ArrowLeft, CircleCheck, Mail, RotateCcw, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { inboxItemLabels, inboxListPath, inboxTabLabels } from "~/features/inbox/inbox";
import type { InboxItem } from "~/features/inbox/inbox-admin.server";
import { AdminCard } from "~/ui/admin/admin-shell";
import {
  DeliveryBadge,
  HandledBadge,
  inboxDateTime,
  inboxLanguageNames,
  InboxWhen,
  serviceLabel,
} from "~/features/inbox/inbox-badges";
import { Button, buttonClasses } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function MailLink({ email }: { email: string }) {
  return (
    <a className="break-all text-brand-800 underline" href={`mailto:${email}`}>
      {email}
    </a>
  );
}

function PhoneLink({ phone }: { phone: string | null }) {
  if (!phone) return <span className="text-slate-600">Not given</span>;
  return (
    <a className="text-brand-800 underline" href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
      {phone}
    </a>
  );
}

/** One message, request or subscriber, with what staff can do with it. */
export function InboxItemDetails({ found }: { found: InboxItem }) {
  const busy = useNavigation().state === "submitting";
  const { kind } = found;
  const label = inboxItemLabels[kind];

  const title =
    found.kind === "messages"
      ? `Message from ${found.item.name}`
      : found.kind === "partnerships"
        ? `Partnership request from ${found.item.companyName}`
        : found.item.email;

  const handledAt = found.kind === "newsletter" ? null : found.item.handledAt;
  const handledBy = found.kind === "newsletter" ? null : found.item.handledBy;

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
          {found.kind === "newsletter" ? null : (
            <>
              <HandledBadge handledAt={handledAt} />
              <DeliveryBadge status={found.item.deliveryStatus} />
            </>
          )}
        </div>
        <h2 className="mt-2 text-xl font-bold break-words text-slate-900">{title}</h2>
        <p className="mt-1 text-sm text-slate-600">
          {found.kind === "newsletter" ? "Subscribed " : "Received "}
          <InboxWhen date={found.item.createdAt} />
        </p>
        {handledAt ? (
          <p className="mt-1 text-sm text-brand-800">
            Handled {inboxDateTime.format(new Date(handledAt))}
            {handledBy ? ` by ${handledBy}` : ""}
          </p>
        ) : null}

        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          {found.kind === "messages" ? (
            <>
              <Field label="Name">{found.item.name}</Field>
              <Field label="E-mail">
                <MailLink email={found.item.email} />
              </Field>
              <Field label="Phone">
                <PhoneLink phone={found.item.phone} />
              </Field>
              <Field label="Service of interest">
                {found.item.service ? (
                  serviceLabel(found.item.service)
                ) : (
                  <span className="text-slate-600">Not chosen</span>
                )}
              </Field>
            </>
          ) : null}
          {found.kind === "partnerships" ? (
            <>
              <Field label="Company">{found.item.companyName}</Field>
              <Field label="Contact person">{found.item.contactPerson}</Field>
              <Field label="E-mail">
                <MailLink email={found.item.email} />
              </Field>
              <Field label="Phone">
                <PhoneLink phone={found.item.phone} />
              </Field>
            </>
          ) : null}
          {found.kind === "newsletter" ? (
            <Field label="E-mail">
              <MailLink email={found.item.email} />
            </Field>
          ) : null}
          <Field label="Language">{inboxLanguageNames[found.item.locale]}</Field>
          <Field label="Reference">
            <span className="font-mono text-sm break-all">{found.item.id}</span>
          </Field>
        </dl>

        {found.kind === "newsletter" ? null : (
          <div className="mt-6">
            <h3 className="text-sm font-semibold text-slate-600">
              {found.kind === "messages" ? "Message" : "How they would like to partner"}
            </h3>
            <p className="mt-2 rounded-xl bg-slate-50 p-4 break-words whitespace-pre-line text-slate-900">
              {found.item.message}
            </p>
            {found.item.deliveryStatus === "failed" && found.item.deliveryError ? (
              <p className="mt-3 text-sm text-red-800">
                The notification e-mail failed: {found.item.deliveryError}
              </p>
            ) : null}
          </div>
        )}

        <div className="mt-6 flex flex-wrap gap-3 border-t border-slate-100 pt-5">
          {found.kind === "newsletter" ? null : (
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
          )}
          {found.kind === "newsletter" ? null : (
            <a className={buttonClasses("secondary")} href={`mailto:${found.item.email}`}>
              <Mail className="size-4" aria-hidden="true" />
              Reply by e-mail
            </a>
          )}
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
              found.kind === "newsletter"
                ? `Are you sure you want to delete ${found.item.email}? They will no longer receive the newsletter. This cannot be undone.`
                : `Are you sure you want to delete this ${label.toLowerCase()}? This cannot be undone.`
            }
            confirmLabel="Delete"
            fields={{ intent: "delete" }}
          />
        </div>
      </AdminCard>
    </div>
  );
}
