export { catalogueListActionSchema } from "./catalogue-list";
export { malformed, siteImageField, tooLong } from "./catalogue-fields";
