import { describe, expect, it } from "vitest";
import { askedThisSentence, askedWhen } from "./asked-when";

// Thursday 26 November 2026, 10:00 UTC.
const NOW = new Date("2026-11-26T10:00:00Z");

describe("askedWhen", () => {
  it("says today and yesterday by the reader's calendar day", () => {
    expect(askedWhen(new Date("2026-11-26T01:00:00Z"), NOW, "UTC")).toBe("today");
    expect(askedWhen(new Date("2026-11-25T23:00:00Z"), NOW, "UTC")).toBe("yesterday");
    // 23:00 UTC on Wednesday is already Thursday in Berlin.
    expect(askedWhen(new Date("2026-11-25T23:30:00Z"), NOW, "Europe/Berlin")).toBe("today");
  });

  it("names the weekday for an older question, in the reader's time zone", () => {
    expect(askedWhen(new Date("2026-11-24T12:00:00Z"), NOW, "UTC")).toBe("on Tuesday");
    expect(askedWhen(new Date("2026-11-24T02:00:00Z"), NOW, "America/Los_Angeles")).toBe("on Monday");
    expect(askedWhen(new Date("2026-11-20T12:00:00Z"), NOW, "UTC")).toBe("on Friday");
  });

  it("makes the offer's sentence", () => {
    expect(askedThisSentence(new Date("2026-11-24T12:00:00Z"), NOW, "UTC") + "reopen that reading and ask a follow-up").toBe(
      "You asked this on Tuesday — reopen that reading and ask a follow-up",
    );
  });
});
