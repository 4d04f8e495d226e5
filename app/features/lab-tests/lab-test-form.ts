/**
 * The lab price list's rules (staff portal): one test's fields (code, name,
 * price), the forms of the portal's page, and the CSV file that replaces the
 * whole catalog. The messages are English prose: the portal is English only.
 * No server code here, so the admin page can share the field names and limits.
 */

import { z } from "zod";
import { formatDollars } from "~/features/lab-tests/lab-search";
import { parseCsv } from "~/platform/csv";
import { withoutControlCharacters } from "~/platform/forms/control-characters";
import { oneLine, optionalText, requiredText, text } from "~/platform/forms/fields";

export const LAB_CODE_MAX_LENGTH = 20;
export const LAB_NAME_MAX_LENGTH = 200;
/** Typed price text; "$1,000,000.00" is 13 characters. */
export const LAB_PRICE_MAX_LENGTH = 30;
/** The highest price a test can have: $1,000,000.00 (the sample's highest is $5,100.00). */
export const LAB_PRICE_MAX_CENTS = 100_000_000;

/** The largest CSV file an import reads (a 500-test catalog is about 20 KB). */
export const LAB_IMPORT_MAX_BYTES = 4 * 1024 * 1024;
/** The most tests one file may hold. */
export const LAB_IMPORT_MAX_ROWS = 20_000;
/** The CSV columns, in the order the export writes them. */
export const LAB_CSV_COLUMNS = ["code", "name", "price"] as const;

export type LabTestFields = { code: string; name: string; price: string };
export type LabTestField = keyof LabTestFields;

const DIGITS = /^\d+$/;
/** "35", "35.5", "$35.50", "$ 1,250", "1250.00": thousands separators only where they belong. */
const DOLLAR_AMOUNT = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
/** Words people type for "no listed price"; stored as the empty price. */
const CALL_FOR_PRICE = /^call(?:\s+for\s+pric(?:e|ing))?$/i;

export type PriceResult = { ok: true; price: string } | { ok: false; error: string };

const PRICE_HINT = "Enter a dollar amount such as 35, 35.50 or $1,250.00, or leave it empty.";

/**
 * A typed price as the catalog stores it: "$1,250.00" (dollar sign, thousands
 * separators, two decimals), or "" for call for price (empty, or "Call for
 * price"). Anything else is refused, never guessed: "12,50" is not $1,250.
 */
export function normalizeLabPrice(raw: string): PriceResult {
  const text = raw.trim();
  if (text === "" || CALL_FOR_PRICE.test(text)) return { ok: true, price: "" };
  const match = text.length <= LAB_PRICE_MAX_LENGTH ? DOLLAR_AMOUNT.exec(text) : null;
  if (!match?.[1]) return { ok: false, error: PRICE_HINT };
  const cents =
    Number(match[1].replaceAll(",", "")) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (cents === 0) {
    return {
      ok: false,
      error: "The price must be more than $0. Leave it empty for call for price.",
    };
  }
  if (cents > LAB_PRICE_MAX_CENTS) {
    return { ok: false, error: `The price can be at most ${formatDollars(LAB_PRICE_MAX_CENTS)}.` };
  }
  return { ok: true, price: formatDollars(cents) };
}

const notText = "Enter it as text.";

const codeSchema = requiredText(LAB_CODE_MAX_LENGTH, {
  missing: "Enter the test code.",
  malformed: notText,
  required: "Enter the test code.",
  tooLong: `The code can be at most ${LAB_CODE_MAX_LENGTH} digits.`,
}).regex(DIGITS, { error: "The code must be digits only, such as 22719." });

/** A name is one line: spaces and line breaks collapsed before its length is checked. */
const nameSchema = text({ missing: "Enter the test name.", malformed: notText })
  .overwrite(oneLine)
  .min(1, { error: "Enter the test name." })
  .max(LAB_NAME_MAX_LENGTH, {
    error: `The name can be at most ${LAB_NAME_MAX_LENGTH} characters.`,
  });

/** Left out or empty: call for price. */
const priceSchema = optionalText(LAB_PRICE_MAX_LENGTH, {
  malformed: notText,
  tooLong: PRICE_HINT,
}).transform((value, context) => {
  const result = normalizeLabPrice(value ?? "");
  if (result.ok) return result.price;
  context.addIssue({ code: "custom", message: result.error });
  return z.NEVER;
});

/** One lab test as the add and edit forms send it: trimmed, price normalised. */
export const labTestSchema = z.object({ code: codeSchema, name: nameSchema, price: priceSchema });

/**
 * How much of each typed field the inputs take and a refused save shows again:
 * a little over the limit, so a pasted value too long is refused with a message
 * rather than cut without a word.
 */
export const LAB_TEST_INPUT_LIMITS = {
  code: LAB_CODE_MAX_LENGTH + 10,
  name: LAB_NAME_MAX_LENGTH + 20,
  price: LAB_PRICE_MAX_LENGTH,
} as const satisfies Record<LabTestField, number>;

export const LAB_IMPORT_NO_FILE = "Choose a CSV file to import.";
export const LAB_IMPORT_NOT_UNDERSTOOD =
  "The import was not understood. Please upload the file again.";

/**
 * Values the page itself writes into its forms (a test's id, the list's search
 * and page, the previewed file's name and catalog version): never an error of
 * their own. Missing, sent twice or a file, they read as nothing, and what they
 * point to is then not found.
 */
const pageValue = z.string().catch("");
const listPlace = { q: pageValue, page: pageValue, pricing: pageValue, sort: pageValue };

/**
 * What an import does with the tests the file leaves out: "replace" removes them (the file
 * is the whole list), "update" keeps them (the file only adds and updates tests).
 */
export const labImportModes = ["replace", "update"] as const;
export type LabImportMode = (typeof labImportModes)[number];
/** Missing (a page loaded before the choice existed) or made up: the spec's import, "replace". */
const importMode = z.enum(labImportModes).catch("replace");

/**
 * Every form of the portal's price list page, told apart by `intent`: add a test,
 * edit one in place, delete one, preview a CSV file or a kept version of the list,
 * and apply a previewed one (its text comes back in `csv`, to be read and compared
 * once more).
 */
export const labAdminFormSchema = z.discriminatedUnion("intent", [
  labTestSchema.extend({ intent: z.literal("create") }),
  labTestSchema.extend({ intent: z.literal("update"), id: pageValue, ...listPlace }),
  z.object({ intent: z.literal("delete"), id: pageValue, ...listPlace }),
  z.object({
    intent: z.literal("preview"),
    // A file input left empty still sends a nameless, empty file.
    file: z
      .instanceof(File, { error: LAB_IMPORT_NO_FILE })
      .refine((file) => file.size > 0 || file.name !== "", { error: LAB_IMPORT_NO_FILE }),
    mode: importMode,
  }),
  z.object({
    intent: z.literal("confirm"),
    csv: z
      .string({ error: LAB_IMPORT_NOT_UNDERSTOOD })
      .max(LAB_IMPORT_MAX_BYTES, { error: LAB_IMPORT_NOT_UNDERSTOOD }),
    fileName: pageValue,
    catalogVersion: pageValue,
    mode: importMode,
  }),
  // Preview bringing back a kept version of the list (applied with "confirm").
  z.object({
    intent: z.literal("restore-version"),
    version: z.coerce.number().int().min(1).max(999_999_999),
  }),
]);

export type LabAdminForm = z.output<typeof labAdminFormSchema>;

/* ------------------------------------------------------------------ CSV import */

/** A test read from the file, with the line it starts on. */
export type LabCsvTest = LabTestFields & { line: number };
/** A row that cannot be imported, or a problem with the whole file (the header's line). */
export type LabCsvError = { line: number; message: string };

export type LabCsvResult = {
  tests: LabCsvTest[];
  errors: LabCsvError[];
  /** Header columns other than code, name and price: read past, named in the preview. */
  ignoredColumns: string[];
};

/**
 * The export neutralises cells a spreadsheet would run as formulas with a
 * leading apostrophe (toCsv); reading them back removes it, so an exported
 * file imports without changes.
 */
function unneutralise(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** A cell as one line of text: control characters dropped, spaces and line breaks collapsed. */
function cellText(cell: string): string {
  return oneLine(withoutControlCharacters(cell));
}

/** "Code", " TEST NAME " → "code", "name": the public page's column titles work too. */
function headerKey(cell: string): string {
  return cellText(cell)
    .toLowerCase()
    .replace(/^test /, "");
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

function quoted(value: string): string {
  const short = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  return `“${short}”`;
}

/**
 * Reads a price list CSV: a header row naming code, name and price (any order,
 * any case), then one test per row. Every bad row is reported with its line
 * and all its reasons; a problem with the file itself (no header, a quote
 * never closed, too many rows, no tests) is one error and no tests.
 */
export function parseLabTestCsv(text: string): LabCsvResult {
  const parsed = parseCsv(text);
  if (!parsed.ok) {
    return {
      tests: [],
      errors: [{ line: parsed.line, message: `${parsed.error} Check the quotes on this line.` }],
      ignoredColumns: [],
    };
  }
  const fileError = (line: number, message: string): LabCsvResult => ({
    tests: [],
    errors: [{ line, message }],
    ignoredColumns: [],
  });
  const lineOf = (index: number) => parsed.lines[index] ?? index + 1;
  const [header, ...records] = parsed.rows;
  if (!header) return fileError(1, "The file is empty.");

  const keys = header.map((cell) => headerKey(unneutralise(cell)));
  const headerLine = lineOf(0);
  const columns = {} as Record<LabTestField, number>;
  const missing: string[] = [];
  for (const column of LAB_CSV_COLUMNS) {
    const index = keys.indexOf(column);
    if (index === -1) missing.push(column);
    else if (keys.indexOf(column, index + 1) !== -1) {
      return fileError(headerLine, `The header row names the column “${column}” twice.`);
    } else columns[column] = index;
  }
  if (missing.length === LAB_CSV_COLUMNS.length) {
    return fileError(
      headerLine,
      "The first row must be the header row naming the columns code, name and price (in any order).",
    );
  }
  if (missing.length > 0) {
    return fileError(
      headerLine,
      `The header row has no ${missing.map((column) => `“${column}”`).join(" or ")} column. It needs code, name and price.`,
    );
  }
  if (records.length === 0) {
    return fileError(headerLine, "The file lists no tests: the price list cannot be emptied.");
  }
  if (records.length > LAB_IMPORT_MAX_ROWS) {
    return fileError(
      lineOf(LAB_IMPORT_MAX_ROWS + 1),
      `The file lists ${records.length.toLocaleString("en-US")} tests; an import takes at most ${LAB_IMPORT_MAX_ROWS.toLocaleString("en-US")}.`,
    );
  }

  const tests: LabCsvTest[] = [];
  const errors: LabCsvError[] = [];
  const firstLineOfCode = new Map<string, number>();
  records.forEach((record, index) => {
    const line = lineOf(index + 1);
    if (record.length !== header.length) {
      errors.push({
        line,
        message: `This row has ${plural(record.length, "cell")} but the header has ${header.length}. A comma inside a name needs quotes around the name.`,
      });
      return;
    }
    const cell = (column: LabTestField) => unneutralise(record[columns[column]] ?? "");
    const reasons: string[] = [];

    const code = cell("code").trim();
    if (code === "") reasons.push("the code is missing");
    else if (!DIGITS.test(code)) reasons.push(`the code ${quoted(code)} is not a number`);
    else if (code.length > LAB_CODE_MAX_LENGTH) {
      reasons.push(`the code is longer than ${LAB_CODE_MAX_LENGTH} digits`);
    }

    const name = cellText(cell("name"));
    if (name === "") reasons.push("the name is missing");
    else if (name.length > LAB_NAME_MAX_LENGTH) {
      reasons.push(`the name is longer than ${LAB_NAME_MAX_LENGTH} characters`);
    }

    const rawPrice = cell("price");
    const price = normalizeLabPrice(rawPrice);
    if (!price.ok) {
      reasons.push(`the price ${quoted(rawPrice.trim())} is not a dollar amount such as 35.00`);
    }

    if (code !== "" && DIGITS.test(code)) {
      const first = firstLineOfCode.get(code);
      if (first === undefined) firstLineOfCode.set(code, line);
      else reasons.push(`the code ${code} is already used on line ${first}`);
    }

    if (reasons.length > 0) {
      const message = reasons.join("; ");
      errors.push({ line, message: `${message.charAt(0).toUpperCase()}${message.slice(1)}.` });
    } else if (price.ok) {
      tests.push({ line, code, name, price: price.price });
    }
  });

  const known = new Set<string>(LAB_CSV_COLUMNS);
  const ignoredColumns = keys
    .map((key, index) => (known.has(key) ? null : cellText(header[index] ?? "") || "(unnamed)"))
    .filter((column): column is string => column !== null);
  return { tests, errors, ignoredColumns };
}
