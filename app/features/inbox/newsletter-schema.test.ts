import { describe, expect, it } from "vitest";
import {
  NEWSLETTER_EMAIL_MAX_LENGTH,
  newsletterFieldErrors,
  newsletterSchema,
  parseNewsletterForm,
} from "./newsletter-schema";

describe("the newsletter form's rules", () => {
  it("normalises the address: trimmed and lowercased", () => {
    expect(parseNewsletterForm({ email: "  Ana.Souza@Example.COM\t" })).toEqual({
      success: true,
      data: { email: "ana.souza@example.com" },
    });
    expect(parseNewsletterForm({ email: "joao.silva+news@exemplo.com.br" })).toMatchObject({
      success: true,
    });
  });

  it("asks for an address when there is none", () => {
    expect(parseNewsletterForm({ email: "" })).toEqual({ success: false, error: "required" });
    expect(parseNewsletterForm({ email: "   " })).toEqual({ success: false, error: "required" });
    expect(parseNewsletterForm({})).toEqual({ success: false, error: "required" });
  });

  it("refuses malformed addresses", () => {
    for (const email of [
      "ana",
      "ana@",
      "@example.com",
      "ana souza@example.com",
      "a@b",
      "a@@b.com",
    ]) {
      expect(parseNewsletterForm({ email }), email).toEqual({
        success: false,
        error: "invalidEmail",
      });
    }
  });

  it("refuses an address over the limit, counted after trimming", () => {
    const domain = "@example.com";
    const atLimit = `${"a".repeat(NEWSLETTER_EMAIL_MAX_LENGTH - domain.length)}${domain}`;
    expect(parseNewsletterForm({ email: ` ${atLimit} ` }).success).toBe(true);
    expect(parseNewsletterForm({ email: `a${atLimit}` })).toEqual({
      success: false,
      error: "tooLong",
    });
  });

  it("refuses a value that is not one string (sent twice, a file, a number)", () => {
    for (const email of [["a@example.com", "b@example.com"], new Blob(["x"]), 42, null]) {
      expect(parseNewsletterForm({ email })).toEqual({ success: false, error: "invalidEmail" });
    }
  });

  it("only ever reports translation keys", () => {
    for (const email of [undefined, "", "x", 1, "y".repeat(300)]) {
      const result = newsletterSchema.safeParse({ email });
      expect(result.success).toBe(false);
      for (const issue of result.error?.issues ?? []) {
        expect(newsletterFieldErrors).toContain(issue.message);
      }
    }
  });
});
