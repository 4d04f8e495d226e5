/** The lab price list's search, for the benchmark that measures it. */
export { buildLabSearchIndex, createLabSearch, searchLabTests } from "./lab-search";
export type { LabTest } from "./lab-test";
