import { describe, expect, it } from "vitest";
import { billingDate, planEndsLine } from "./price";

describe("billing dates", () => {
  it("names the end of a cancelled plan by day and month, in UTC", () => {
    expect(planEndsLine(new Date("2027-03-12T09:30:00Z"))).toBe("Premium until 12 March, then Free");
    // 23:30 UTC is the 13th further east, but the billing period ends on the 12th.
    expect(planEndsLine(new Date("2027-03-12T23:30:00Z"))).toBe("Premium until 12 March, then Free");
  });

  it("keeps the year on the portal's dates", () => {
    expect(billingDate(new Date("2026-12-22T00:00:00Z"))).toBe("22 December 2026");
  });
});
