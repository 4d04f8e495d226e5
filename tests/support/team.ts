import type { TeamMemberTexts, TeamMemberTextsByLocale } from "~/features/team/member-form";

/** A team member's texts map in English only (the rest empty), for rows a test writes. */
export function englishTexts(
  role: string,
  more: Partial<TeamMemberTexts> = {},
): TeamMemberTextsByLocale {
  return { en: { role, bio: "", qualifications: [], specialties: [], ...more } };
}
