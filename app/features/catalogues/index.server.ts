export {
  catalogueListAction,
  loadCatalogueItem,
  loadCatalogueList,
  saveCatalogueItem,
  shownSentence,
  type CatalogueListResult,
  type CatalogueNames,
  type CatalogueRefusal,
  type CatalogueUpdateResult,
} from "./catalogue-routes.server";
export { catalogueStore, type CatalogueStoreConfig, type Stored } from "./catalogue-store.server";
