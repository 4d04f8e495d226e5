import { count, desc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contactMessages, newsletterSubscribers, partnershipRequests } from "~/db/schema";

import { INBOX_PAGE_SIZE, type InboxTab } from "./inbox";

/** What patients and partners sent through the public forms, newest first (read-only for now). */

export async function getInboxCounts(db: Database): Promise<Record<InboxTab, number>> {
  const [messages, partnerships, newsletter] = await Promise.all([
    db.select({ value: count() }).from(contactMessages),
    db.select({ value: count() }).from(partnershipRequests),
    db.select({ value: count() }).from(newsletterSubscribers),
  ]);
  return {
    messages: messages[0]?.value ?? 0,
    partnerships: partnerships[0]?.value ?? 0,
    newsletter: newsletter[0]?.value ?? 0,
  };
}

export function listContactMessages(db: Database) {
  return db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      phone: contactMessages.phone,
      service: contactMessages.service,
      message: contactMessages.message,
      locale: contactMessages.locale,
      deliveryStatus: contactMessages.deliveryStatus,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt))
    .limit(INBOX_PAGE_SIZE);
}

export function listPartnershipRequests(db: Database) {
  return db
    .select({
      id: partnershipRequests.id,
      companyName: partnershipRequests.companyName,
      contactPerson: partnershipRequests.contactPerson,
      email: partnershipRequests.email,
      phone: partnershipRequests.phone,
      message: partnershipRequests.message,
      locale: partnershipRequests.locale,
      deliveryStatus: partnershipRequests.deliveryStatus,
      createdAt: partnershipRequests.createdAt,
    })
    .from(partnershipRequests)
    .orderBy(desc(partnershipRequests.createdAt))
    .limit(INBOX_PAGE_SIZE);
}

export function listNewsletterSubscribers(db: Database) {
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      locale: newsletterSubscribers.locale,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt))
    .limit(INBOX_PAGE_SIZE);
}
