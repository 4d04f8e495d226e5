import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Locale } from "~/i18n/locales";
import type { Database } from "~/platform/db/client.server";
import {
  type contactMessages,
  newsletterSubscribers,
  type partnershipRequests,
} from "~/platform/db/schema";
import { honeypotFilled } from "~/platform/forms/form-data.server";
import {
  RepeatedSubmission,
  recordSubmission,
  seenSubmission,
  submissionIdentity,
  type SubmissionIdentity,
} from "~/platform/forms/submission-keys.server";
import { logger as appLogger } from "~/platform/logger.server";
import { enqueueEmail, wakeOutboxSender } from "~/platform/outbox.server";
import { consumeRateLimit } from "~/platform/rate-limit.server";
import { requestContext } from "~/platform/request-context.server";
import { sealedKinds, type ClinicSubmissionKind } from "./inbox-emails.server";
import {
  inboxFields,
  inboxForms,
  type InboxField,
  type InboxFieldError,
  type InboxVariant,
} from "./inbox-forms";
import { parseInboxForm, type InboxSubmission } from "./inbox-schema.server";
import { askForConfirmation } from "./newsletter.server";
import { sealRow } from "./sealed-messages.server";

/*
 * A post of one of the inbox's public forms, from the form data to what is stored:
 * every variant is screened the same way (honeypot, a post seen already, the visitor's
 * rate limit in the database, validation), then stored the variant's way, in one
 * transaction with the e-mail it causes (queued in the outbox, sent in the background)
 * and the post's one-time key. Contact messages and partnership requests are stored
 * encrypted and the clinic is told; a newsletter address is stored once, unconfirmed,
 * and sent a link to confirm it (./newsletter.server.ts).
 * The visitor is answered as soon as that transaction commits, whatever the mail
 * server does; a post sent again with the same key stores nothing new.
 */

export type InboxDependencies = {
  db: Database;
  logger?: Logger;
};

export type InboxPost = {
  formData: FormData;
  /** Identifies the visitor for rate limiting, e.g. the client's IP address. */
  clientKey: string;
  /** The language of the page the form was sent from. */
  locale: Locale;
};

export type InboxSubmissionResult<Variant extends InboxVariant> =
  /** `repeated`: this post's key was stored already; nothing new was. */
  | { kind: "accepted"; id: string; repeated?: true }
  /** The newsletter already has this address: friendly, not an error. */
  | { kind: "already-subscribed" }
  /** A bot filled in the honeypot: answer as if accepted, keep nothing. */
  | { kind: "spam" }
  | {
      kind: "invalid";
      fieldErrors: Partial<Record<InboxField<Variant>, InboxFieldError>>;
      /** What the visitor sent, so the form can show it again. */
      values: Record<InboxField<Variant>, string>;
    }
  | { kind: "rate-limited"; retryAfterSeconds: number };

type StoreResult =
  /** `again`: a newsletter address stored unconfirmed before, asked to confirm again. */
  { kind: "accepted"; id: string; again?: true } | { kind: "already-subscribed" };

type Store<Variant extends InboxVariant> = (
  db: Database,
  submission: InboxSubmission<Variant>,
  locale: Locale,
  identity: SubmissionIdentity | null,
) => Promise<StoreResult>;

const stores: { [Variant in InboxVariant]: Store<Variant> } = {
  contact: (db, submission, locale, identity) =>
    storeSealedSubmission("contact", db, submission, locale, identity),
  partnership: (db, submission, locale, identity) =>
    storeSealedSubmission("partnership", db, submission, locale, identity),
  newsletter: storeNewsletterSubscriber,
};

/** Handles one post of the variant's form, as described above. */
export async function submitToInbox<Variant extends InboxVariant>(
  variant: Variant,
  deps: InboxDependencies,
  { formData, clientKey, locale }: InboxPost,
): Promise<InboxSubmissionResult<Variant>> {
  const log = deps.logger ?? appLogger;
  if (honeypotFilled(formData)) {
    log.info(`${variant} form honeypot filled; submission dropped`);
    return { kind: "spam" };
  }
  const identity = submissionIdentity(variant, formData, inboxFields(variant));
  const seen = identity ? await seenSubmission(deps.db, identity) : null;
  if (seen?.itemId) {
    // Sent again after an answer that never arrived: answered like the first, stored once.
    log.info({ form: variant }, `${variant} form post repeated; answered like the first`);
    return { kind: "accepted", id: seen.itemId, repeated: true };
  }
  const limit = await consumeRateLimit(deps.db, {
    key: `${variant}:${clientKey}`,
    ...inboxForms[variant].rateLimit,
  });
  if (!limit.allowed) {
    log.warn({ retryAfterSeconds: limit.retryAfterSeconds }, `${variant} form rate-limited`);
    return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  }
  const parsed = parseInboxForm(variant, formData);
  if (!parsed.success) {
    // Which fields failed and why, never what was typed.
    log.debug({ fieldErrors: parsed.fieldErrors }, `${variant} form invalid`);
    return { kind: "invalid", fieldErrors: parsed.fieldErrors, values: parsed.values };
  }
  const store = stores[variant] as Store<Variant>;
  let stored: StoreResult;
  try {
    stored = await store(deps.db, parsed.data, locale, identity);
  } catch (error) {
    if (!(error instanceof RepeatedSubmission) || !identity) throw error;
    // The same post, sent twice at once: the other one stored it.
    const first = await seenSubmission(deps.db, identity);
    if (!first?.itemId) throw error;
    log.info({ form: variant }, `${variant} form post repeated; answered like the first`);
    return { kind: "accepted", id: first.itemId, repeated: true };
  }
  if (stored.kind === "accepted") {
    if (stored.again) {
      log.info({ newsletterSubscriberId: stored.id, locale }, "newsletter sign-up repeated");
    } else {
      logStored(log, variant, stored.id, locale);
    }
    // From here on the visitor must hear that it arrived, whatever else fails.
    const context = requestContext();
    if (context) context.storedSubmission = { form: variant, locale };
    wakeOutboxSender();
    return { kind: "accepted", id: stored.id };
  }
  log.info({ locale }, "newsletter subscription repeated");
  return stored;
}

function logStored(log: Logger, variant: InboxVariant, id: string, locale: Locale): void {
  if (variant === "newsletter") {
    log.info({ newsletterSubscriberId: id, locale }, "newsletter subscriber stored");
    return;
  }
  const { logKey, what } = sealedKinds[variant];
  log.info({ [logKey]: id, locale }, `${what} stored`);
}

// ---- Contact messages and partnership requests: stored sealed, the clinic told.

type SealedRow = {
  contact: typeof contactMessages.$inferInsert;
  partnership: typeof partnershipRequests.$inferInsert;
};

/** Each sealed variant's row as sent, before sealing (the language is added). */
const sealedRows: {
  [Kind in ClinicSubmissionKind]: (
    submission: InboxSubmission<Kind>,
  ) => Omit<SealedRow[Kind], "locale">;
} = {
  contact: (submission) => ({
    name: submission.name,
    email: submission.email,
    phone: submission.phone ?? null,
    service: submission.service ?? null,
    message: submission.message,
  }),
  partnership: (submission) => ({
    companyName: submission.companyName,
    contactPerson: submission.contactPerson,
    email: submission.email,
    phone: submission.phone ?? null,
    message: submission.message,
  }),
};

/**
 * Stores a contact message or a partnership request with who wrote and what sealed,
 * the clinic's notice in the outbox and the post's key, all or nothing.
 */
async function storeSealedSubmission<Kind extends ClinicSubmissionKind>(
  kind: Kind,
  db: Database,
  submission: InboxSubmission<Kind>,
  locale: Locale,
  identity: SubmissionIdentity | null,
): Promise<StoreResult> {
  const { table, sealedTable, subjectType, what } = sealedKinds[kind];
  const row = (sealedRows[kind] as (value: InboxSubmission<Kind>) => object)(submission);
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(table)
      // Who wrote and what is encrypted at rest (./sealed-messages.server.ts).
      .values(sealRow(sealedTable, { ...row, locale }) as SealedRow[Kind])
      .returning({ id: table.id });
    if (!stored) throw new Error(`storing the ${what} returned no row`);
    await enqueueEmail(tx, { purpose: "clinic-notice", subjectType, subjectId: stored.id });
    if (identity) await recordSubmission(tx, identity, stored.id);
    return { kind: "accepted" as const, id: stored.id };
  });
}

// ---- Newsletter subscribers: one row per address, asked to confirm in their language.

async function storeNewsletterSubscriber(
  db: Database,
  submission: InboxSubmission<"newsletter">,
  locale: Locale,
  identity: SubmissionIdentity | null,
): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    // The unique index on the normalised address makes "already subscribed" race-free.
    const [stored] = await tx
      .insert(newsletterSubscribers)
      .values({ email: submission.email, locale })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    if (stored) {
      // Unconfirmed until they follow the e-mail's link (./newsletter.server.ts).
      await askForConfirmation(tx, stored.id, { locale });
      if (identity) await recordSubmission(tx, identity, stored.id);
      return { kind: "accepted" as const, id: stored.id };
    }
    // The same post (same key) may have committed this address a moment ago: then it
    // is answered like that first one, not as an older subscription.
    if (identity && (await seenSubmission(tx, identity))) {
      throw new RepeatedSubmission("a post with this key was stored already");
    }
    const [existing] = await tx
      .select({ id: newsletterSubscribers.id, confirmedAt: newsletterSubscribers.confirmedAt })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, submission.email));
    if (!existing || existing.confirmedAt) return { kind: "already-subscribed" as const };
    // Not confirmed yet (the e-mail lost, the link expired): answered like the first time,
    // with a fresh link unless one went out in the last day.
    await askForConfirmation(tx, existing.id, { again: true, locale });
    if (identity) await recordSubmission(tx, identity, existing.id);
    return { kind: "accepted" as const, id: existing.id, again: true as const };
  });
}
