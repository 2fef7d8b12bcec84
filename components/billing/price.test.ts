import { describe, expect, it } from "vitest";
import { billingDate, planEndsLine } from "./price";

describe("billing dates", () => {
  it("names the end of a cancelled plan in the reader's date style, locale and zone", () => {
    expect(planEndsLine(new Date("2027-03-12T09:30:00Z"), { locale: "en-GB", timeZone: "UTC" })).toBe("Premium until 12 March 2027, then Free");
    // 23:30 UTC is already the 13th in Tokyo: the reader's own day.
    expect(planEndsLine(new Date("2027-03-12T23:30:00Z"), { locale: "en-GB", timeZone: "Asia/Tokyo" })).toBe("Premium until 13 March 2027, then Free");
  });

  it("keeps the year on the portal's dates", () => {
    expect(billingDate(new Date("2026-12-22T00:00:00Z"))).toBe("22 December 2026");
  });
});
