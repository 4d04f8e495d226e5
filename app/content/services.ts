/** The service detail pages that exist (spec part 1 §2), and their key in the layout messages. */
export const serviceDetailIds = {
  membership: "membership",
  checkup: "checkup",
  "physical-evaluation": "physicalEvaluation",
  consultation: "consultation",
  "weight-loss": "weightLoss",
} as const;

export type ServiceDetailId = keyof typeof serviceDetailIds;

export function isServiceDetailId(id: string): id is ServiceDetailId {
  return Object.hasOwn(serviceDetailIds, id);
}
