/** When the lab price list last changed, for the sitemap; its public search, for the benchmark. */
export { labCatalogUpdatedAt, searchLabCatalog } from "./lab-tests.server";
