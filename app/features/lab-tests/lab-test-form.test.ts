import { describe, expect, it } from "vitest";
import { parsePriceCents } from "~/features/lab-tests/lab-search";
import labTests from "~/startup/seed/lab-tests.json";
import { toCsv } from "~/platform/csv";
import { parseSubmission } from "~/platform/forms/submission.server";
import {
  LAB_IMPORT_MAX_ROWS,
  labTestSchema,
  normalizeLabPrice,
  parseLabTestCsv,
} from "./lab-test-form";

/** The add or edit form's values as the action reads them. */
const parseLabTestForm = (values: Record<string, unknown>) =>
  parseSubmission(values, labTestSchema);

describe("a lab test's price", () => {
  it("normalises dollar amounts to $1,250.00 form", () => {
    for (const [typed, stored] of [
      ["35", "$35.00"],
      ["35.5", "$35.50"],
      ["35.05", "$35.05"],
      ["$35", "$35.00"],
      [" $ 35.00 ", "$35.00"],
      ["1250", "$1,250.00"],
      ["1,250", "$1,250.00"],
      ["$1,250.00", "$1,250.00"],
      ["5100", "$5,100.00"],
      ["0.99", "$0.99"],
      ["1000000", "$1,000,000.00"],
    ] as const) {
      expect(normalizeLabPrice(typed), typed).toEqual({ ok: true, price: stored });
      // What the public page adds up reads the stored text back to the same amount.
      expect(parsePriceCents(stored)).not.toBeNull();
    }
  });

  it("stores call for price as the empty price", () => {
    for (const typed of ["", "   ", "Call for price", "call for pricing", "CALL"]) {
      expect(normalizeLabPrice(typed), typed).toEqual({ ok: true, price: "" });
    }
  });

  it("refuses what is not a dollar amount rather than guessing", () => {
    for (const typed of [
      "abc",
      "12,50",
      "1,25,000",
      "35.555",
      "-5",
      "$-5",
      "35$",
      "US$ 35",
      "1.250,00",
      "0",
      "$0.00",
      "1000000.01",
      "9".repeat(40),
    ]) {
      expect(normalizeLabPrice(typed), typed).toMatchObject({
        ok: false,
        error: expect.any(String),
      });
    }
  });
});

describe("the add and edit form", () => {
  it("trims the fields and normalises the price", () => {
    expect(parseLabTestForm({ code: " 22719 ", name: "  Lipid \n Panel ", price: "29" })).toEqual({
      success: true,
      data: { code: "22719", name: "Lipid Panel", price: "$29.00" },
    });
    expect(parseLabTestForm({ code: "1", name: "Ferritin", price: "" })).toEqual({
      success: true,
      data: { code: "1", name: "Ferritin", price: "" },
    });
    // A form without the price field: call for price.
    expect(parseLabTestForm({ code: "1", name: "Ferritin" })).toMatchObject({
      success: true,
      data: { price: "" },
    });
  });

  it("asks for the code and the name, and explains a bad code or price", () => {
    expect(parseLabTestForm({ code: "", name: " ", price: "x" })).toEqual({
      success: false,
      fieldErrors: {
        code: "Enter the test code.",
        name: "Enter the test name.",
        price: expect.stringContaining("dollar amount"),
      },
      values: { code: "", name: " ", price: "x" },
    });
    expect(parseLabTestForm({})).toMatchObject({
      success: false,
      fieldErrors: { code: "Enter the test code.", name: "Enter the test name." },
    });
    expect(parseLabTestForm({ code: "12a", name: "X" })).toEqual({
      success: false,
      fieldErrors: { code: "The code must be digits only, such as 22719." },
      values: { code: "12a", name: "X", price: "" },
    });
    expect(parseLabTestForm({ code: "1".repeat(21), name: "x".repeat(201) })).toMatchObject({
      success: false,
      fieldErrors: {
        code: expect.stringContaining("at most 20"),
        name: expect.stringContaining("200"),
      },
    });
  });

  it("refuses a field sent twice or as a file", () => {
    expect(parseLabTestForm({ code: ["1", "2"], name: "X" })).toMatchObject({
      success: false,
      fieldErrors: { code: "Enter it as text." },
    });
    expect(parseLabTestForm({ code: "1", name: "X", price: new Blob(["5"]) })).toMatchObject({
      success: false,
      fieldErrors: { price: expect.any(String) },
    });
  });
});

/** A file from lines of text, joined with CRLF as a spreadsheet writes them. */
const csv = (...lines: string[]) => lines.join("\r\n");

describe("reading a price list CSV", () => {
  it("reads the columns in any order and case, with a BOM, CRLF and quoted names", () => {
    const result = parseLabTestCsv(
      `\uFEFF${csv("Price, Name ,CODE", '35,"Albumin, Serum",874402', ",Ferritin,0042", '"$1,250.00",Panel,7')}\r\n`,
    );
    expect(result).toEqual({
      tests: [
        { line: 2, code: "874402", name: "Albumin, Serum", price: "$35.00" },
        { line: 3, code: "0042", name: "Ferritin", price: "" },
        { line: 4, code: "7", name: "Panel", price: "$1,250.00" },
      ],
      errors: [],
      ignoredColumns: [],
    });
  });

  it("accepts the public page's column titles and names the columns it ignores", () => {
    const result = parseLabTestCsv(csv("Test Code,Test Name,Price,Notes", "1,A,5,fasting"));
    expect(result.tests).toEqual([{ line: 2, code: "1", name: "A", price: "$5.00" }]);
    expect(result.ignoredColumns).toEqual(["Notes"]);
  });

  it("reports every bad row with its line and reasons, and keeps the good ones", () => {
    const result = parseLabTestCsv(
      csv(
        "code,name,price",
        "1,Good,10",
        ",No code,10",
        "2,,10",
        "abc,Letters,10",
        "3,Bad price,ten dollars",
        "1,Same code,10",
        "4,Too,many,cells",
        "",
        " ,  ,x",
        "5,Fine,",
      ),
    );
    expect(result.tests.map((test) => test.code)).toEqual(["1", "5"]);
    expect(result.errors).toEqual([
      { line: 3, message: "The code is missing." },
      { line: 4, message: "The name is missing." },
      { line: 5, message: "The code “abc” is not a number." },
      { line: 6, message: "The price “ten dollars” is not a dollar amount such as 35.00." },
      { line: 7, message: "The code 1 is already used on line 2." },
      { line: 8, message: expect.stringMatching(/^This row has 4 cells but the header has 3\./) },
      {
        line: 10,
        message:
          "The code is missing; the name is missing; the price “x” is not a dollar amount such as 35.00.",
      },
    ]);
  });

  it("names the line a row starts on, after names spread over several lines", () => {
    const result = parseLabTestCsv(
      csv("code,name,price", '1,"Multi', 'line",5', "", "2,,5", '3,"A\nB",x', "3,C,5"),
    );
    expect(result.tests).toEqual([{ line: 2, code: "1", name: "Multi line", price: "$5.00" }]);
    expect(result.errors).toEqual([
      { line: 5, message: "The name is missing." },
      { line: 6, message: "The price “x” is not a dollar amount such as 35.00." },
      { line: 8, message: "The code 3 is already used on line 6." },
    ]);
  });

  it("refuses a file without the header row, a column, or any test", () => {
    expect(parseLabTestCsv(csv("1,Lipid Panel,29"))).toEqual({
      tests: [],
      errors: [{ line: 1, message: expect.stringContaining("must be the header row") }],
      ignoredColumns: [],
    });
    expect(parseLabTestCsv(csv("code,name", "1,A")).errors).toEqual([
      { line: 1, message: expect.stringContaining("no “price” column") },
    ]);
    expect(parseLabTestCsv(csv("code,name,price,code", "1,A,5,2")).errors).toEqual([
      { line: 1, message: "The header row names the column “code” twice." },
    ]);
    expect(parseLabTestCsv(csv("code,name,price")).errors).toEqual([
      { line: 1, message: expect.stringContaining("lists no tests") },
    ]);
    expect(parseLabTestCsv("").errors).toEqual([{ line: 1, message: "The file is empty." }]);
    expect(parseLabTestCsv(csv("code,name,price", '1,"Open quote,5')).errors).toEqual([
      { line: 2, message: expect.stringContaining("never closed") },
    ]);
  });

  it(`takes at most ${LAB_IMPORT_MAX_ROWS} tests`, () => {
    const rows = Array.from({ length: LAB_IMPORT_MAX_ROWS + 1 }, (_, index) => `${index},T,1`);
    const result = parseLabTestCsv(csv("code,name,price", ...rows));
    expect(result.tests).toEqual([]);
    expect(result.errors).toEqual([{ line: LAB_IMPORT_MAX_ROWS + 2, message: expect.any(String) }]);
  });

  it("reads the export of the shipped sample back unchanged, formula guards included", () => {
    const catalog = [...labTests, { code: "9", name: "=Formula-like name", price: "" }];
    const exported = toCsv([
      ["code", "name", "price"],
      ...catalog.map((test) => [test.code, test.name, test.price]),
    ]);
    expect(exported).toContain("'=Formula");
    const result = parseLabTestCsv(exported);
    expect(result.errors).toEqual([]);
    expect(result.tests.map(({ code, name, price }) => ({ code, name, price }))).toEqual(
      catalog.map(({ code, name, price }) => ({ code, name, price })),
    );
  });
});
