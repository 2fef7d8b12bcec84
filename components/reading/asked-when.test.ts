import { describe, expect, it } from "vitest";
import { en } from "@/languages/en/messages";
import { askedThisSentence, askedWhen } from "./asked-when";

// Thursday 26 November 2026, 10:00 UTC.
const NOW = new Date("2026-11-26T10:00:00Z");
const WORDS = en.reading.similar;

describe("askedWhen", () => {
  it("says today and yesterday by the reader's calendar day", () => {
    expect(askedWhen(new Date("2026-11-26T01:00:00Z"), NOW, { timeZone: "UTC" })).toBe("today");
    expect(askedWhen(new Date("2026-11-25T23:00:00Z"), NOW, { timeZone: "UTC" })).toBe("yesterday");
    // 23:00 UTC on Wednesday is already Thursday in Berlin.
    expect(askedWhen(new Date("2026-11-25T23:30:00Z"), NOW, { timeZone: "Europe/Berlin" })).toBe("today");
  });

  it("names the weekday for an older question, in the reader's time zone", () => {
    expect(askedWhen(new Date("2026-11-24T12:00:00Z"), NOW, { timeZone: "UTC" })).toEqual({ weekday: "Tuesday" });
    expect(askedWhen(new Date("2026-11-24T02:00:00Z"), NOW, { timeZone: "America/Los_Angeles" })).toEqual({ weekday: "Monday" });
    expect(askedWhen(new Date("2026-11-20T12:00:00Z"), NOW, { timeZone: "UTC" })).toEqual({ weekday: "Friday" });
  });

  it("names the weekday in the page's language", () => {
    expect(askedWhen(new Date("2026-11-24T12:00:00Z"), NOW, { locale: "de", timeZone: "UTC" })).toEqual({ weekday: "Dienstag" });
  });

  it("makes the offer's sentence", () => {
    expect(askedThisSentence(new Date("2026-11-24T12:00:00Z"), NOW, WORDS, { timeZone: "UTC" }) + WORDS.reopen).toBe(
      "You asked this on Tuesday — reopen that reading and ask a follow-up",
    );
    expect(askedThisSentence(new Date("2026-11-25T12:00:00Z"), NOW, WORDS, { timeZone: "UTC" })).toBe("You asked this yesterday — ");
    expect(askedThisSentence(new Date("2026-11-26T09:00:00Z"), NOW, WORDS, { timeZone: "UTC" })).toBe("You asked this today — ");
  });
});
