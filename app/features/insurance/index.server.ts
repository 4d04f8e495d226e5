/** When an insurer last changed, for the sitemap. */
export { insurersUpdatedAt } from "./insurers.server";
