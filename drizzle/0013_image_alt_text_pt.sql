ALTER TABLE "images" ADD COLUMN "alt_text_pt" text;--> statement-breakpoint
CREATE INDEX "images_file_path_idx" ON "images" USING btree ("file_path");