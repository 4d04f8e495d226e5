import { describe, expect, it } from "vitest";
import { contactServiceIds } from "~/features/inbox/inbox-forms";
import { isServiceDetailId, otherServiceIds, serviceCards, serviceDetails } from "./services";

describe("services", () => {
  it("has the eleven service cards, in their fixed order", () => {
    expect(serviceCards.map((card) => card.id)).toEqual([
      "weight-management",
      "immigration",
      "iv-therapy",
      "senior-health",
      "laboratory-imaging-tests",
      "physical-exam",
      "ekg",
      "check-up",
      "pap-smear",
      "iron-infusion",
      "basic-surgeries",
    ]);
  });

  it("offers the same services in the contact form as detail pages", () => {
    expect(serviceDetails.map((service) => service.id)).toEqual([...contactServiceIds]);
  });

  it("suggests three other services, never the current one", () => {
    for (const { id } of serviceDetails) {
      const others = otherServiceIds(id);
      expect(others).toHaveLength(3);
      expect(others).not.toContain(id);
      expect(new Set(others).size).toBe(3);
    }
    expect(otherServiceIds("weight-loss")).toEqual([
      "membership",
      "checkup",
      "physical-evaluation",
    ]);
  });

  it("knows which detail pages exist", () => {
    expect(isServiceDetailId("checkup")).toBe(true);
    expect(isServiceDetailId("acupuncture")).toBe(false);
    expect(isServiceDetailId("__proto__")).toBe(false);
  });
});
