import { describe, expect, it } from "vitest";
import {
  defaultOpeningHours,
  fillHoursTexts,
  formatClosedDays,
  formatClosure,
  formatHoursSentence,
  formatOpenDays,
  formatTime,
  formatWeekCompact,
  formatWeekLines,
  formatWeekShort,
  hoursTexts,
  isCalendarDate,
  upcomingClosures,
  type WeeklyHours,
} from "./opening-hours";

const demo = defaultOpeningHours.weekly;
const eight = { opens: "08:00", closes: "18:00" };
const irregular: WeeklyHours = {
  mon: eight,
  tue: eight,
  wed: eight,
  thu: eight,
  fri: eight,
  sat: { opens: "09:00", closes: "13:00" },
  sun: null,
};
const allClosed: WeeklyHours = {
  mon: null,
  tue: null,
  wed: null,
  thu: null,
  fri: null,
  sat: null,
  sun: null,
};

describe("the demo's hours read exactly as the site always wrote them", () => {
  it("in English", () => {
    expect(formatWeekShort(demo, "en")).toBe("Mon-Sat 8:00 AM - 6:00 PM");
    expect(formatClosedDays(demo, "en")).toBe("Sunday closed");
    expect(formatWeekCompact(demo, "en")).toBe("Mon-Sat 8AM-6PM");
    expect(formatHoursSentence(demo, "en")).toBe("Monday to Saturday, 8:00 AM to 6:00 PM");
    expect(formatHoursSentence(demo, "en", { from: true })).toBe(
      "Monday to Saturday, from 8:00 AM to 6:00 PM",
    );
    expect(formatOpenDays(demo, "en")).toBe("Monday to Saturday");
  });
  it("in Portuguese", () => {
    expect(formatWeekShort(demo, "pt-BR")).toBe("Seg. a sáb., das 8h às 18h");
    expect(formatClosedDays(demo, "pt-BR")).toBe("Domingo fechado");
    expect(formatWeekCompact(demo, "pt-BR")).toBe("Seg-Sáb, 8h às 18h");
    expect(formatHoursSentence(demo, "pt-BR")).toBe("de segunda a sábado, das 8h às 18h");
    expect(formatOpenDays(demo, "pt-BR")).toBe("de segunda a sábado");
  });
  it("in Spanish, on the 12-hour clock US Spanish keeps", () => {
    expect(formatWeekShort(demo, "es")).toBe("Lun. a sáb., de 8:00 a. m. a 6:00 p. m.");
    expect(formatClosedDays(demo, "es")).toBe("Domingo cerrado");
    expect(formatWeekCompact(demo, "es")).toBe("Lun-Sáb, 8 a. m. a 6 p. m.");
    expect(formatHoursSentence(demo, "es")).toBe("de lunes a sábado, de 8:00 a. m. a 6:00 p. m.");
    expect(formatOpenDays(demo, "es")).toBe("de lunes a sábado");
  });
});

describe("other weeks", () => {
  it("groups consecutive days with the same hours", () => {
    expect(formatWeekShort(irregular, "en")).toBe(
      "Mon-Fri 8:00 AM - 6:00 PM, Sat 9:00 AM - 1:00 PM",
    );
    expect(formatWeekShort(irregular, "pt-BR")).toBe(
      "Seg. a sex., das 8h às 18h; Sáb., das 9h às 13h",
    );
    expect(formatHoursSentence(irregular, "en")).toBe(
      "Monday to Friday, 8:00 AM to 6:00 PM, and Saturday, 9:00 AM to 1:00 PM",
    );
    expect(formatHoursSentence(irregular, "pt-BR")).toBe(
      "de segunda a sexta, das 8h às 18h, e aos sábados, das 9h às 13h",
    );
    expect(formatHoursSentence(irregular, "es")).toBe(
      "de lunes a viernes, de 8:00 a. m. a 6:00 p. m. y los sábados, de 9:00 a. m. a 1:00 p. m.",
    );
    expect(formatWeekShort(irregular, "es")).toBe(
      "Lun. a vie., de 8:00 a. m. a 6:00 p. m.; Sáb., de 9:00 a. m. a 1:00 p. m.",
    );
    expect(formatOpenDays(irregular, "en")).toBe("Monday to Saturday");
    expect(formatWeekCompact(irregular, "en")).toBe("Mon-Fri 8AM-6PM, Sat 9AM-1PM");
  });

  it("names closed days and gaps", () => {
    const gaps: WeeklyHours = { ...irregular, wed: null, sat: null, sun: eight };
    expect(formatOpenDays(gaps, "en")).toBe("Monday, Tuesday, Thursday, Friday and Sunday");
    expect(formatOpenDays(gaps, "pt-BR")).toBe(
      "às segundas, às terças, às quintas, às sextas e aos domingos",
    );
    expect(formatClosedDays(gaps, "en")).toBe("Wednesday and Saturday closed");
    expect(formatClosedDays(gaps, "pt-BR")).toBe("Quarta e sábado fechados");
    expect(formatClosedDays(gaps, "es")).toBe("Miércoles y sábado cerrados");
    expect(formatOpenDays(gaps, "es")).toBe(
      "los lunes, los martes, los jueves, los viernes y los domingos",
    );
    expect(formatWeekLines(irregular, "en")).toEqual([
      "Mon-Fri 8:00 AM - 6:00 PM, Sat 9:00 AM - 1:00 PM",
      "Sunday closed",
    ]);
  });

  it("writes half hours", () => {
    expect(formatTime("08:30", "en")).toBe("8:30 AM");
    expect(formatTime("08:30", "pt-BR")).toBe("8h30");
    expect(formatTime("12:00", "en")).toBe("12:00 PM");
    expect(formatTime("00:15", "en")).toBe("12:15 AM");
    const half: WeeklyHours = { ...demo, mon: { opens: "08:30", closes: "17:30" } };
    expect(formatWeekShort(half, "pt-BR")).toBe(
      "Seg., das 8h30 às 17h30; Ter. a sáb., das 8h às 18h",
    );
    expect(formatWeekCompact(half, "en")).toBe("Mon 8:30AM-5:30PM, Tue-Sat 8AM-6PM");
  });

  it("says so when every day is closed", () => {
    expect(formatWeekShort(allClosed, "en")).toBe("Closed");
    expect(formatWeekShort(allClosed, "pt-BR")).toBe("Fechado");
    expect(formatClosedDays(allClosed, "en")).toBeNull();
    expect(formatOpenDays(allClosed, "en")).toBe("when we reopen");
    expect(formatWeekLines(allClosed, "pt-BR")).toEqual(["Fechado"]);
  });
});

describe("closures", () => {
  const christmas = {
    date: "2026-12-24",
    hours: null,
    note: { en: "Christmas Eve", "pt-BR": "Véspera de Natal", es: "Nochebuena" },
  };
  const newYearsEve = {
    date: "2026-12-31",
    hours: { opens: "09:00", closes: "13:00" },
    note: { en: "New Year's Eve", "pt-BR": "", es: "" },
  };

  it("reads a closed day and special hours in each language", () => {
    expect(formatClosure(christmas, "en")).toBe("Thursday, December 24: closed (Christmas Eve)");
    expect(formatClosure(christmas, "pt-BR")).toBe(
      "Quinta-feira, 24 de dezembro: fechado (Véspera de Natal)",
    );
    expect(formatClosure(newYearsEve, "en")).toBe(
      "Thursday, December 31: 9:00 AM - 1:00 PM (New Year's Eve)",
    );
    expect(formatClosure(christmas, "es")).toBe("Jueves, 24 de diciembre: cerrado (Nochebuena)");
    // An empty Portuguese note falls back to the English one.
    expect(formatClosure(newYearsEve, "pt-BR")).toBe(
      "Quinta-feira, 31 de dezembro: das 9h às 13h (New Year's Eve)",
    );
  });

  it("keeps the next 30 days' closures, in date order", () => {
    const past = { ...christmas, date: "2026-11-01" };
    const far = { ...christmas, date: "2027-03-01" };
    expect(upcomingClosures([newYearsEve, far, past, christmas], "2026-12-01")).toEqual([
      christmas,
      newYearsEve,
    ]);
  });

  it("knows a real date", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("26-2-3")).toBe(false);
  });
});

describe("placeholders in messages", () => {
  it("fills the hour texts anywhere in a dictionary and leaves other placeholders", () => {
    const texts = hoursTexts(demo, "en");
    expect(
      fillHoursTexts(
        { a: "Come by {hours}.", list: ["Walk in {openDays}", "{name} stays"], n: 3 },
        texts,
      ),
    ).toEqual({
      a: "Come by Monday to Saturday, 8:00 AM to 6:00 PM.",
      list: ["Walk in Monday to Saturday", "{name} stays"],
      n: 3,
    });
  });
});
