/** English source: the labTests page. */
export const labTests = {};

export type LabTestsMessages = typeof labTests;
