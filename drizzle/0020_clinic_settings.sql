CREATE TABLE "clinic_settings" (
	"id" text PRIMARY KEY DEFAULT 'clinic' NOT NULL,
	"value" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "clinic_settings_single_row_check" CHECK ("clinic_settings"."id" = 'clinic')
);
