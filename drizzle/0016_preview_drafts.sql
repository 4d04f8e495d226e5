CREATE TABLE "preview_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"values" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preview_drafts_entity_type_check" CHECK ("preview_drafts"."entity_type" in ('team_member'))
);
--> statement-breakpoint
CREATE INDEX "preview_drafts_created_at_idx" ON "preview_drafts" USING btree ("created_at");