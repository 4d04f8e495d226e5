import type { Logger } from "pino";
import type { Database } from "~/platform/db/client.server";
import { partnershipRequests } from "~/platform/db/schema";
import { oneLine, truncate } from "~/platform/forms/form-data.server";
import type { InboxSubmissionResult } from "~/features/inbox/inbox-form";
import {
  HONEYPOT_FIELD,
  PARTNERSHIP_RATE_LIMIT,
  parsePartnershipForm,
  partnershipFieldLimits,
  partnershipFields,
  type PartnershipField,
  type PartnershipFieldError,
  type PartnershipSubmission,
} from "~/features/inbox/partnership-schema";
import type { Locale } from "~/i18n/locales";
import {
  emailClinicAndRecord,
  screenSubmission,
  type ClinicNotificationMode,
} from "./submissions.server";
import type { Mailer } from "~/platform/email.server";
import { logger as appLogger } from "~/platform/logger.server";
import { sealRow } from "./sealed-messages.server";

export type PartnershipDependencies = {
  db: Database;
  mailer: Mailer;
  /** The clinic's address that receives the requests. */
  inbox: string;
  /** A notice with a link (default) or the full text; from the environment when not given. */
  notification?: ClinicNotificationMode;
  logger?: Logger;
};

export type PartnershipRequestInput = {
  formData: FormData;
  /** Identifies the visitor for rate limiting, e.g. the client's IP address. */
  clientKey: string;
  /** The language of the page the form was sent from. */
  locale: Locale;
};

export type PartnershipRequestResult = InboxSubmissionResult<
  PartnershipField,
  PartnershipFieldError
>;

/**
 * Handles one partnership request from the foundation page: drop bots, limit
 * each visitor, validate, store the request, then e-mail the clinic. The row is
 * stored before any e-mail is attempted, so a mail outage loses nothing: its
 * delivery_status says whether the e-mail went out, and a failure still counts
 * as accepted.
 */
export async function submitPartnershipRequest(
  deps: PartnershipDependencies,
  { formData, clientKey, locale }: PartnershipRequestInput,
): Promise<PartnershipRequestResult> {
  const log = deps.logger ?? appLogger;

  const screened = await screenSubmission(
    { db: deps.db, log },
    {
      form: "partnership",
      formData,
      honeypotField: HONEYPOT_FIELD,
      rateLimit: { key: `partnership:${clientKey}`, ...PARTNERSHIP_RATE_LIMIT },
      fields: partnershipFields,
      echo: (field: PartnershipField, value: string) =>
        truncate(value, partnershipFieldLimits[field]),
      parse: parsePartnershipForm,
    },
  );
  if (screened.kind !== "passed") return screened;
  const { submission } = screened;

  const [stored] = await deps.db
    .insert(partnershipRequests)
    .values(
      // Who wrote and what is encrypted at rest (sealed-messages.server.ts).
      sealRow("partnership_requests", {
        companyName: submission.companyName,
        contactPerson: submission.contactPerson,
        email: submission.email,
        phone: submission.phone ?? null,
        message: submission.message,
        locale,
      }),
    )
    .returning({ id: partnershipRequests.id, createdAt: partnershipRequests.createdAt });
  if (!stored) throw new Error("storing the partnership request returned no row");
  log.info({ partnershipRequestId: stored.id, locale }, "partnership request stored");

  const storedSubmission = {
    id: stored.id,
    receivedAt: stored.createdAt,
    locale,
    submission,
  };
  await emailClinicAndRecord(
    { db: deps.db, mailer: deps.mailer, log, mode: deps.notification },
    "partnership",
    stored.id,
    {
      to: deps.inbox,
      subject: `New partnership request from ${oneLine(submission.companyName)}`,
      text: partnershipEmailText(storedSubmission),
      replyTo: submission.email,
    },
  );
  return { kind: "accepted", id: stored.id };
}

type StoredPartnershipRequest = {
  id: string;
  receivedAt: Date;
  locale: Locale;
  submission: PartnershipSubmission;
};

const languageNames: Record<Locale, string> = {
  en: "English (en)",
  "pt-BR": "Portuguese (pt-BR)",
};

/** The plain-text e-mail the clinic receives; every field, so staff can answer from it. */
function partnershipEmailText({
  id,
  receivedAt,
  locale,
  submission,
}: StoredPartnershipRequest): string {
  return [
    "New partnership request from the VIP Foundation page.",
    "",
    `Company: ${oneLine(submission.companyName)}`,
    `Contact person: ${oneLine(submission.contactPerson)}`,
    `E-mail: ${oneLine(submission.email)}`,
    `Phone: ${submission.phone ? oneLine(submission.phone) : "(not given)"}`,
    `Language: ${languageNames[locale]}`,
    `Received: ${receivedAt.toISOString()}`,
    "",
    "How they would like to partner:",
    submission.message,
    "",
    `Reference: ${id}`,
    "Reply to this e-mail to answer the contact person.",
    "",
  ].join("\n");
}
