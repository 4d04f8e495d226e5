/** The portal's Users list (routes/admin/users.tsx): its search, role filter and sort in the URL. Client-safe. */
import { userRoleValues } from "~/platform/db/user-roles";
import { defineListQuery, type ListQuery } from "~/platform/list-query";

export const MAX_ACCOUNT_SEARCH_LENGTH = 100;

/** Search by name or e-mail; a role ("user": waiting for a role); by e-mail, name or newest. */
export const accountListQuery = defineListQuery({
  maxSearch: MAX_ACCOUNT_SEARCH_LENGTH,
  filters: { role: userRoleValues },
  sorts: ["email", "name", "newest"],
});

export type AccountListQuery = ListQuery<
  (typeof accountListQuery)["spec"]["filters"],
  (typeof accountListQuery)["spec"]["sorts"]
>;

export const accountSortLabels: Record<AccountListQuery["sort"], string> = {
  email: "E-mail A–Z",
  name: "Name A–Z",
  newest: "Newest first",
};
