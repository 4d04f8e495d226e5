/** When a membership plan last changed, for the sitemap. */
export { membershipPlansUpdatedAt } from "./plans.server";
/** The membership's headline price (the service page's "Starting at"). */
export { getMembershipPriceCents } from "./plans.server";
