/** The service pages, for the sitemap. */
export { serviceDetails, type ServiceDetailId } from "./services";
