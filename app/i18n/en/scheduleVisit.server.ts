/** English source: the scheduleVisit page. */
export const scheduleVisit = {};

export type ScheduleVisitMessages = typeof scheduleVisit;
