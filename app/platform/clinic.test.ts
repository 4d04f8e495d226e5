import { describe, expect, it } from "vitest";
import { defaultClinicSettings, telHref, whatsappHref } from "./clinic";

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
