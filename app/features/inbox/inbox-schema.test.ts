import { describe, expect, it } from "vitest";
import {
  contactServiceIds,
  inboxFieldErrors,
  inboxFieldLimits,
  type InboxFieldError,
} from "./inbox-forms";
import { inboxSchema, parseInboxForm } from "./inbox-schema.server";

/*
 * The rules of the inbox's three forms (contact, partnership, newsletter): one schema
 * per variant, built from the field definitions of ./inbox-forms.ts. Errors are
 * translation keys.
 */

type ContactFieldError = InboxFieldError;
const contactFieldLimits = inboxFieldLimits("contact");
const contactFormSchema = inboxSchema("contact");
const parseContactForm = (values: Record<string, unknown>) => parseInboxForm("contact", values);

const partnershipFieldErrors = inboxFieldErrors;
const partnershipFieldLimits = inboxFieldLimits("partnership");
const partnershipFormSchema = inboxSchema("partnership");
const parsePartnershipForm = (values: Record<string, unknown>) =>
  parseInboxForm("partnership", values);

const NEWSLETTER_EMAIL_MAX_LENGTH = inboxFieldLimits("newsletter").email;
const newsletterFieldErrors = inboxFieldErrors;
const newsletterSchema = inboxSchema("newsletter");
/** The newsletter box has one field: its one error, as the box shows it. */
function parseNewsletterForm(values: Record<string, unknown>) {
  const result = parseInboxForm("newsletter", values);
  return result.success ? result : { success: false, error: result.fieldErrors.email };
}

const validContact = {
  name: "Ana Souza",
  email: "ana.souza@example.com",
  phone: "",
  service: "",
  message: "Hello!",
};

function contactErrorsFor(values: Record<string, unknown>) {
  const result = parseContactForm(values);
  return result.success ? {} : result.fieldErrors;
}

describe("the contact form's rules", () => {
  it("accepts a minimal form, trimming values and dropping empty optional fields", () => {
    expect(
      parseContactForm({
        ...validContact,
        name: "  Ana Souza\t",
        email: " ana.souza@example.com ",
      }),
    ).toEqual({
      success: true,
      data: { name: "Ana Souza", email: "ana.souza@example.com", message: "Hello!" },
    });
    // A form without the optional inputs at all is fine too.
    expect(parseContactForm({ name: "Ana", email: "a@example.com", message: "Hi" }).success).toBe(
      true,
    );
  });

  it("accepts every service id and the usual ways of writing a phone number", () => {
    for (const service of contactServiceIds) {
      expect(parseContactForm({ ...validContact, service })).toMatchObject({ data: { service } });
    }
    for (const phone of ["+1 (407) 555-0142", "407.555.0142", "+55 11 91234-5678", "4075550142"]) {
      expect(parseContactForm({ ...validContact, phone })).toMatchObject({ data: { phone } });
    }
  });

  it("says which fields are required, also when they are only spaces or missing", () => {
    expect(
      contactErrorsFor({ name: " ", email: "", phone: "", service: "", message: "\n  " }),
    ).toEqual({
      name: "required",
      email: "required",
      message: "required",
    });
    expect(contactErrorsFor({})).toEqual({
      name: "required",
      email: "required",
      message: "required",
    });
  });

  it("refuses malformed e-mail addresses, phone numbers and services", () => {
    for (const email of ["ana", "ana@", "@example.com", "ana souza@example.com", "a@b"]) {
      expect(contactErrorsFor({ ...validContact, email })).toEqual({ email: "invalidEmail" });
    }
    for (const phone of ["call me", "407-555-0142 ext. 12", "+()-", "407\n555"]) {
      expect(contactErrorsFor({ ...validContact, phone })).toEqual({ phone: "invalidPhone" });
    }
    for (const service of ["dentistry", "Membership", "weight_loss"]) {
      expect(contactErrorsFor({ ...validContact, service })).toEqual({ service: "invalidService" });
    }
  });

  it("refuses values longer than the limits, counted after trimming", () => {
    const over = (length: number) => "a".repeat(length + 1);
    expect(contactErrorsFor({ ...validContact, name: over(contactFieldLimits.name) })).toEqual({
      name: "tooLong",
    });
    expect(
      contactErrorsFor({
        ...validContact,
        email: `${over(contactFieldLimits.email - "@example.com".length)}@example.com`,
      }),
    ).toEqual({ email: "tooLong" });
    expect(
      contactErrorsFor({ ...validContact, phone: "1".repeat(contactFieldLimits.phone + 1) }),
    ).toEqual({
      phone: "tooLong",
    });
    expect(
      contactErrorsFor({ ...validContact, message: over(contactFieldLimits.message) }),
    ).toEqual({
      message: "tooLong",
    });
    // Exactly at the limit, with surrounding spaces, is fine.
    expect(
      parseContactForm({ ...validContact, message: ` ${"a".repeat(contactFieldLimits.message)} ` })
        .success,
    ).toBe(true);
  });

  it("refuses a value that is not one string (a field sent twice, a file)", () => {
    expect(
      contactErrorsFor({ ...validContact, email: ["a@example.com", "b@example.com"] }),
    ).toEqual({
      email: "invalidEmail",
    });
    expect(contactErrorsFor({ ...validContact, service: ["checkup", "membership"] })).toEqual({
      service: "invalidService",
    });
    expect(contactErrorsFor({ ...validContact, message: new Blob(["hi"]) })).toEqual({
      message: "required",
    });
  });

  it("only ever reports translation keys", () => {
    const keys: ContactFieldError[] = [
      "required",
      "invalidEmail",
      "tooLong",
      "invalidPhone",
      "invalidService",
    ];
    const result = contactFormSchema.safeParse({
      name: 1,
      email: "x",
      phone: "x",
      service: "x",
      message: "x".repeat(contactFieldLimits.message + 1),
    });
    expect(result.success).toBe(false);
    for (const issue of result.error?.issues ?? []) {
      expect(keys).toContain(issue.message);
    }
  });
});

const validPartnership = {
  companyName: "Sunshine Pharmacy",
  contactPerson: "Carlos Lima",
  email: "carlos@sunshine.example.com",
  phone: "",
  message: "We would like to sponsor flu shots at your next health fair.",
};

function partnershipErrorsFor(values: Record<string, unknown>) {
  const result = parsePartnershipForm(values);
  return result.success ? {} : result.fieldErrors;
}

describe("the partnership form's rules", () => {
  it("accepts a complete request, trimming values and dropping an empty phone", () => {
    expect(
      parsePartnershipForm({
        ...validPartnership,
        companyName: "  Sunshine Pharmacy\t",
        email: ` ${validPartnership.email} `,
      }),
    ).toEqual({
      success: true,
      data: {
        companyName: "Sunshine Pharmacy",
        contactPerson: "Carlos Lima",
        email: validPartnership.email,
        message: validPartnership.message,
      },
    });
    const { phone: _phone, ...withoutPhone } = validPartnership;
    expect(parsePartnershipForm(withoutPhone).success).toBe(true);
  });

  it("keeps a phone number written the usual ways", () => {
    for (const phone of ["+1 (407) 555-0142", "407.555.0142", "+55 11 91234-5678"]) {
      expect(parsePartnershipForm({ ...validPartnership, phone })).toMatchObject({
        data: { phone },
      });
    }
  });

  it("says which fields are required, also when they are only spaces or missing", () => {
    expect(
      partnershipErrorsFor({
        companyName: " ",
        contactPerson: "",
        email: "",
        phone: "",
        message: "\n ",
      }),
    ).toEqual({
      companyName: "required",
      contactPerson: "required",
      email: "required",
      message: "required",
    });
    expect(partnershipErrorsFor({})).toEqual({
      companyName: "required",
      contactPerson: "required",
      email: "required",
      message: "required",
    });
  });

  it("refuses malformed e-mail addresses and phone numbers", () => {
    for (const email of ["carlos", "carlos@", "@example.com", "carlos lima@example.com"]) {
      expect(partnershipErrorsFor({ ...validPartnership, email })).toEqual({
        email: "invalidEmail",
      });
    }
    for (const phone of ["call me", "+()-", "407\n555 ext"]) {
      expect(partnershipErrorsFor({ ...validPartnership, phone })).toEqual({
        phone: "invalidPhone",
      });
    }
  });

  it("refuses values longer than the limits, counted after trimming", () => {
    for (const field of ["companyName", "contactPerson", "message"] as const) {
      expect(
        partnershipErrorsFor({
          ...validPartnership,
          [field]: "a".repeat(partnershipFieldLimits[field] + 1),
        }),
      ).toEqual({ [field]: "tooLong" });
    }
    expect(
      partnershipErrorsFor({
        ...validPartnership,
        phone: "1".repeat(partnershipFieldLimits.phone + 1),
      }),
    ).toEqual({
      phone: "tooLong",
    });
    expect(
      parsePartnershipForm({
        ...validPartnership,
        message: ` ${"a".repeat(partnershipFieldLimits.message)} `,
      }).success,
    ).toBe(true);
  });

  it("refuses a value that is not one string (a field sent twice, a file)", () => {
    expect(
      partnershipErrorsFor({ ...validPartnership, email: ["a@example.com", "b@example.com"] }),
    ).toEqual({
      email: "invalidEmail",
    });
    expect(partnershipErrorsFor({ ...validPartnership, companyName: ["A", "B"] })).toEqual({
      companyName: "required",
    });
    expect(partnershipErrorsFor({ ...validPartnership, message: new Blob(["hi"]) })).toEqual({
      message: "required",
    });
  });

  it("only ever reports translation keys", () => {
    const result = partnershipFormSchema.safeParse({
      companyName: 1,
      contactPerson: null,
      email: "x",
      phone: "x",
      message: "x".repeat(partnershipFieldLimits.message + 1),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.length).toBeGreaterThanOrEqual(5);
    for (const issue of result.error?.issues ?? []) {
      expect(partnershipFieldErrors).toContain(issue.message);
    }
  });
});

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
