import { describe, expect, it } from "vitest";
import { z } from "zod";
import { oneLine, text } from "./fields";
import { honeypotFilled, readFormBody, truncate } from "./form-data.server";
import { formInput, parseSubmission } from "./submission.server";

function form(entries: [string, string | Blob][]): FormData {
  const formData = new FormData();
  for (const [name, value] of entries) formData.append(name, value);
  return formData;
}

describe("reading a posted form", () => {
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
    // Every public form's honeypot has the same name.
    expect(honeypotFilled(form([["website", "x"]]))).toBe(true);
  });

  it("reads each field once as text, passing duplicates and files on for the schema to refuse", () => {
    const file = new File(["hi"], "note.txt");
    expect(
      formInput(
        form([
          ["name", "Ana"],
          ["email", "a@example.com"],
          ["email", "b@example.com"],
          ["message", file],
        ]),
      ),
    ).toEqual({ name: "Ana", email: ["a@example.com", "b@example.com"], message: file });
  });

  it("never cuts an emoji in two, and flattens line breaks", () => {
    expect(truncate("ab😀", 3)).toBe("ab");
    expect(truncate("ab😀", 4)).toBe("ab😀");
    expect(truncate("short", 10)).toBe("short");
    expect(oneLine("Ana\r\nBcc: x@example.com\tZ")).toBe("Ana Bcc: x@example.com Z");
    expect(oneLine("  Ana  Souza \n")).toBe("Ana Souza");
  });

  it("reads a body within its limit, refusing a larger one unread, declared or not", async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      new Request("http://localhost/form", {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      });
    const small = await readFormBody(post("name=Ana"), 100);
    expect(small.ok && small.formData.get("name")).toBe("Ana");
    expect(await readFormBody(post(`name=${"a".repeat(200)}`), 100)).toEqual({
      ok: false,
      status: 413,
    });
    const lying = post(`name=${"a".repeat(200)}`, { "Content-Length": "10" });
    expect(await readFormBody(lying, 100)).toEqual({ ok: false, status: 413 });
    expect(
      await readFormBody(
        new Request("http://localhost/form", {
          method: "POST",
          body: "--x\r\nbroken",
          headers: { "Content-Type": "multipart/form-data; boundary=x" },
        }),
        100,
      ),
    ).toEqual({ ok: false, status: 400 });
  });
});

describe("parseSubmission", () => {
  const messages = { missing: "missing", malformed: "malformed" } as const;
  const schema = z.object({
    name: text(messages).min(1, { error: "required" }),
    email: text(messages).pipe(z.email({ error: "invalid" })),
    note: text(messages).max(5, { error: "long" }).optional(),
  });

  it("gives the data of a valid form", () => {
    expect(
      parseSubmission(
        form([
          ["name", " Ana "],
          ["email", "a@example.com"],
        ]),
        schema,
      ),
    ).toEqual({
      success: true,
      data: { name: "Ana", email: "a@example.com" },
    });
  });

  it("gives the first message of each field and what was typed, cut to the limits", () => {
    const result = parseSubmission(
      form([
        ["name", ""],
        ["email", "nope"],
        ["email", "again"],
        ["note", "far too long"],
      ]),
      schema,
      { limits: { note: 3 } },
    );
    expect(result).toEqual({
      success: false,
      fieldErrors: { name: "required", email: "malformed", note: "long" },
      values: { name: "", email: "nope", note: "far" },
    });
  });

  it("reads plain values the same way (tests, and forms already read)", () => {
    const result = parseSubmission({ email: "a@example.com" }, schema);
    expect(result).toMatchObject({ success: false, fieldErrors: { name: "missing" } });
  });

  it("keeps to the form's own messages, and names a rule across fields as the form's", () => {
    const known = ["required", "fallback"] as const;
    const result = parseSubmission({ name: "", email: "x" }, schema, {
      messages: known,
      fallback: "fallback",
    });
    expect(result).toMatchObject({ fieldErrors: { name: "required", email: "fallback" } });

    const matching = z
      .object({ password: z.string(), again: z.string() })
      .refine((value) => value.password === value.again, { error: "The passwords differ." });
    expect(parseSubmission({ password: "a", again: "b" }, matching)).toEqual({
      success: false,
      fieldErrors: {},
      formError: "The passwords differ.",
      values: { password: "a", again: "b" },
    });
  });

  it("tells several forms of one route apart by their intent", () => {
    const forms = z.discriminatedUnion("intent", [
      z.object({ intent: z.literal("rename"), title: text(messages).min(1, { error: "empty" }) }),
      z.object({ intent: z.literal("delete"), id: text(messages) }),
    ]);
    expect(
      parseSubmission(
        form([
          ["intent", "delete"],
          ["id", "7"],
        ]),
        forms,
      ),
    ).toEqual({
      success: true,
      data: { intent: "delete", id: "7" },
    });
    expect(
      parseSubmission(
        form([
          ["intent", "rename"],
          ["title", " "],
        ]),
        forms,
      ),
    ).toEqual({
      success: false,
      fieldErrors: { title: "empty" },
      values: { intent: "rename", title: " ", id: "" },
    });
  });
});
