import { describe, expect, it } from "vitest";
import { formatFileSize, formatLimitMb } from "./format";

describe("formatFileSize", () => {
  it("shows Bytes, KB, MB and GB with at most 2 decimals", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(1)).toBe("1 Bytes");
    expect(formatFileSize(1023)).toBe("1023 Bytes");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(123_456)).toBe("120.56 KB");
    expect(formatFileSize(10 * 1024 * 1024)).toBe("10 MB");
    expect(formatFileSize(5_242_881)).toBe("5 MB");
    expect(formatFileSize(3.333 * 1024 ** 3)).toBe("3.33 GB");
    expect(formatFileSize(5 * 1024 ** 4)).toBe("5120 GB");
  });

  it("treats nonsense as nothing", () => {
    expect(formatFileSize(-5)).toBe("0 Bytes");
    expect(formatFileSize(Number.NaN)).toBe("0 Bytes");
  });

  it("shows an upload limit in megabytes", () => {
    expect(formatLimitMb(10 * 1024 * 1024)).toBe("10 MB");
    expect(formatLimitMb(512 * 1024)).toBe("0.5 MB");
  });
});
