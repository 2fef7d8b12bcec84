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

describe("the console's date style", () => {
  it("writes UTC to the minute, sortable", () => {
    expect(consoleTime("2026-11-25T19:19:42.123Z")).toBe("2026-11-25 19:19 UTC");
    expect(consoleTime(new Date("2026-01-02T03:04:00Z"))).toBe("2026-01-02 03:04 UTC");
  });
});
