CREATE TABLE "outbox_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text,
	"payload" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_emails_purpose_check" CHECK ("outbox_emails"."purpose" in ('clinic-notice', 'newsletter-welcome', 'auth')),
	CONSTRAINT "outbox_emails_status_check" CHECK ("outbox_emails"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "submission_keys" (
	"form" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"item_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_keys_form_key_fingerprint_pk" PRIMARY KEY("form","key","fingerprint")
);
--> statement-breakpoint
CREATE INDEX "outbox_emails_due_idx" ON "outbox_emails" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_emails_subject_idx" ON "outbox_emails" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "submission_keys_created_idx" ON "submission_keys" USING btree ("created_at");--> statement-breakpoint
-- Notices that an earlier version left "pending" for good (a crash between storing a
-- message and e-mailing it) are handed to the outbox, which sends them.
INSERT INTO "outbox_emails" ("purpose", "subject_type", "subject_id")
SELECT 'clinic-notice', 'contact_message', "id"::text FROM "contact_messages" WHERE "delivery_status" = 'pending';--> statement-breakpoint
INSERT INTO "outbox_emails" ("purpose", "subject_type", "subject_id")
SELECT 'clinic-notice', 'partnership_request', "id"::text FROM "partnership_requests" WHERE "delivery_status" = 'pending';
