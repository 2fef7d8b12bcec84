import { describe, expect, it } from "vitest";
import { consoleTime, readerDate, readerDateTime, readerDay } from "./format";

describe("the reader's date style", () => {
  it("writes the long date in the reader's locale", () => {
    expect(readerDate("2026-11-25T19:15:00Z", { locale: "en-GB", timeZone: "UTC" })).toBe("25 November 2026");
    expect(readerDate("2026-11-25T19:15:00Z", { locale: "en-US", timeZone: "UTC" })).toBe("November 25, 2026");
  });

  it("places an instant in the reader's zone: late on the 25th in UTC is the 26th in Tokyo", () => {
    expect(readerDate("2026-11-25T19:15:00Z", { locale: "en-GB", timeZone: "Asia/Tokyo" })).toBe("26 November 2026");
    expect(readerDateTime("2026-11-25T19:15:00Z", { locale: "en-GB", timeZone: "Asia/Tokyo" })).toBe("26 November 2026 at 04:15");
    expect(readerDateTime(new Date("2026-11-25T19:15:00Z"), { locale: "en-US", timeZone: "America/New_York" })).toBe("November 25, 2026 at 2:15 PM");
  });

  it("keeps a calendar day the same day in every zone", () => {
    expect(readerDay("2027-01-01", { locale: "en-GB" })).toBe("1 January 2027");
    expect(readerDay("2026-11-25", { locale: "en-US" })).toBe("November 25, 2026");
  });
});

describe("the first of the month", () => {
  it("is written as each language writes it", () => {
    expect(readerDay("2026-12-01", { locale: "fr" })).toBe("1er décembre 2026");
    expect(readerDay("2026-12-01", { locale: "pt-BR" })).toBe("1º de dezembro de 2026");
    expect(readerDay("2026-12-01", { locale: "it" })).toBe("1º dicembre 2026");
    expect(readerDay("2026-12-01", { locale: "de" })).toBe("1. Dezember 2026");
    expect(readerDay("2026-12-01", { locale: "es" })).toBe("1 de diciembre de 2026");
    expect(readerDay("2026-12-01", { locale: "en-GB" })).toBe("1 December 2026");
    expect(readerDateTime("2026-12-01T09:30:00Z", { locale: "fr", timeZone: "UTC" })).toMatch(/^1er décembre 2026 à 09:30$/);
  });

  it("leaves every other day, and a day merely ending in 1, as Intl writes it", () => {
    expect(readerDay("2026-12-11", { locale: "fr" })).toBe("11 décembre 2026");
    expect(readerDay("2026-12-21", { locale: "it" })).toBe("21 dicembre 2026");
    expect(readerDay("2026-12-02", { locale: "pt-BR" })).toBe("2 de dezembro de 2026");
  });
});

describe("the console's date style", () => {
  it("writes UTC to the minute, sortable", () => {
    expect(consoleTime("2026-11-25T19:19:42.123Z")).toBe("2026-11-25 19:19 UTC");
    expect(consoleTime(new Date("2026-01-02T03:04:00Z"))).toBe("2026-01-02 03:04 UTC");
  });
});
