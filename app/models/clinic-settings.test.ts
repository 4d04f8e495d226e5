import { describe, expect, it } from "vitest";
import { defaultClinicSettings } from "~/config/clinic";
import { applySettingOverrides } from "./clinic-settings.server";

describe("clinic setting overrides", () => {
  it("replaces only the facts that have a non-empty override", () => {
    const settings = applySettingOverrides(
      new Map([
        ["email", "front-desk@clinic.example.com"],
        ["phone", "  "],
        ["unrelated", "ignored"],
      ]),
    );
    expect(settings.email).toBe("front-desk@clinic.example.com");
    expect(settings.phone).toBe(defaultClinicSettings.phone);
    expect(settings).not.toHaveProperty("unrelated");
    expect(defaultClinicSettings.email).not.toBe(settings.email);
  });
});
