ALTER TABLE "blog_posts" ADD COLUMN "group_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
-- Each existing post is its own article (its group is its id) until an editor adds a version.
UPDATE "blog_posts" SET "group_id" = "id";--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_group_locale_idx" ON "blog_posts" USING btree ("group_id","locale");
