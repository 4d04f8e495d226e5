import { describe, expect, it } from "vitest";
import {
  echoFormValues,
  emptyFormValues,
  honeypotFilled,
  oneLine,
  readFormFields,
  truncate,
} from "./form-data.server";

function form(entries: [string, string | Blob][]): FormData {
  const formData = new FormData();
  for (const [name, value] of entries) formData.append(name, value);
  return formData;
}

describe("form data helpers", () => {
  it("sees a honeypot as filled only when it holds something other than spaces", () => {
    expect(honeypotFilled(form([]), "website")).toBe(false);
    expect(honeypotFilled(form([["website", "  "]]), "website")).toBe(false);
    expect(honeypotFilled(form([["website", "https://spam.example"]]), "website")).toBe(true);
    expect(
      honeypotFilled(
        form([
          ["website", ""],
          ["website", "x"],
        ]),
        "website",
      ),
    ).toBe(true);
    expect(honeypotFilled(form([["website", new Blob(["x"])]]), "website")).toBe(true);
    expect(honeypotFilled(form([["url", "x"]]), "website")).toBe(false);
  });

  it("reads each field once as text, passing duplicates and files on for the schema to refuse", () => {
    const file = new File(["hi"], "note.txt");
    const { input, values } = readFormFields(
      form([
        ["name", "Ana"],
        ["email", "a@example.com"],
        ["email", "b@example.com"],
        ["message", file],
      ]),
      ["name", "email", "message", "phone"] as const,
      (field, value) => (field === "name" ? value.toUpperCase() : value),
    );
    expect(input).toEqual({
      name: "Ana",
      email: ["a@example.com", "b@example.com"],
      message: file,
      phone: undefined,
    });
    expect(values).toEqual({ name: "ANA", email: "a@example.com", message: "", phone: "" });
  });

  it("echoes values cut to their limits, and empty values for every field", () => {
    expect(echoFormValues(form([["name", "abcdef"]]), { name: 3, email: 10 })).toEqual({
      name: "abc",
      email: "",
    });
    expect(emptyFormValues(["a", "b"] as const)).toEqual({ a: "", b: "" });
  });

  it("never cuts an emoji in two, and flattens line breaks", () => {
    expect(truncate("ab😀", 3)).toBe("ab");
    expect(truncate("ab😀", 4)).toBe("ab😀");
    expect(truncate("short", 10)).toBe("short");
    expect(oneLine("Ana\r\nBcc: x@example.com\tZ")).toBe("Ana Bcc: x@example.com Z");
  });
});
