import { describe, expect, it } from "vitest";
import { adminSectionName } from "./navigation";

describe("the admin header's section name", () => {
  it("names each sidebar section, with or without a trailing slash", () => {
    expect(adminSectionName("/admin")).toBe("Dashboard");
    expect(adminSectionName("/admin/")).toBe("Dashboard");
    expect(adminSectionName("/admin/team")).toBe("Team Members");
    expect(adminSectionName("/admin/blog/")).toBe("Blog Posts");
    expect(adminSectionName("/admin/users")).toBe("Users");
    expect(adminSectionName("/admin/trash")).toBe("Trash");
  });

  it("names pages below a section after the most specific match", () => {
    expect(adminSectionName("/admin/team/new")).toBe("Add Team Member");
    expect(adminSectionName("/admin/blog/new")).toBe("New Blog Post");
    expect(adminSectionName("/admin/blog/8f1c")).toBe("Edit Blog Post");
    expect(adminSectionName("/admin/team/8f1c/")).toBe("Edit Team Member");
    expect(adminSectionName("/admin/inbox/messages/8f1c")).toBe("Inbox");
    expect(adminSectionName("/admin/lab-tests")).toBe("Lab Price List");
    expect(adminSectionName("/admin/account")).toBe("Account");
    expect(adminSectionName("/admin/membership-plans")).toBe("Membership Plans");
    expect(adminSectionName("/admin/membership-plans/new")).toBe("Add Membership Plan");
    expect(adminSectionName("/admin/membership-plans/8f1c")).toBe("Edit Membership Plan");
    expect(adminSectionName("/admin/insurers/new")).toBe("Add Insurer");
    expect(adminSectionName("/admin/insurers/8f1c")).toBe("Edit Insurer");
    expect(adminSectionName("/admin/partners")).toBe("Partners");
    expect(adminSectionName("/admin/partners/new")).toBe("Add Partner");
    expect(adminSectionName("/admin/partners/8f1c")).toBe("Edit Partner");
    expect(adminSectionName("/admin/testimonials/new")).toBe("Add Testimonial");
    expect(adminSectionName("/admin/testimonials/8f1c")).toBe("Edit Testimonial");
    expect(adminSectionName("/admin/videos")).toBe("Videos");
    expect(adminSectionName("/admin/videos/8f1c")).toBe("Edit Video");
  });
});
