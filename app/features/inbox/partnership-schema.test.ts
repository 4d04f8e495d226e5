import { describe, expect, it } from "vitest";
import {
  parsePartnershipForm,
  partnershipFieldErrors,
  partnershipFieldLimits,
  partnershipFormSchema,
} from "./partnership-schema";

const valid = {
  companyName: "Sunshine Pharmacy",
  contactPerson: "Carlos Lima",
  email: "carlos@sunshine.example.com",
  phone: "",
  message: "We would like to sponsor flu shots at your next health fair.",
};

function errorsFor(values: Record<string, unknown>) {
  const result = parsePartnershipForm(values);
  return result.success ? {} : result.fieldErrors;
}

describe("the partnership form's rules", () => {
  it("accepts a complete request, trimming values and dropping an empty phone", () => {
    expect(
      parsePartnershipForm({
        ...valid,
        companyName: "  Sunshine Pharmacy\t",
        email: ` ${valid.email} `,
      }),
    ).toEqual({
      success: true,
      data: {
        companyName: "Sunshine Pharmacy",
        contactPerson: "Carlos Lima",
        email: valid.email,
        message: valid.message,
      },
    });
    const { phone: _phone, ...withoutPhone } = valid;
    expect(parsePartnershipForm(withoutPhone).success).toBe(true);
  });

  it("keeps a phone number written the usual ways", () => {
    for (const phone of ["+1 (407) 555-0142", "407.555.0142", "+55 11 91234-5678"]) {
      expect(parsePartnershipForm({ ...valid, phone })).toMatchObject({ data: { phone } });
    }
  });

  it("says which fields are required, also when they are only spaces or missing", () => {
    expect(
      errorsFor({ companyName: " ", contactPerson: "", email: "", phone: "", message: "\n " }),
    ).toEqual({
      companyName: "required",
      contactPerson: "required",
      email: "required",
      message: "required",
    });
    expect(errorsFor({})).toEqual({
      companyName: "required",
      contactPerson: "required",
      email: "required",
      message: "required",
    });
  });

  it("refuses malformed e-mail addresses and phone numbers", () => {
    for (const email of ["carlos", "carlos@", "@example.com", "carlos lima@example.com"]) {
      expect(errorsFor({ ...valid, email })).toEqual({ email: "invalidEmail" });
    }
    for (const phone of ["call me", "+()-", "407\n555 ext"]) {
      expect(errorsFor({ ...valid, phone })).toEqual({ phone: "invalidPhone" });
    }
  });

  it("refuses values longer than the limits, counted after trimming", () => {
    for (const field of ["companyName", "contactPerson", "message"] as const) {
      expect(
        errorsFor({ ...valid, [field]: "a".repeat(partnershipFieldLimits[field] + 1) }),
      ).toEqual({ [field]: "tooLong" });
    }
    expect(errorsFor({ ...valid, phone: "1".repeat(partnershipFieldLimits.phone + 1) })).toEqual({
      phone: "tooLong",
    });
    expect(
      parsePartnershipForm({ ...valid, message: ` ${"a".repeat(partnershipFieldLimits.message)} ` })
        .success,
    ).toBe(true);
  });

  it("refuses a value that is not one string (a field sent twice, a file)", () => {
    expect(errorsFor({ ...valid, email: ["a@example.com", "b@example.com"] })).toEqual({
      email: "invalidEmail",
    });
    expect(errorsFor({ ...valid, companyName: ["A", "B"] })).toEqual({ companyName: "required" });
    expect(errorsFor({ ...valid, message: new Blob(["hi"]) })).toEqual({ message: "required" });
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
