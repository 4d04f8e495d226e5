import fc from "fast-check";

/*
 * What the fuzz suites put into forms: hostile text, raw bytes that are not
 * UTF-8, files where text belongs, fields missing, sent twice or unknown.
 * Each form describes its fields with a valid value; payloadFor mixes valid and
 * hostile values, so runs reach both the refusals and the stored rows.
 */

/** One form field's value as it travels in the body. */
export type FieldValue =
  | { kind: "text"; text: string }
  /** Raw bytes, mostly not valid UTF-8, written into the body as they are. */
  | { kind: "bytes"; bytes: Uint8Array }
  | { kind: "file"; name: string; type: string; bytes: Uint8Array };

export type Entry = readonly [name: string, value: FieldValue];
/** The fields of one request, in order; a name may repeat. */
export type Payload = Entry[];

export type FieldSpec = {
  name: string;
  /** Values the form accepts in this field ("" for a honeypot; a file for a file input). */
  valid: fc.Arbitrary<string | FieldValue>;
};

/** Long values are shown by their start and length, so a failure report stays readable. */
function shortText(value: string): string {
  return value.length > 120
    ? `${JSON.stringify(value.slice(0, 40))}…(${value.length} chars)`
    : JSON.stringify(value);
}

function withReport<Value extends FieldValue>(value: Value): Value {
  const describe = () =>
    value.kind === "text"
      ? shortText(value.text)
      : value.kind === "bytes"
        ? `bytes[${Array.from(value.bytes.slice(0, 24)).join(",")}${value.bytes.length > 24 ? ",…" : ""}]`
        : `file(${shortText(value.name)}, ${JSON.stringify(value.type)}, ${value.bytes.length} bytes)`;
  return Object.assign(value, { [fc.toStringMethod]: describe });
}

export const text = (value: string): FieldValue => withReport({ kind: "text", text: value });

export const sqlInjections = [
  "' OR '1'='1",
  "'; DROP TABLE contact_messages; --",
  '"; DELETE FROM users; --',
  "1); SELECT pg_sleep(10); --",
  "' UNION SELECT email, password FROM accounts --",
  "$1::text",
  "\\'; TRUNCATE page_content; --",
  "%27%20OR%201%3D1",
];

export const htmlInjections = [
  "<script>alert(document.cookie)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg/onload=alert(1)>',
  "javascript:alert(1)",
  "</textarea><script>alert(1)</script>",
  '<a href="javascript:alert(1)">click</a>',
  '<iframe src="https://evil.example"></iframe>',
  "{{constructor.constructor('alert(1)')()}}",
  "<style>body{display:none}</style>",
];

const oddUnicode = [
  "\u202Egnp.exe",
  "\u200B\u200D\uFEFF",
  "🩺💉👩🏽‍⚕️",
  "e\u0301 ñ ç ã",
  "\u0085\u2028\u2029",
  "\u00A0",
  " \t\r\n ",
];

/** Half of a surrogate pair: not text at all; encoders turn it into U+FFFD. */
export const loneSurrogates = ["\uD800", "\uDFFF", "ab\uD83D", "\uDE00cd", "\uDC00\uD800"];

const controlText = fc.string({
  unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  minLength: 1,
  maxLength: 12,
});

/** Past every field's limit (the largest is a blog post's 200,000 characters) and most body limits. */
export const hugeText = fc
  .tuple(
    fc.constantFrom("a", "<", "é", "🩺", "\u0000", " "),
    fc.constantFrom(300, 6_000, 40_000, 210_000),
  )
  .map(([char, length]) => char.repeat(length));

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ maxLength: 30 }), weight: 3 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: "binary-ascii", maxLength: 30 }), weight: 2 },
  { arbitrary: controlText, weight: 2 },
  {
    arbitrary: fc.constantFrom(
      ...sqlInjections,
      ...htmlInjections,
      ...oddUnicode,
      ...loneSurrogates,
    ),
    weight: 4,
  },
  { arbitrary: hugeText, weight: 1 },
  { arbitrary: fc.constant(""), weight: 1 },
);

/** Byte sequences UTF-8 forbids (stray continuation, overlong NUL, encoded surrogate, past U+10FFFF, cut short), or random bytes. */
export const invalidUtf8: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.constantFrom(
    Uint8Array.of(0xff),
    Uint8Array.of(0x80),
    Uint8Array.of(0xc0, 0x80),
    Uint8Array.of(0xed, 0xa0, 0x80),
    Uint8Array.of(0xf4, 0x90, 0x80, 0x80),
    Uint8Array.of(0x41, 0xe2, 0x82),
    Uint8Array.of(0xfe, 0xfe, 0xff, 0xff),
  ),
  fc.uint8Array({ minLength: 1, maxLength: 32 }),
);

export const bytesValue: fc.Arbitrary<FieldValue> = invalidUtf8.map((bytes) =>
  withReport({ kind: "bytes", bytes }),
);

export const fileValue: fc.Arbitrary<FieldValue> = fc
  .record({
    name: fc.constantFrom("a.txt", "", "photo.png", "../../etc/passwd", "x\u0000.png"),
    type: fc.constantFrom("text/plain", "image/png", "application/octet-stream", ""),
    bytes: fc.uint8Array({ maxLength: 64 }),
  })
  .map(({ name, type, bytes }) => withReport({ kind: "file", name, type, bytes }));

/** Field names no form has, including ones that are special to JavaScript objects. */
export const unknownFieldName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "name[]",
    "",
    "a".repeat(300),
  ),
  fc.string({ maxLength: 12 }),
);

/** A field's valid value, as a FieldValue. */
function validValueOf({ valid }: FieldSpec): fc.Arbitrary<FieldValue> {
  return valid.map((value) => (typeof value === "string" ? text(value) : value));
}

/** A field sent wrong: missing, hostile, valid with hostile text after it, bytes, a file, or twice. */
function wrongEntries(spec: FieldSpec): fc.Arbitrary<Entry[]> {
  const { name } = spec;
  const validValue = validValueOf(spec);
  const one = (value: fc.Arbitrary<FieldValue>) => value.map((v): Entry[] => [[name, v]]);
  return fc.oneof(
    { arbitrary: fc.constant<Entry[]>([]), weight: 1 },
    { arbitrary: one(hostileText.map(text)), weight: 3 },
    {
      arbitrary: one(
        fc
          .tuple(validValue, fc.constantFrom(...sqlInjections, ...htmlInjections, ...oddUnicode))
          .map(([start, end]) => (start.kind === "text" ? text(`${start.text} ${end}`) : start)),
      ),
      weight: 3,
    },
    { arbitrary: one(bytesValue), weight: 1 },
    { arbitrary: one(fileValue), weight: 1 },
    {
      arbitrary: fc
        .tuple(validValue, fc.oneof(validValue, hostileText.map(text)))
        .map(([first, second]): Entry[] => [
          [name, first],
          [name, second],
        ]),
      weight: 1,
    },
  );
}

/** One field: mostly valid, otherwise sent wrong. */
export function fieldEntries(spec: FieldSpec): fc.Arbitrary<Entry[]> {
  return fc.oneof(
    { arbitrary: validValueOf(spec).map((value): Entry[] => [[spec.name, value]]), weight: 2 },
    { arbitrary: wrongEntries(spec), weight: 1 },
  );
}

/**
 * A whole form, then up to two unknown fields. Half the forms have every field
 * drawn by fieldEntries; the other half are valid but for one field, so that
 * hostile values also reach the forms' accepting paths.
 */
export function payloadFor(fields: readonly FieldSpec[]): fc.Arbitrary<Payload> {
  const unknown = fc.array(
    fc.tuple(unknownFieldName, fc.oneof(hostileText.map(text), bytesValue)),
    { maxLength: 2 },
  );
  const valid = fields.map((spec) =>
    validValueOf(spec).map((value): Entry[] => [[spec.name, value]]),
  );
  const anyFields = fc.tuple(...fields.map(fieldEntries));
  const oneWrong =
    fields.length === 0
      ? anyFields
      : fc
          .nat({ max: fields.length - 1 })
          .chain((wrong) =>
            fc.tuple(
              ...fields.map((spec, index) =>
                index === wrong ? wrongEntries(spec) : (valid[index] as fc.Arbitrary<Entry[]>),
              ),
            ),
          );
  return fc
    .tuple(fc.oneof(anyFields, oneWrong), unknown)
    .map(([known, extra]) => [
      ...known.flat(),
      ...extra.map(([name, value]): Entry => [name, value]),
    ]);
}

/** A payload of exactly these text fields. */
export function formOf(fields: Record<string, string>): Payload {
  return Object.entries(fields).map(([name, value]) => [name, text(value)]);
}

/** The field's text as the server reads it (bytes and lone surrogates become U+FFFD); null for a file. */
export function decodedText(value: FieldValue): string | null {
  if (value.kind === "file") return null;
  const bytes = value.kind === "text" ? new TextEncoder().encode(value.text) : value.bytes;
  return new TextDecoder().decode(bytes);
}

/** The values sent in a field, in order. */
export function entriesOf(payload: Payload, name: string): FieldValue[] {
  return payload.filter(([field]) => field === name).map(([, value]) => value);
}

/** The field's text when it was sent once as text (what an action's intent switch sees), else null. */
export function singleText(payload: Payload, name: string): string | null {
  const [only, ...more] = entriesOf(payload, name);
  return only && more.length === 0 ? decodedText(only) : null;
}

/** A file field's value. */
export function fileOf(name: string, type: string, bytes: Uint8Array): FieldValue {
  return withReport({ kind: "file", name, type, bytes });
}

/** Whether a bot trap field carries anything (a person leaves it empty). */
export function honeypotFilledIn(payload: Payload, name: string): boolean {
  return entriesOf(payload, name).some((value) => {
    const decoded = decodedText(value);
    return decoded === null || decoded.trim() !== "";
  });
}

/* Valid values for common kinds of fields. */

export const personName = fc.constantFrom("Ana Souza", "José da Silva", "O'Brien", "李小龙", "Zoë");
export const emailAddress = fc
  .tuple(fc.constantFrom("ana", "jose.silva", "o.brien", "x+tag"), fc.nat({ max: 1_000_000 }))
  .map(([local, n]) => `${local}${n}@example.com`);
export const phoneNumber = fc.constantFrom(
  "",
  "+1 (305) 555-0100",
  "305.555.0100",
  "11 98765-4321",
);
export const sentence = fc.constantFrom(
  "Hello, I would like an appointment next week.",
  "Olá! Gostaria de saber mais sobre os planos.",
  "Line one\nLine two\r\nLine three",
);
