/** When a membership plan last changed, for the sitemap. */
export { membershipPlansUpdatedAt } from "./plans.server";
