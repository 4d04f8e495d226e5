ALTER TABLE "blog_posts" DROP CONSTRAINT "blog_posts_locale_check";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_locale_check";--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP CONSTRAINT "newsletter_subscribers_locale_check";--> statement-breakpoint
ALTER TABLE "page_content" DROP CONSTRAINT "page_content_locale_check";--> statement-breakpoint
ALTER TABLE "partnership_requests" DROP CONSTRAINT "partnership_requests_locale_check";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_locale_check" CHECK ("blog_posts"."locale" ~ '^[a-z]{2,3}(-[A-Z]{2})?$');--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_locale_check" CHECK ("contact_messages"."locale" ~ '^[a-z]{2,3}(-[A-Z]{2})?$');--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_locale_check" CHECK ("newsletter_subscribers"."locale" ~ '^[a-z]{2,3}(-[A-Z]{2})?$');--> statement-breakpoint
ALTER TABLE "page_content" ADD CONSTRAINT "page_content_locale_check" CHECK ("page_content"."locale" ~ '^[a-z]{2,3}(-[A-Z]{2})?$');--> statement-breakpoint
ALTER TABLE "partnership_requests" ADD CONSTRAINT "partnership_requests_locale_check" CHECK ("partnership_requests"."locale" ~ '^[a-z]{2,3}(-[A-Z]{2})?$');