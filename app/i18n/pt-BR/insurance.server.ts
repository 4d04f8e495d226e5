import type { InsuranceMessages } from "../en/insurance.server";
import type { Translation } from "../types";

export const insurance: Translation<InsuranceMessages> = {};
