/** The service pages' texts (service_details), for the sitemap. */
export { servicePagesUpdatedAt } from "./service-details.server";
