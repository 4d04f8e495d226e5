import type { Logger } from "pino";
import type { Database } from "~/platform/db/client.server";
import { newsletterSubscribers } from "~/platform/db/schema";
import {
  NEWSLETTER_EMAIL_MAX_LENGTH,
  NEWSLETTER_HONEYPOT_FIELD,
  NEWSLETTER_RATE_LIMIT,
  parseNewsletterForm,
  type NewsletterFieldError,
} from "~/features/inbox/newsletter-schema";
import type { Locale } from "~/i18n/locales";
import { logger as appLogger } from "~/platform/logger.server";
import { consumeRateLimit } from "~/platform/rate-limit.server";
import { honeypotFilled } from "~/platform/forms/form-data.server";
import { defaultClinicSettings } from "~/platform/clinic";
import { format } from "~/i18n/format";
import { getMessages } from "~/i18n/messages.server";
import type { Mailer } from "~/platform/email.server";

export type NewsletterDependencies = {
  db: Database;
  /** Sends the welcome e-mail; without one, subscribers are only stored. */
  mailer?: Mailer;
  logger?: Logger;
};

export type NewsletterSubscriptionInput = {
  formData: FormData;
  /** Identifies the visitor for rate limiting, e.g. the client's IP address. */
  clientKey: string;
  /** The language of the page they subscribed on: the newsletter's language for them. */
  locale: Locale;
};

export type NewsletterSubscriptionResult =
  | { kind: "subscribed"; id: string }
  /** The normalised address is on the list already: friendly, not an error. */
  | { kind: "already-subscribed" }
  /** A bot filled in the honeypot: answer as if subscribed, keep nothing. */
  | { kind: "spam" }
  /** `value` is what the visitor typed (cut to the limit), so the form can show it again. */
  | { kind: "invalid"; error: NewsletterFieldError; value: string }
  | { kind: "rate-limited"; retryAfterSeconds: number };

/**
 * One newsletter subscription from the Health Tips page: drop bots, limit each
 * visitor, validate, store the normalised address once, then send a welcome
 * e-mail in the visitor's language. A failed e-mail is logged; the subscription stands.
 */
export async function subscribeToNewsletter(
  deps: NewsletterDependencies,
  { formData, clientKey, locale }: NewsletterSubscriptionInput,
): Promise<NewsletterSubscriptionResult> {
  const log = deps.logger ?? appLogger;

  if (honeypotFilled(formData, NEWSLETTER_HONEYPOT_FIELD)) {
    log.info("newsletter honeypot filled; subscription dropped");
    return { kind: "spam" };
  }

  const rateLimit = await consumeRateLimit(deps.db, {
    key: `newsletter:${clientKey}`,
    ...NEWSLETTER_RATE_LIMIT,
  });
  if (!rateLimit.allowed) {
    log.warn({ retryAfterSeconds: rateLimit.retryAfterSeconds }, "newsletter rate-limited");
    return { kind: "rate-limited", retryAfterSeconds: rateLimit.retryAfterSeconds };
  }

  const entries = formData.getAll("email");
  const parsed = parseNewsletterForm({
    email: entries.length === 0 ? undefined : entries.length === 1 ? entries[0] : entries,
  });
  if (!parsed.success) {
    log.debug({ error: parsed.error }, "newsletter subscription invalid");
    const typed = entries.find((entry): entry is string => typeof entry === "string") ?? "";
    return {
      kind: "invalid",
      error: parsed.error,
      value: typed.slice(0, NEWSLETTER_EMAIL_MAX_LENGTH),
    };
  }

  // The unique index on the normalised address makes "already subscribed" race-free.
  const [stored] = await deps.db
    .insert(newsletterSubscribers)
    .values({ email: parsed.data.email, locale })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  if (!stored) {
    log.info({ locale }, "newsletter subscription repeated");
    return { kind: "already-subscribed" };
  }
  log.info({ newsletterSubscriberId: stored.id, locale }, "newsletter subscriber stored");
  if (deps.mailer) await sendWelcomeEmail(deps.mailer, log, parsed.data.email, locale);
  return { kind: "subscribed", id: stored.id };
}

async function sendWelcomeEmail(mailer: Mailer, log: Logger, to: string, locale: Locale) {
  const { subject, text } = getMessages(locale).healthTips.newsletterEmail;
  const name = defaultClinicSettings.name;
  try {
    await mailer.send({ to, subject: format(subject, { name }), text: format(text, { name }) });
  } catch (error) {
    log.error({ err: error }, "newsletter welcome e-mail failed");
  }
}
