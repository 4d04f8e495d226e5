-- An image's alt texts move from a column per language (alt_text: English, alt_text_pt:
-- Portuguese) to one jsonb map locale -> text, as the catalogues and the team keep their
-- texts: "en" from alt_text, "pt-BR" from alt_text_pt, each trimmed, leaving out the empty
-- ones (an image with neither gets {}). A new language then needs no column. The map is
-- always an object: the library's search reads it with jsonb_each_text.
ALTER TABLE "images" ADD COLUMN "alt_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "images"
SET "alt_texts" = jsonb_strip_nulls(jsonb_build_object(
    'en', nullif(btrim("alt_text", E' \t\n\r'), ''),
    'pt-BR', nullif(btrim("alt_text_pt", E' \t\n\r'), '')
  ))
WHERE nullif(btrim("alt_text", E' \t\n\r'), '') IS NOT NULL
  OR nullif(btrim("alt_text_pt", E' \t\n\r'), '') IS NOT NULL;--> statement-breakpoint
ALTER TABLE "images" DROP COLUMN "alt_text";--> statement-breakpoint
ALTER TABLE "images" DROP COLUMN "alt_text_pt";--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_alt_texts_check" CHECK (jsonb_typeof("images"."alt_texts") = 'object');
