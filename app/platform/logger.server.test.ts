import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { logRedaction } from "./logger.server";

describe("the logger's redaction", () => {
  it("blanks secrets that slip into a logged object, and keeps the rest", () => {
    let output = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    pino({ level: "info", redact: logRedaction }, sink).info(
      {
        password: "hunter2-passphrase",
        form: { newPassword: "next-passphrase", email: "ana@example.com" },
        req: { headers: { cookie: "clinic.session_token=abc.def", host: "clinic" } },
        token: "one-time-token",
      },
      "something happened",
    );
    for (const secret of ["hunter2-passphrase", "next-passphrase", "abc.def", "one-time-token"]) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain("[redacted]");
    expect(output).toContain("ana@example.com");
    expect(output).toContain('"host":"clinic"');
  });
});
