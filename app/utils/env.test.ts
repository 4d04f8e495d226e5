import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("configuration", () => {
  it("has working defaults for a fresh machine", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DATA_DIR).toBe("./data/pglite");
    expect(env.SEED_DEMO_CONTENT).toBe(true);
    expect(env.SITE_URL).toBe("http://localhost:3000");
  });

  it("treats empty values as unset and parses booleans and numbers", () => {
    const env = parseEnv({ DATABASE_URL: "", PORT: "8080", SEED_DEMO_CONTENT: "false" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(8080);
    expect(env.SEED_DEMO_CONTENT).toBe(false);
  });

  it("names the variable when a value is bad", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ SITE_URL: "ftp://example.com" })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });
});
