import { describe, expect, it } from "vitest";
import { defaultClinicSettings } from "~/platform/clinic";
import { siteSettingSections } from "~/features/site-content/page-content-form";
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

  it("overrides every contact fact and external URL, trimmed, without touching the defaults", () => {
    const before = structuredClone(defaultClinicSettings);
    const settings = applySettingOverrides(
      new Map([
        ["phone", " (407) 555-0100 "],
        ["phone_secondary", "(407) 555-0101"],
        ["whatsapp", "14075550102"],
        ["email", "desk@clinic.example.com"],
        ["address", "1 Test Road, Orlando, FL"],
        ["hours", "Mon-Fri 9-5"],
        ["membership_signup", "https://join.example.org/vip"],
        ["booking_widget", "https://book.example.org/widget"],
        ["booking_practice_key", "practice-42"],
        ["youtube_channel", "https://www.youtube.com/@other"],
        ["reviews_view", "https://reviews.example.org/clinic"],
        ["reviews_write", "https://reviews.example.org/clinic/write"],
        ["facebook", "https://www.facebook.com/other"],
        ["instagram", "https://www.instagram.com/other"],
        ["youtube", "https://www.youtube.com/@social"],
      ]),
    );
    expect(settings).toEqual({
      ...defaultClinicSettings,
      phone: "(407) 555-0100",
      phoneSecondary: "(407) 555-0101",
      whatsappNumber: "14075550102",
      email: "desk@clinic.example.com",
      address: "1 Test Road, Orlando, FL",
      hoursOverride: "Mon-Fri 9-5",
      social: {
        facebook: "https://www.facebook.com/other",
        instagram: "https://www.instagram.com/other",
        youtube: "https://www.youtube.com/@social",
      },
      urls: {
        membershipSignup: "https://join.example.org/vip",
        bookingWidget: "https://book.example.org/widget",
        bookingPracticeKey: "practice-42",
        youtubeChannel: "https://www.youtube.com/@other",
        reviewsView: "https://reviews.example.org/clinic",
        reviewsWrite: "https://reviews.example.org/clinic/write",
      },
    });
    expect(defaultClinicSettings).toEqual(before);
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/relative",
    "ftp://x",
  ])("ignores a web address override that is not http(s): %s", (value) => {
    const sections = new Map(
      Object.entries(siteSettingSections)
        .filter(([, { kind }]) => kind === "url")
        .map(([section]) => [section, value]),
    );
    const settings = applySettingOverrides(sections);
    expect(settings.urls).toEqual(defaultClinicSettings.urls);
    expect(settings.social).toEqual(defaultClinicSettings.social);
  });
});
