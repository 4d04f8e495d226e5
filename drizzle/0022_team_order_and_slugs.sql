-- Members are now ordered by moving them on the portal's list, numbered 1..n without ties.
-- Existing rows (two could share a number typed by hand) are numbered in the order the site
-- showed them: their number, then name, then id.
UPDATE "team_members" SET "order_index" = "numbered"."position"
FROM (
  SELECT "id", row_number() OVER (ORDER BY "order_index", "name", "id") AS "position"
  FROM "team_members"
) AS "numbered"
WHERE "numbered"."id" = "team_members"."id";--> statement-breakpoint
-- Each member's address, /team/<slug>, from the name as app/platform/slug.ts makes it
-- (accents dropped, other characters removed, spaces as hyphens); a second member of the
-- same name gets "-2", and so on, in the list's order.
ALTER TABLE "team_members" ADD COLUMN "slug" text DEFAULT ('member-' || gen_random_uuid()) NOT NULL;--> statement-breakpoint
UPDATE "team_members" SET "slug" = "numbered"."slug"
FROM (
  SELECT "id",
    CASE WHEN row_number() OVER "same" = 1 THEN "base" ELSE "base" || '-' || row_number() OVER "same" END AS "slug"
  FROM (
    SELECT "id", "order_index", "name",
      coalesce(nullif(left(trim(both '-' from regexp_replace(regexp_replace(
        lower(translate("name", 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ', 'aaaaaaeeeeiiiiooooouuuucnyyAAAAAAEEEEIIIIOOOOOUUUUCNY')),
        '[^a-z0-9_[:space:]-]', '', 'g'), '[[:space:]-]+', '-', 'g')), 96), ''), 'member') AS "base"
    FROM "team_members"
  ) AS "named"
  WINDOW "same" AS (PARTITION BY "base" ORDER BY "order_index", "name", "id")
) AS "numbered"
WHERE "numbered"."id" = "team_members"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_slug_idx" ON "team_members" USING btree ("slug");
