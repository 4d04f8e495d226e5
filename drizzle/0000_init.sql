CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"excerpt" text,
	"category" text DEFAULT 'general' NOT NULL,
	"author" text,
	"featured" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_locale_check" CHECK ("blog_posts"."locale" in ('en', 'pt-BR'))
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filename" text NOT NULL,
	"alt_text" text,
	"category" text,
	"file_path" text NOT NULL,
	"file_size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"upload_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_name" text NOT NULL,
	"section_name" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"content_type" text DEFAULT 'text' NOT NULL,
	"content_value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_content_locale_check" CHECK ("page_content"."locale" in ('en', 'pt-BR')),
	CONSTRAINT "page_content_type_check" CHECK ("page_content"."content_type" in ('text', 'html', 'url', 'json'))
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"role_pt" text,
	"bio" text,
	"bio_pt" text,
	"image_url" text,
	"qualifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"qualifications_pt" text[] DEFAULT '{}'::text[] NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"specialties_pt" text[] DEFAULT '{}'::text[] NOT NULL,
	"order_index" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('admin', 'content_editor', 'user'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_idx" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_public_idx" ON "blog_posts" USING btree ("locale","published","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "images_filename_idx" ON "images" USING btree ("filename");--> statement-breakpoint
CREATE INDEX "images_upload_date_idx" ON "images" USING btree ("upload_date");--> statement-breakpoint
CREATE UNIQUE INDEX "page_content_page_section_locale_idx" ON "page_content" USING btree ("page_name","section_name","locale");--> statement-breakpoint
CREATE INDEX "team_members_active_order_idx" ON "team_members" USING btree ("active","order_index");--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_user_id_idx" ON "user_roles" USING btree ("user_id");