import type { LabTestsMessages } from "../en/labTests.server";
import type { Translation } from "../types";

export const labTests: Translation<LabTestsMessages> = {};
