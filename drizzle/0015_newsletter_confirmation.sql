ALTER TABLE "outbox_emails" DROP CONSTRAINT "outbox_emails_purpose_check";--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Everyone who subscribed before confirmation links existed counts as confirmed.
UPDATE newsletter_subscribers SET confirmed_at = created_at;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_purpose_check" CHECK ("outbox_emails"."purpose" in ('clinic-notice', 'newsletter-confirmation', 'newsletter-welcome', 'auth'));
