DROP INDEX "blog_posts_public_idx";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "publish_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
-- A post's date was its creation until now: keep it.
UPDATE "blog_posts" SET "publish_at" = "created_at";--> statement-breakpoint
CREATE INDEX "blog_posts_public_idx" ON "blog_posts" USING btree ("locale","published","publish_at");