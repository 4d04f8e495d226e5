CREATE TABLE "trash" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"title" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"deleted_by" text,
	"deleted_by_email" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trash_entity_type_check" CHECK ("trash"."entity_type" in ('blog_post', 'team_member', 'page_content', 'image'))
);
--> statement-breakpoint
ALTER TABLE "trash" ADD CONSTRAINT "trash_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trash_deleted_at_idx" ON "trash" USING btree ("deleted_at");