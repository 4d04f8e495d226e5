import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import { contactMessages, partnershipRequests } from "~/db/schema";
import { truncate } from "~/forms/form-data.server";
import type { Mailer, OutgoingEmail } from "~/utils/email.server";

/** Long enough for any transport's message, short enough for a status column. */
const DELIVERY_ERROR_MAX_LENGTH = 1000;

/** The stored submissions that are e-mailed to the clinic, and how logs name them. */
const submissionKinds = {
  contact: { logKey: "contactMessageId", what: "contact message" },
  partnership: { logKey: "partnershipRequestId", what: "partnership request" },
} as const;

export type ClinicSubmissionKind = keyof typeof submissionKinds;

type Delivery =
  | { deliveryStatus: "sent"; deliveredAt: Date; deliveryError: null }
  | { deliveryStatus: "failed"; deliveryError: string };

/**
 * E-mails a stored submission to the clinic and records on its row whether
 * that worked. Never throws: the submission is already stored, so the
 * visitor's part is done either way, and a failed e-mail can be sent again.
 */
export async function emailClinicAndRecord(
  { db, mailer, log }: { db: Database; mailer: Mailer; log: Logger },
  kind: ClinicSubmissionKind,
  id: string,
  email: OutgoingEmail,
): Promise<void> {
  const { logKey, what } = submissionKinds[kind];
  let delivery: Delivery;
  try {
    const sent = await mailer.send(email);
    log.info(
      { [logKey]: id, transport: sent.transport, messageId: sent.messageId },
      `${what} e-mailed`,
    );
    delivery = { deliveryStatus: "sent", deliveredAt: new Date(), deliveryError: null };
  } catch (error) {
    log.error({ err: error, [logKey]: id }, `${what} e-mail failed`);
    const reason = error instanceof Error ? error.message : String(error);
    delivery = {
      deliveryStatus: "failed",
      deliveryError: truncate(reason, DELIVERY_ERROR_MAX_LENGTH),
    };
  }

  try {
    if (kind === "contact") {
      await db.update(contactMessages).set(delivery).where(eq(contactMessages.id, id));
    } else {
      await db.update(partnershipRequests).set(delivery).where(eq(partnershipRequests.id, id));
    }
  } catch (error) {
    log.error(
      { err: error, [logKey]: id, deliveryStatus: delivery.deliveryStatus },
      `could not record the ${what}'s delivery status`,
    );
  }
}
