import { describe, expect, it } from "vitest";
import {
  contactFieldLimits,
  contactFormSchema,
  contactServiceIds,
  parseContactForm,
  type ContactFieldError,
} from "./contact-schema";

const valid = {
  name: "Ana Souza",
  email: "ana.souza@example.com",
  phone: "",
  service: "",
  message: "Hello!",
};

function errorsFor(values: Record<string, unknown>) {
  const result = parseContactForm(values);
  return result.success ? {} : result.fieldErrors;
}

describe("the contact form's rules", () => {
  it("accepts a minimal form, trimming values and dropping empty optional fields", () => {
    expect(
      parseContactForm({ ...valid, name: "  Ana Souza\t", email: " ana.souza@example.com " }),
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
      expect(parseContactForm({ ...valid, service })).toMatchObject({ data: { service } });
    }
    for (const phone of ["+1 (407) 555-0142", "407.555.0142", "+55 11 91234-5678", "4075550142"]) {
      expect(parseContactForm({ ...valid, phone })).toMatchObject({ data: { phone } });
    }
  });

  it("says which fields are required, also when they are only spaces or missing", () => {
    expect(errorsFor({ name: " ", email: "", phone: "", service: "", message: "\n  " })).toEqual({
      name: "required",
      email: "required",
      message: "required",
    });
    expect(errorsFor({})).toEqual({ name: "required", email: "required", message: "required" });
  });

  it("refuses malformed e-mail addresses, phone numbers and services", () => {
    for (const email of ["ana", "ana@", "@example.com", "ana souza@example.com", "a@b"]) {
      expect(errorsFor({ ...valid, email })).toEqual({ email: "invalidEmail" });
    }
    for (const phone of ["call me", "407-555-0142 ext. 12", "+()-", "407\n555"]) {
      expect(errorsFor({ ...valid, phone })).toEqual({ phone: "invalidPhone" });
    }
    for (const service of ["dentistry", "Membership", "weight_loss"]) {
      expect(errorsFor({ ...valid, service })).toEqual({ service: "invalidService" });
    }
  });

  it("refuses values longer than the limits, counted after trimming", () => {
    const over = (length: number) => "a".repeat(length + 1);
    expect(errorsFor({ ...valid, name: over(contactFieldLimits.name) })).toEqual({
      name: "tooLong",
    });
    expect(
      errorsFor({
        ...valid,
        email: `${over(contactFieldLimits.email - "@example.com".length)}@example.com`,
      }),
    ).toEqual({ email: "tooLong" });
    expect(errorsFor({ ...valid, phone: "1".repeat(contactFieldLimits.phone + 1) })).toEqual({
      phone: "tooLong",
    });
    expect(errorsFor({ ...valid, message: over(contactFieldLimits.message) })).toEqual({
      message: "tooLong",
    });
    // Exactly at the limit, with surrounding spaces, is fine.
    expect(
      parseContactForm({ ...valid, message: ` ${"a".repeat(contactFieldLimits.message)} ` })
        .success,
    ).toBe(true);
  });

  it("refuses a value that is not one string (a field sent twice, a file)", () => {
    expect(errorsFor({ ...valid, email: ["a@example.com", "b@example.com"] })).toEqual({
      email: "invalidEmail",
    });
    expect(errorsFor({ ...valid, service: ["checkup", "membership"] })).toEqual({
      service: "invalidService",
    });
    expect(errorsFor({ ...valid, message: new Blob(["hi"]) })).toEqual({ message: "required" });
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
