/**
 * CSV for the portal's exports and the lab price list import (RFC 4180:
 * comma-separated, CRLF line ends, fields with commas, quotes or line breaks
 * quoted, quotes doubled).
 */

/**
 * A text cell that a spreadsheet could run as a formula (it starts with =, +, -, @,
 * tab or CR) gets a leading apostrophe: exported patient messages must not become
 * live formulas. That includes "+1-407-555-0142" (a spreadsheet subtracts it) and
 * text such as "-5": what a visitor typed stays text. Numbers passed as numbers are
 * data, never formulas, and stay as they are.
 */
function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Rows of cells to CSV text, with a UTF-8 byte-order mark so Excel reads accents correctly. */
export function toCsv(
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>,
): string {
  const body = rows
    .map((row) =>
      row
        .map((cell) =>
          typeof cell === "number"
            ? String(cell)
            : quote(neutraliseFormula(cell === null || cell === undefined ? "" : cell)),
        )
        .join(","),
    )
    .join("\r\n");
  return `\uFEFF${body}\r\n`;
}

export type CsvParseResult =
  | {
      ok: true;
      rows: string[][];
      /** The line each row starts on (1-based, as a text editor counts), row for row. */
      lines: number[];
    }
  | { ok: false; error: string; line: number };

/**
 * CSV text to rows of cells, each with the line it starts on: a quoted cell may
 * hold line breaks, so a row's line is not its index. Quotes open only at the
 * start of a cell; CRLF, LF or CR end a line; blank lines are skipped; an
 * unclosed quote is an error.
 */
export function parseCsv(text: string): CsvParseResult {
  const input = text.replace(/^\uFEFF/, "");
  const rows: string[][] = [];
  const lines: number[] = [];
  let row: string[] = [];
  let cell = "";
  let inQuotes = false;
  let line = 1;
  let rowStartLine = 1;
  let quoteStartLine = 1;

  const endRow = () => {
    row.push(cell);
    if (!(row.length === 1 && row[0] === "")) {
      rows.push(row);
      lines.push(rowStartLine);
    }
    row = [];
    cell = "";
  };

  for (let index = 0; index < input.length; index += 1) {
    const char = input[index];
    if (inQuotes) {
      if (char === '"') {
        if (input[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else {
          inQuotes = false;
        }
      } else {
        if (char === "\n") line += 1;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell === "") {
      inQuotes = true;
      quoteStartLine = line;
    } else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && input[index + 1] === "\n") {
      // CRLF: the \n ends the row.
    } else if (char === "\n" || char === "\r") {
      endRow();
      line += 1;
      rowStartLine = line;
    } else {
      cell += char;
    }
  }
  if (inQuotes)
    return { ok: false, error: "A quoted field is never closed.", line: quoteStartLine };
  if (cell !== "" || row.length > 0) endRow();
  return { ok: true, rows, lines };
}
