export type { LabTest } from "./lab-test";
