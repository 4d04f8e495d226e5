import { describe, expect, it } from "vitest";
import { parseEnv, serverConfigurationProblem } from "./env.server";

describe("configuration", () => {
  it("has working defaults for a fresh machine", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DATA_DIR).toBe("./data/pglite");
    expect(env.SEED_DEMO_CONTENT).toBe(true);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toBe("VIP Walk-In Clinic <no-reply@clinic.example.com>");
    expect(env.CONTACT_INBOX).toBe("hello@clinic.example.com");
    expect(env.OUTBOX_DIR).toBe("./data/outbox");
  });

  it("accepts smtp:// and smtps:// URLs for the mail server, and an empty one means none", () => {
    expect(parseEnv({ SMTP_URL: "smtp://localhost:2525" }).SMTP_URL).toBe("smtp://localhost:2525");
    expect(parseEnv({ SMTP_URL: "smtps://user:p%40ss@mail.example.com:465" }).SMTP_URL).toBe(
      "smtps://user:p%40ss@mail.example.com:465",
    );
    expect(parseEnv({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
    const env = parseEnv({
      MAIL_FROM: "Clinic <mail@example.org>",
      CONTACT_INBOX: "front-desk@example.org",
      OUTBOX_DIR: "/var/spool/clinic",
    });
    expect(env.MAIL_FROM).toBe("Clinic <mail@example.org>");
    expect(env.CONTACT_INBOX).toBe("front-desk@example.org");
    expect(env.OUTBOX_DIR).toBe("/var/spool/clinic");
  });

  it("treats empty values as unset and parses booleans and numbers", () => {
    const env = parseEnv({ DATABASE_URL: "", PORT: "8080", SEED_DEMO_CONTENT: "false" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(8080);
    expect(env.SEED_DEMO_CONTENT).toBe(false);
  });

  it("seeds demo content only into the embedded database unless asked", () => {
    const postgres = "postgresql://clinic:pw@db.internal:5432/clinic";
    expect(parseEnv({ DATABASE_URL: postgres }).SEED_DEMO_CONTENT).toBe(false);
    expect(parseEnv({ DATABASE_URL: postgres, SEED_DEMO_CONTENT: "true" }).SEED_DEMO_CONTENT).toBe(
      true,
    );
    expect(parseEnv({ SEED_DEMO_CONTENT: "false" }).SEED_DEMO_CONTENT).toBe(false);
  });

  it("names the variable when a value is bad", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ SITE_URL: "ftp://example.com" })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
    expect(() => parseEnv({ SMTP_URL: "https://mail.example.com" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ SMTP_URL: "mail.example.com:25" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ SMTP_URL: "smtp://" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ CONTACT_INBOX: "front desk" })).toThrow(/CONTACT_INBOX/);
  });

  it("leaves the metrics off unless asked, and refuses a short token or the site's own port", () => {
    const defaults = parseEnv({});
    expect([defaults.METRICS_TOKEN, defaults.METRICS_PORT]).toEqual([undefined, undefined]);
    expect(parseEnv({ METRICS_PORT: "9464" }).METRICS_PORT).toBe(9464);
    expect(() => parseEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(() => parseEnv({ PORT: "8080", METRICS_PORT: "8080" })).toThrow(/METRICS_PORT/);
  });

  it("refuses a production server without SITE_URL, naming the setting", () => {
    const production = { NODE_ENV: "production" };
    expect(serverConfigurationProblem(production, parseEnv(production))).toMatch(
      /SITE_URL: is required when NODE_ENV=production/,
    );
    expect(
      serverConfigurationProblem({ ...production, SITE_URL: "" }, parseEnv(production)),
    ).toMatch(/SITE_URL/);
    const set = { ...production, SITE_URL: "https://clinic.example.com" };
    expect(serverConfigurationProblem(set, parseEnv(set))).toBeNull();
    // Development and tests keep the default, http://localhost:3000.
    expect(serverConfigurationProblem({}, parseEnv({}))).toBeNull();
  });
});
