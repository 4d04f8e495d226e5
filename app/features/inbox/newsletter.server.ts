import { and, eq, isNull, lt } from "drizzle-orm";
import { z } from "zod";
import { derivedSecret } from "~/features/auth/index.server";
import { format } from "~/i18n/format";
import { localizePath, type Locale } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import { defaultClinicSettings } from "~/platform/clinic";
import type { Database } from "~/platform/db/client.server";
import { newsletterSubscribers } from "~/platform/db/schema";
import type { OutgoingEmail } from "~/platform/email.server";
import { siteOrigin } from "~/platform/env.server";
import { enqueueEmail, type OutboxRow } from "~/platform/outbox.server";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "~/platform/public-pages";
import { consumeRateLimit } from "~/platform/rate-limit.server";
import {
  expiryPart,
  readExpiryPart,
  readSignedToken,
  signToken,
} from "~/platform/signed-tokens.server";
import { NEWSLETTER_TOKEN_PARAM } from "./newsletter-links";

/*
 * The newsletter's double opt-in and its way out. A new address is stored unconfirmed
 * and sent a link that confirms it; only a confirmed address is a subscriber (exported,
 * written to). The links carry signed tokens rather than stored ones (signed with a key
 * derived from the auth secret, app/platform/signed-tokens.server.ts), so every instance
 * accepts them and nobody can make one.
 * A confirmation link names the subscriber and when it expires (CONFIRMATION_LINK_DAYS
 * after they asked, when their unconfirmed row is deleted too); an unsubscribe link
 * names the subscriber only and works as long as they are on the list. Both pages answer
 * a GET with a button and act only on its POST, because mail scanners open links.
 */

/** How long a confirmation link works, and an unconfirmed address is kept. */
export const CONFIRMATION_LINK_DAYS = 3;
const DAY_MS = 24 * 60 * 60_000;
const CONFIRMATION_LINK_MS = CONFIRMATION_LINK_DAYS * DAY_MS;

/**
 * Signing up again with an unconfirmed address sends a fresh link at most this often:
 * the form must not become a way to flood someone's mailbox.
 */
const CONFIRMATION_RESEND = { limit: 1, windowMs: DAY_MS };

/** Each kind of link has its own key: one kind's token is no good as the other. */
const confirmationKey = () => derivedSecret("newsletter-confirmation");
const unsubscribeKey = () => derivedSecret("newsletter-unsubscribe");
const subscriberIdSchema = z.uuid();

/** The confirmation token of `subscriberId`, valid until `expiresAt`. */
export function confirmationToken(subscriberId: string, expiresAt: Date): string {
  return signToken(confirmationKey(), [subscriberId, expiryPart(expiresAt)]);
}

/** The unsubscribe token of `subscriberId` (no expiry: it works while they are subscribed). */
export function unsubscribeToken(subscriberId: string): string {
  return signToken(unsubscribeKey(), [subscriberId]);
}

/** The subscriber and expiry a confirmation token names, if it is genuine; else null. */
export function readConfirmationToken(
  token: unknown,
): { subscriberId: string; expiresAt: Date } | null {
  const parts = readSignedToken(confirmationKey(), token, 2);
  if (!parts) return null;
  const [subscriberId = "", expires = ""] = parts;
  const expiresAt = readExpiryPart(expires);
  if (!expiresAt || !subscriberIdSchema.safeParse(subscriberId).success) return null;
  return { subscriberId, expiresAt };
}

/** The subscriber an unsubscribe token names, if it is genuine; else null. */
export function readUnsubscribeToken(token: unknown): string | null {
  const [subscriberId] = readSignedToken(unsubscribeKey(), token, 1) ?? [];
  return subscriberId && subscriberIdSchema.safeParse(subscriberId).success ? subscriberId : null;
}

/** When the link of someone who asked at `askedAt` stops working (and their row goes). */
export function confirmationExpiry(askedAt: Date): Date {
  return new Date(askedAt.getTime() + CONFIRMATION_LINK_MS);
}

function linkUrl(path: string, locale: Locale, token: string, siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  return `${origin}${localizePath(path, locale)}?${NEWSLETTER_TOKEN_PARAM}=${token}`;
}

export function confirmationUrl(
  subscriber: { id: string; locale: Locale; createdAt: Date },
  siteUrl: string = siteOrigin(),
): string {
  const token = confirmationToken(subscriber.id, confirmationExpiry(subscriber.createdAt));
  return linkUrl(NEWSLETTER_CONFIRM_PATH, subscriber.locale, token, siteUrl);
}

export function unsubscribeUrl(
  subscriber: { id: string; locale: Locale },
  siteUrl: string = siteOrigin(),
): string {
  return linkUrl(
    NEWSLETTER_UNSUBSCRIBE_PATH,
    subscriber.locale,
    unsubscribeToken(subscriber.id),
    siteUrl,
  );
}

// ---- Asking for confirmation (in the transaction that stores the address).

/**
 * Queues a confirmation e-mail for an unconfirmed subscriber unless one was queued in
 * the last day (a per-subscriber counter: the key names the row, not the address).
 * `again`: they signed up before; their link's lifetime starts anew, in the language
 * they asked in this time. Returns whether an e-mail was queued.
 */
export async function askForConfirmation(
  tx: Database,
  subscriberId: string,
  { again = false, locale, now = new Date() }: { again?: boolean; locale: Locale; now?: Date },
): Promise<boolean> {
  const limit = await consumeRateLimit(tx, {
    key: `newsletter-confirmation:${subscriberId}`,
    ...CONFIRMATION_RESEND,
    now,
  });
  if (!limit.allowed) return false;
  if (again) {
    await tx
      .update(newsletterSubscribers)
      .set({ createdAt: now, locale })
      .where(eq(newsletterSubscribers.id, subscriberId));
  }
  await enqueueEmail(tx, {
    purpose: "newsletter-confirmation",
    subjectType: "newsletter_subscriber",
    subjectId: subscriberId,
  });
  return true;
}

// ---- The confirmation page.

export type ConfirmationState = "ready" | "confirmed" | "already-confirmed" | "invalid";

/**
 * What a confirmation link opens to: "ready" (the button), "already-confirmed", or
 * "invalid" (forged, expired, or for an address no longer stored). Changes nothing.
 */
export async function checkConfirmationLink(
  db: Database,
  token: unknown,
  now: Date = new Date(),
): Promise<Exclude<ConfirmationState, "confirmed">> {
  const claim = readConfirmationToken(token);
  if (!claim) return "invalid";
  const [row] = await db
    .select({ confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, claim.subscriberId));
  if (!row) return "invalid";
  if (row.confirmedAt) return "already-confirmed";
  return claim.expiresAt > now ? "ready" : "invalid";
}

/** The button's post: confirms the address the link names, if the link still holds. */
export async function confirmSubscriber(
  db: Database,
  token: unknown,
  now: Date = new Date(),
): Promise<Exclude<ConfirmationState, "ready">> {
  const claim = readConfirmationToken(token);
  if (!claim) return "invalid";
  if (claim.expiresAt > now) {
    // Only an unconfirmed row changes: a second press keeps the first confirmation's time.
    const [confirmed] = await db
      .update(newsletterSubscribers)
      .set({ confirmedAt: now })
      .where(
        and(
          eq(newsletterSubscribers.id, claim.subscriberId),
          isNull(newsletterSubscribers.confirmedAt),
        ),
      )
      .returning({ id: newsletterSubscribers.id });
    if (confirmed) return "confirmed";
  }
  const state = await checkConfirmationLink(db, token, now);
  return state === "ready" ? "invalid" : state;
}

// ---- Unsubscribing.

/** Whether an unsubscribe link is genuine (its page then shows the button). */
export function isUnsubscribeLink(token: unknown): boolean {
  return readUnsubscribeToken(token) !== null;
}

/**
 * Deletes the subscriber a genuine unsubscribe link names. An address gone already
 * counts as unsubscribed: a mail program may post twice, and the answer is the same.
 */
export async function unsubscribe(
  db: Database,
  token: unknown,
): Promise<"unsubscribed" | "invalid"> {
  const subscriberId = readUnsubscribeToken(token);
  if (!subscriberId) return "invalid";
  await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, subscriberId));
  return "unsubscribed";
}

// ---- Upkeep.

/** Deletes the addresses nobody confirmed before their link expired (hourly upkeep). */
export async function deleteExpiredSignUps(db: Database, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(newsletterSubscribers)
    .where(
      and(
        isNull(newsletterSubscribers.confirmedAt),
        lt(newsletterSubscribers.createdAt, new Date(now.getTime() - CONFIRMATION_LINK_MS)),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return deleted.length;
}

// ---- The e-mails.

/** Header fields for mail programs' own "Unsubscribe" button, which posts (RFC 8058). */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${url}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/**
 * A subscriber's e-mail of an outbox row, written when it is sent, in their language,
 * with the unsubscribe link in its text and headers: the confirmation request, or the
 * welcome queued before confirmation existed. Null when there is nothing to send: the
 * address is gone, is confirmed already, or its link has expired.
 */
export async function renderNewsletterEmail(
  db: Database,
  row: Pick<OutboxRow, "purpose" | "subjectId">,
  { siteUrl = siteOrigin(), now = new Date() }: { siteUrl?: string; now?: Date } = {},
): Promise<OutgoingEmail | null> {
  if (!row.subjectId || !subscriberIdSchema.safeParse(row.subjectId).success) return null;
  const [subscriber] = await db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      locale: newsletterSubscribers.locale,
      createdAt: newsletterSubscribers.createdAt,
      confirmedAt: newsletterSubscribers.confirmedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, row.subjectId));
  if (!subscriber) return null;
  const t = getMessages(subscriber.locale).blog;
  const name = defaultClinicSettings.name;
  const leave = unsubscribeUrl(subscriber, siteUrl);
  const footer = format(t.newsletterEmailFooter, { unsubscribeUrl: leave });
  const message = (subject: string, text: string): OutgoingEmail => ({
    to: subscriber.email,
    subject,
    text: `${text}\n\n--\n${footer}\n`,
    headers: unsubscribeHeaders(leave),
  });
  if (row.purpose === "newsletter-welcome") {
    const { subject, text } = t.newsletterEmail;
    return message(format(subject, { name }), format(text, { name }));
  }
  if (row.purpose !== "newsletter-confirmation") return null;
  if (subscriber.confirmedAt || confirmationExpiry(subscriber.createdAt) <= now) return null;
  const { subject, text } = t.newsletterConfirmationEmail;
  return message(
    format(subject, { name }),
    format(text, {
      name,
      confirmUrl: confirmationUrl(subscriber, siteUrl),
      days: CONFIRMATION_LINK_DAYS,
    }),
  );
}
