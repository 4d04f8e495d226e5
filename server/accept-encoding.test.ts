import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./accept-encoding";

describe("preferredEncoding", () => {
  it("prefers brotli when a browser accepts both", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe("br");
  });

  it("falls back to gzip, then to no compression", () => {
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("deflate")).toBeNull();
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it("never sends a coding the client refused with q=0", () => {
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("gzip;q=0")).toBeNull();
    expect(preferredEncoding("*;q=0")).toBeNull();
    expect(preferredEncoding("*, br;q=0")).toBe("gzip");
  });

  it("lets a higher q win, and reads a wildcard as the codings not named", () => {
    expect(preferredEncoding("br;q=0.5, gzip;q=0.9")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("GZIP ; Q=0.7")).toBe("gzip");
  });

  it("only picks among the forms that exist", () => {
    expect(preferredEncoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(preferredEncoding("br", ["gzip"])).toBeNull();
    expect(preferredEncoding("gzip;q=garbage, br", ["gzip", "br"])).toBe("br");
  });
});
