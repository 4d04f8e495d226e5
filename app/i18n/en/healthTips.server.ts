/** English source: the healthTips page. */
export const healthTips = {};

export type HealthTipsMessages = typeof healthTips;
