import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  calendarDate,
  eventStatus,
  formatEventDate,
  formatImpactFigure,
  formatMonthYear,
  freeServiceIds,
  GALLERY_IMAGE_SIZE,
  impactFigures,
} from "./foundation";

describe("event status", () => {
  it("is upcoming before and during the event's day, past from the next day", () => {
    expect(eventStatus("2025-06-12", new Date("2025-06-01T12:00:00Z"))).toBe("upcoming");
    // 11:30 pm in Orlando on the day itself (03:30 UTC the next day).
    expect(eventStatus("2025-06-12", new Date("2025-06-13T03:30:00Z"))).toBe("upcoming");
    // Half past midnight in Orlando the next day.
    expect(eventStatus("2025-06-12", new Date("2025-06-13T04:30:00Z"))).toBe("past");
    expect(eventStatus("2025-06-12", new Date("2026-01-01T12:00:00Z"))).toBe("past");
  });

  it("takes the day in the time zone it is given", () => {
    const instant = new Date("2025-08-08T02:00:00Z");
    expect(eventStatus("2025-08-07", instant, "America/New_York")).toBe("upcoming");
    expect(eventStatus("2025-08-07", instant, "UTC")).toBe("past");
  });

  it("refuses a date that is not ISO", () => {
    expect(() => eventStatus("12/06/2025", new Date())).toThrow(RangeError);
  });

  it("reads the calendar date in a time zone", () => {
    expect(calendarDate(new Date("2025-01-01T03:00:00Z"), "America/New_York")).toBe("2024-12-31");
    expect(calendarDate(new Date("2025-01-01T03:00:00Z"), "UTC")).toBe("2025-01-01");
  });
});

describe("date formatting", () => {
  it("writes event dates in the visitor's language, on the right day", () => {
    expect(formatEventDate("2025-06-12", "en")).toBe("June 12, 2025");
    expect(formatEventDate("2025-08-08", "pt-BR")).toBe("8 de agosto de 2025");
    expect(formatMonthYear("2024-12", "en")).toBe("December 2024");
    expect(formatMonthYear("2024-12", "pt-BR")).toBe("dezembro de 2024");
  });
});

describe("foundation content", () => {
  it("has sixteen free services and four impact figures", () => {
    expect(freeServiceIds).toHaveLength(16);
    expect(new Set(freeServiceIds).size).toBe(16);
    expect(impactFigures.map((figure) => formatImpactFigure(figure, "en"))).toEqual([
      "10,000+",
      "15+",
      "$1M+",
      "500+",
    ]);
    expect(
      impactFigures.map((figure) => formatImpactFigure(figure, "pt-BR").replace(/\s/g, " ")),
    ).toEqual(["10.000+", "15+", "US$ 1 mi+", "500+"]);
  });

  it("ships every gallery image as a small, sized, self-contained SVG without text", () => {
    const folder = path.join(process.cwd(), "public", "images", "foundation");
    const shipped = readdirSync(folder).filter((name) => name.endsWith(".svg"));
    expect(shipped).toHaveLength(9);
    for (const name of shipped) {
      const image = { src: `/images/foundation/${name}` };
      const file = path.join(process.cwd(), "public", image.src);
      expect(statSync(file).size, image.src).toBeLessThan(6 * 1024);
      const svg = readFileSync(file, "utf8");
      expect(svg, image.src).toMatch(
        new RegExp(
          `^<svg [^>]*viewBox="0 0 ${GALLERY_IMAGE_SIZE.width} ${GALLERY_IMAGE_SIZE.height}"[^>]*width="${GALLERY_IMAGE_SIZE.width}" height="${GALLERY_IMAGE_SIZE.height}"`,
        ),
      );
      expect(svg, image.src).not.toMatch(/<text|<script|<image|href="http|url\(http|@import/i);
    }
  });
});
