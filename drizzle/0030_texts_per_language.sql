-- A team member's texts move from a column per language (role/role_pt, bio/bio_pt,
-- qualifications/qualifications_pt, specialties/specialties_pt) to one jsonb map
-- locale -> texts, as the catalogues keep them: English from the plain columns (a bio
-- left empty reads as ""), "pt-BR" from the _pt columns, leaving out the empty ones.
ALTER TABLE "team_members" ADD COLUMN "texts" jsonb;--> statement-breakpoint
UPDATE "team_members" AS "member"
SET "texts" = jsonb_build_object(
    'en',
    jsonb_build_object(
      'role', "member"."role",
      'bio', coalesce("member"."bio", ''),
      'qualifications', to_jsonb(coalesce("member"."qualifications", '{}'::text[])),
      'specialties', to_jsonb(coalesce("member"."specialties", '{}'::text[]))
    )
  ) || CASE
    WHEN "translated"."texts" = '{}'::jsonb THEN '{}'::jsonb
    ELSE jsonb_build_object('pt-BR', "translated"."texts")
  END
FROM (
  SELECT
    "id",
    jsonb_strip_nulls(jsonb_build_object(
      'role', CASE WHEN btrim(coalesce("role_pt", '')) <> '' THEN "role_pt" END,
      'bio', CASE WHEN btrim(coalesce("bio_pt", '')) <> '' THEN "bio_pt" END,
      'qualifications', CASE WHEN cardinality("qualifications_pt") > 0 THEN to_jsonb("qualifications_pt") END,
      'specialties', CASE WHEN cardinality("specialties_pt") > 0 THEN to_jsonb("specialties_pt") END
    )) AS "texts"
  FROM "team_members"
) AS "translated"
WHERE "translated"."id" = "member"."id";--> statement-breakpoint
ALTER TABLE "team_members" ALTER COLUMN "texts" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "role";--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "role_pt";--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "bio";--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "bio_pt";--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "qualifications";--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "qualifications_pt";--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "specialties";--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "specialties_pt";
