import type { HealthTipsMessages } from "../en/healthTips.server";
import type { Translation } from "../types";

export const healthTips: Translation<HealthTipsMessages> = {};
