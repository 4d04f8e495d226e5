import { describe, expect, it } from "vitest";
import {
  defaultClinicSettings,
  fromClinicLocalInput,
  telHref,
  toClinicLocalInput,
  whatsappHref,
} from "./clinic";

describe("clinic contact links", () => {
  it("makes tel: links with a country code", () => {
    expect(telHref("(407) 555-0142")).toBe("tel:+14075550142");
    expect(telHref("+1 407 555 0142")).toBe("tel:+14075550142");
    expect(telHref("+55 11 5555-0100")).toBe("tel:+551155550100");
  });

  it("makes WhatsApp links with an optional prefilled text", () => {
    expect(whatsappHref("+1 (407) 555-0199")).toBe("https://wa.me/14075550199");
    expect(whatsappHref("14075550199", "Olá & bom dia")).toBe(
      "https://wa.me/14075550199?text=Ol%C3%A1%20%26%20bom%20dia",
    );
  });

  it("uses only fictional demo phone numbers", () => {
    for (const phone of [
      defaultClinicSettings.phone,
      defaultClinicSettings.phoneSecondary,
      defaultClinicSettings.whatsappNumber,
    ]) {
      expect(phone.replace(/\D/g, "")).toMatch(/55501\d\d$/);
    }
  });
});

describe("the clinic's wall clock in datetime-local fields", () => {
  it("reads a wall time as the moment it is in Orlando, summer and winter", () => {
    expect(fromClinicLocalInput("2026-11-27T09:30")?.toISOString()).toBe(
      "2026-11-27T14:30:00.000Z",
    );
    expect(fromClinicLocalInput("2026-07-04T09:30")?.toISOString()).toBe(
      "2026-07-04T13:30:00.000Z",
    );
    expect(toClinicLocalInput(new Date("2026-01-01T04:59:00Z"))).toBe("2025-12-31T23:59");
  });

  it("takes the earlier of the autumn's repeated hour and moves the spring's missing one on", () => {
    expect(fromClinicLocalInput("2026-11-01T01:30")?.toISOString()).toBe(
      "2026-11-01T05:30:00.000Z",
    );
    expect(fromClinicLocalInput("2026-03-08T02:30")?.toISOString()).toBe(
      "2026-03-08T07:30:00.000Z",
    );
    expect(toClinicLocalInput(new Date("2026-03-08T07:30:00Z"))).toBe("2026-03-08T03:30");
  });

  it("refuses what is not a time", () => {
    for (const value of ["2026-02-30T10:00", "2026-13-01T10:00", "2026-11-27 09:30", "", "nope"]) {
      expect(fromClinicLocalInput(value), value).toBeNull();
    }
  });

  it("round-trips every quarter hour of a year", () => {
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 15 * 60_000) {
      const moment = new Date(ms);
      const wall = toClinicLocalInput(moment);
      // The autumn's repeated hour reads back as its first occurrence.
      expect(toClinicLocalInput(fromClinicLocalInput(wall) ?? new Date(0))).toBe(wall);
    }
  });
});
