import { createServer, type AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/platform/db/client.server";
import { partnershipRequests, rateLimits } from "~/platform/db/schema";
import {
  HONEYPOT_FIELD,
  PARTNERSHIP_RATE_LIMIT,
  partnershipFieldLimits,
} from "~/features/inbox/partnership-schema";
import type { Locale } from "~/i18n/locales";
import {
  submitPartnershipRequest,
  type PartnershipDependencies,
} from "~/features/inbox/partnership.server";
import { createMailer } from "~/platform/email.server";
import { openRow } from "~/features/inbox/sealed-messages.server";
import { testDatabases } from "../../../tests/support/databases";
import { startSmtpServer } from "../../../tests/support/smtp-server";
import { capturingLogger, INFO_LEVEL, ERROR_LEVEL } from "../../../tests/support/logging";

const INBOX = "partners@clinic.example.com";
const SITE_URL = "https://clinic.example.com";
const FULL_TEXT = { notification: { fullText: true, siteUrl: SITE_URL } };
const FROM = "Test Clinic <no-reply@clinic.example.com>";

/** A port nothing listens on: bound once by the OS, then released. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

function partnershipForm(fields: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
}

const validFields = {
  companyName: "Sunshine Pharmacy",
  contactPerson: "Carlos Lima",
  email: "carlos.lima@sunshine.example.com",
  phone: "+1 (407) 555-0166",
  message: "Olá! We would like to sponsor the flu shots at your next health fair.",
  [HONEYPOT_FIELD]: "",
};

describe.each(testDatabases)("partnership requests on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let log: ReturnType<typeof capturingLogger>;
  let clientNumber = 0;

  beforeAll(async () => {
    [handle, smtp] = await Promise.all([open(), startSmtpServer()]);
  });
  afterAll(async () => {
    await Promise.all([handle?.close(), smtp?.close()]);
  });
  beforeEach(async () => {
    await handle.db.delete(partnershipRequests);
    smtp.received.length = 0;
    log = capturingLogger();
  });

  function deps(overrides: Partial<PartnershipDependencies> = {}): PartnershipDependencies {
    return {
      db: handle.db,
      mailer: createMailer({ smtpUrl: smtp.url, outboxDir: "/nonexistent", from: FROM }),
      inbox: INBOX,
      notification: { fullText: false, siteUrl: SITE_URL },
      logger: log.logger,
      ...overrides,
    };
  }

  /** Each call a visitor of its own, so the rate limit of one test never touches another. */
  function newClientKey(): string {
    clientNumber += 1;
    return `203.0.113.${clientNumber}`;
  }

  function submit(
    fields: Record<string, string> | FormData,
    { clientKey = newClientKey(), locale = "en" }: { clientKey?: string; locale?: Locale } = {},
    overrides: Partial<PartnershipDependencies> = {},
  ) {
    const formData = fields instanceof FormData ? fields : partnershipForm(fields);
    return submitPartnershipRequest(deps(overrides), { formData, clientKey, locale });
  }

  async function storedRequests() {
    const rows = await handle.db
      .select({
        id: partnershipRequests.id,
        companyName: partnershipRequests.companyName,
        contactPerson: partnershipRequests.contactPerson,
        email: partnershipRequests.email,
        phone: partnershipRequests.phone,
        message: partnershipRequests.message,
        locale: partnershipRequests.locale,
        deliveryStatus: partnershipRequests.deliveryStatus,
        deliveryError: partnershipRequests.deliveryError,
        createdAt: partnershipRequests.createdAt,
        deliveredAt: partnershipRequests.deliveredAt,
      })
      .from(partnershipRequests);
    // Who wrote and what is encrypted at rest; the test reads it as staff would.
    for (const row of rows) {
      for (const value of [row.companyName, row.contactPerson, row.email, row.phone, row.message]) {
        if (value !== null) expect(value).toMatch(/^enc1\./);
      }
    }
    return rows.map((row) => openRow("partnership_requests", row));
  }

  it("stores a valid request once and e-mails the clinic one link to it, with no personal data", async () => {
    const result = await submit(validFields, { locale: "pt-BR" });
    expect(result).toEqual({ kind: "accepted", id: expect.any(String) });
    const [row] = await storedRequests();
    expect(row).toMatchObject({ companyName: "Sunshine Pharmacy", deliveryStatus: "sent" });

    expect(smtp.received).toHaveLength(1);
    const [email] = smtp.received;
    expect(email?.to).toEqual([INBOX]);
    expect(email?.headers).toMatch(
      new RegExp(`^Subject: New partnership request \\(ref ${row?.id.slice(0, 8)}\\)$`, "m"),
    );
    expect(email?.headers).not.toMatch(/^Reply-To:/im);
    expect(email?.text).toContain(
      "A new partnership request arrived through the VIP Foundation page.",
    );
    expect(email?.text).toContain(`${SITE_URL}/admin/inbox/partnerships/${row?.id}`);
    for (const personal of ["Sunshine", "Carlos", "Lima", validFields.email, "555-0166", "flu"]) {
      expect(email?.text).not.toContain(personal);
    }
    expect(email?.headers).not.toContain("Sunshine");
    expect(email?.headers).not.toContain(validFields.email);
  });

  it("with full-text e-mails turned on, stores a valid request once and e-mails every field once", async () => {
    const result = await submit(
      { ...validFields, companyName: "  Sunshine Pharmacy ", message: ` ${validFields.message}\n` },
      { locale: "pt-BR" },
      FULL_TEXT,
    );
    expect(result).toEqual({ kind: "accepted", id: expect.any(String) });

    const rows = await storedRequests();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      id: result.kind === "accepted" ? result.id : "",
      companyName: "Sunshine Pharmacy",
      contactPerson: "Carlos Lima",
      email: validFields.email,
      phone: validFields.phone,
      message: validFields.message,
      locale: "pt-BR",
      deliveryStatus: "sent",
      deliveryError: null,
    });
    expect(row?.deliveredAt).toBeInstanceOf(Date);

    expect(smtp.received).toHaveLength(1);
    const [email] = smtp.received;
    expect(email?.to).toEqual([INBOX]);
    expect(email?.headers).toMatch(/^Subject: New partnership request from Sunshine Pharmacy$/m);
    expect(email?.headers).toMatch(/^Reply-To: carlos\.lima@sunshine\.example\.com$/m);
    for (const expected of [
      "Company: Sunshine Pharmacy",
      "Contact person: Carlos Lima",
      `E-mail: ${validFields.email}`,
      `Phone: ${validFields.phone}`,
      "Language: Portuguese (pt-BR)",
      `Received: ${row?.createdAt.toISOString()}`,
      validFields.message,
      `Reference: ${row?.id}`,
    ]) {
      expect(email?.text).toContain(expected);
    }
  });

  it("stores an empty phone number as null and says so in the e-mail", async () => {
    await submit({ ...validFields, phone: "" }, {}, FULL_TEXT);
    const [row] = await storedRequests();
    expect(row?.phone).toBeNull();
    expect(smtp.received[0]?.text).toContain("Phone: (not given)");
  });

  it("keeps a line break in the company name out of the e-mail's headers", async () => {
    await submit({ ...validFields, companyName: "Evil\r\nBcc: victim@example.com" }, {}, FULL_TEXT);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.headers).toMatch(
      /^Subject: New partnership request from Evil Bcc: victim@example\.com$/m,
    );
    expect(smtp.received[0]?.to).toEqual([INBOX]);
  });

  it("never logs the visitor's e-mail address or message at info level or above", async () => {
    await submit(validFields);
    const visible = log.lines.filter((line) => line.level >= INFO_LEVEL);
    expect(visible.map((line) => line.msg)).toContain("partnership request stored");
    const text = JSON.stringify(visible);
    expect(text).not.toContain(validFields.email);
    expect(text).not.toContain("sponsor the flu shots");
  });

  it("drops a request whose honeypot is filled: nothing stored, sent or counted", async () => {
    const clientKey = newClientKey();
    const result = await submit(
      { ...validFields, [HONEYPOT_FIELD]: "https://spam.example.com" },
      { clientKey },
    );
    expect(result).toEqual({ kind: "spam" });
    expect(await storedRequests()).toEqual([]);
    expect(smtp.received).toEqual([]);
    const counters = await handle.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(eq(rateLimits.key, `partnership:${clientKey}`));
    expect(counters).toEqual([]);
  });

  it("refuses the sixth request from one visitor within the window, not another visitor's", async () => {
    const clientKey = newClientKey();
    for (let attempt = 1; attempt <= PARTNERSHIP_RATE_LIMIT.limit; attempt += 1) {
      expect((await submit(validFields, { clientKey })).kind).toBe("accepted");
    }
    const refused = await submit(validFields, { clientKey });
    expect(refused).toEqual({ kind: "rate-limited", retryAfterSeconds: expect.any(Number) });
    if (refused.kind !== "rate-limited") throw new Error("unreachable");
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(PARTNERSHIP_RATE_LIMIT.windowMs / 1000);

    // The counter is the partnership form's own.
    const [counter] = await handle.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, `partnership:${clientKey}`));
    expect(counter?.count).toBe(PARTNERSHIP_RATE_LIMIT.limit + 1);

    expect((await submit(validFields)).kind).toBe("accepted");
    expect(await handle.db.select({ n: count() }).from(partnershipRequests)).toEqual([
      { n: PARTNERSHIP_RATE_LIMIT.limit + 1 },
    ]);
    expect(smtp.received).toHaveLength(PARTNERSHIP_RATE_LIMIT.limit + 1);
  });

  it.each([
    {
      case: "a missing company name",
      fields: { ...validFields, companyName: "   " },
      field: "companyName",
      error: "required",
    },
    {
      case: "a missing contact person",
      fields: { ...validFields, contactPerson: "" },
      field: "contactPerson",
      error: "required",
    },
    {
      case: "a malformed e-mail address",
      fields: { ...validFields, email: "carlos@" },
      field: "email",
      error: "invalidEmail",
    },
    {
      case: "a 10,000-character message",
      fields: { ...validFields, message: "x".repeat(10_000) },
      field: "message",
      error: "tooLong",
    },
    {
      case: "letters in the phone number",
      fields: { ...validFields, phone: "call me maybe" },
      field: "phone",
      error: "invalidPhone",
    },
  ])("refuses $case, and stores and sends nothing", async ({ fields, field, error }) => {
    const result = await submit(fields);
    expect(result).toMatchObject({ kind: "invalid", fieldErrors: { [field]: error } });
    if (result.kind !== "invalid") throw new Error("unreachable");
    expect(Object.keys(result.fieldErrors)).toEqual([field]);
    expect(await storedRequests()).toEqual([]);
    expect(smtp.received).toEqual([]);
  });

  it("refuses a form without the company field at all", async () => {
    const { companyName: _companyName, ...rest } = validFields;
    expect(await submit(rest)).toMatchObject({
      kind: "invalid",
      fieldErrors: { companyName: "required" },
      values: { companyName: "" },
    });
    expect(await storedRequests()).toEqual([]);
  });

  it("refuses a field sent twice, giving back the first value", async () => {
    const twice = partnershipForm(validFields);
    twice.append("email", "someone.else@example.com");
    const result = await submit(twice);
    expect(result).toEqual({
      kind: "invalid",
      fieldErrors: { email: "invalidEmail" },
      values: {
        companyName: validFields.companyName,
        contactPerson: validFields.contactPerson,
        email: validFields.email,
        phone: validFields.phone,
        message: validFields.message,
      },
    });
    expect(await storedRequests()).toEqual([]);
    expect(smtp.received).toEqual([]);
  });

  it("gives back what the visitor typed, cut to the field limits", async () => {
    const result = await submit({ ...validFields, email: "nope", message: "y".repeat(9_000) });
    expect(result).toMatchObject({
      kind: "invalid",
      fieldErrors: { email: "invalidEmail", message: "tooLong" },
      values: { email: "nope", message: "y".repeat(partnershipFieldLimits.message) },
    });
  });

  it("keeps the request and still accepts it when the mail server is unreachable", async () => {
    const unreachable = createMailer({ smtpUrl: await closedPortUrl(), outboxDir: "", from: FROM });
    const result = await submit(validFields, {}, { mailer: unreachable });
    expect(result).toEqual({ kind: "accepted", id: expect.any(String) });

    const rows = await storedRequests();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: result.kind === "accepted" ? result.id : "",
      companyName: validFields.companyName,
      deliveryStatus: "failed",
      deliveredAt: null,
    });
    expect(rows[0]?.deliveryError).toMatch(/ECONNREFUSED/);
    expect(smtp.received).toEqual([]);
    expect(log.lines.filter((line) => line.level === ERROR_LEVEL).map((line) => line.msg)).toEqual([
      "partnership request e-mail failed",
    ]);
  });
});

type ActionAnswer = {
  data: {
    status: string;
    fieldErrors?: Record<string, string>;
    values?: Record<string, string>;
    retryAfterMinutes?: number;
  };
  init: { status?: number; headers?: Record<string, string> } | null;
};

function post(fields: Record<string, string>, path = "/foundation") {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
}

describe.each(testDatabases)("the /foundation action on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let clientNumber = 0;

  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function act(request: Request, clientIp = `192.0.2.${(clientNumber += 1)}`) {
    // Imported here: the route module reads the environment (mailer, inbox) when loaded.
    const { action } = await import("~/routes/site/foundation");
    return (await action({
      request,
      context: { db: handle.db, cspNonce: "", clientIp },
      params: {},
    } as never)) as unknown as ActionAnswer;
  }

  it("answers invalid input with 400, the error keys and what was typed", async () => {
    const answer = await act(
      post({ companyName: "", contactPerson: "Carlos", email: "nope", message: "Hi" }),
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      status: "invalid",
      fieldErrors: { companyName: "required", email: "invalidEmail" },
      values: { companyName: "", contactPerson: "Carlos", email: "nope", phone: "", message: "Hi" },
    });
  });

  it("refuses a body over 32 KB with 413 without reading it", async () => {
    const fields = { ...validFields, message: "y".repeat(40_000) };
    const body = new URLSearchParams(fields).toString();
    const answer = await act(
      new Request("http://localhost/foundation", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(Buffer.byteLength(body)),
        },
        body,
      }),
    );
    expect(answer.init?.status).toBe(413);
    expect(answer.data).toMatchObject({ status: "invalid", fieldErrors: { message: "tooLong" } });
    expect(
      await handle.db
        .select({ n: count() })
        .from(partnershipRequests)
        .where(eq(partnershipRequests.companyName, validFields.companyName)),
    ).toEqual([{ n: 0 }]);
  });

  it("answers the sixth request from one client with 429 and Retry-After", async () => {
    const clientIp = "192.0.2.250";
    const form = { ...validFields, [HONEYPOT_FIELD]: "", email: "not-an-address" };
    for (let attempt = 1; attempt <= PARTNERSHIP_RATE_LIMIT.limit; attempt += 1) {
      expect((await act(post(form), clientIp)).init?.status).toBe(400);
    }
    const limited = await act(post(form), clientIp);
    expect(limited.init?.status).toBe(429);
    expect(Number(limited.init?.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect(limited.data).toMatchObject({
      status: "rate-limited",
      retryAfterMinutes: 15,
      values: { email: "not-an-address", companyName: validFields.companyName },
    });
  });

  it("answers 503 and gives back what was typed when the database is down", async () => {
    const down = await open();
    await down.close();
    const { action } = await import("~/routes/site/foundation");
    const answer = (await action({
      request: post({
        companyName: "Acme",
        contactPerson: "Ana",
        email: "a@example.com",
        message: "Hi",
      }),
      context: { db: down.db, cspNonce: "", clientIp: "192.0.2.99" },
      params: {},
    } as never)) as unknown as ActionAnswer;
    expect(answer.init?.status).toBe(503);
    expect(answer.data).toEqual({
      status: "error",
      values: {
        companyName: "Acme",
        contactPerson: "Ana",
        email: "a@example.com",
        phone: "",
        message: "Hi",
      },
    });
  });
});
