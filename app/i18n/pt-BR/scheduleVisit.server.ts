import type { ScheduleVisitMessages } from "../en/scheduleVisit.server";
import type { Translation } from "../types";

export const scheduleVisit: Translation<ScheduleVisitMessages> = {};
