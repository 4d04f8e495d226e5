/** When the lab price list last changed, for the sitemap. */
export { labCatalogUpdatedAt } from "./lab-tests.server";
