/** The portal's team list (routes/admin/team.tsx): its search and filter in the URL. Client-safe. */
import { defineListQuery, type ListQuery } from "~/platform/list-query";

/** Longer than any name or title worth searching for; the rest is ignored. */
export const MAX_TEAM_SEARCH_LENGTH = 100;

/** Search by name or title, and active or inactive; the order is the site's (positions). */
export const teamListQuery = defineListQuery({
  maxSearch: MAX_TEAM_SEARCH_LENGTH,
  filters: { status: ["active", "inactive"] },
  sorts: ["position"],
});

export type TeamListQuery = ListQuery<
  (typeof teamListQuery)["spec"]["filters"],
  (typeof teamListQuery)["spec"]["sorts"]
>;
