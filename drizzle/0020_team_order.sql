-- Members are now ordered by moving them on the portal's list, numbered 1..n without ties.
-- Existing rows (two could share a number typed by hand) are numbered in the order the site
-- showed them: their number, then name, then id.
UPDATE "team_members" SET "order_index" = "numbered"."position"
FROM (
  SELECT "id", row_number() OVER (ORDER BY "order_index", "name", "id") AS "position"
  FROM "team_members"
) AS "numbered"
WHERE "numbered"."id" = "team_members"."id";
