import { describe, expect, it } from "vitest";
import { monthLabelOf, oneMonthAfter, periodOf } from "./period";

describe("UTC months", () => {
  it("names the period as YYYY-MM", () => {
    expect(periodOf(new Date("2026-11-22T09:00:00Z"))).toBe("2026-11");
    expect(periodOf(new Date("2027-01-01T00:00:00Z"))).toBe("2027-01");
  });

  it("uses UTC at the month's edges, whatever the server's zone", () => {
    expect(periodOf(new Date("2026-11-30T23:59:59.999Z"))).toBe("2026-11");
    expect(periodOf(new Date("2026-12-01T00:00:00Z"))).toBe("2026-12");
    expect(monthLabelOf(new Date("2026-11-30T23:59:59Z"))).toBe("November 2026");
  });

  it("labels the month for the profile", () => {
    expect(monthLabelOf(new Date("2026-11-22T09:00:00Z"))).toBe("November 2026");
  });
});

describe("oneMonthAfter", () => {
  it("is the same day and time next month", () => {
    expect(oneMonthAfter(new Date("2026-11-22T12:30:00Z")).toISOString()).toBe("2026-12-22T12:30:00.000Z");
    expect(oneMonthAfter(new Date("2026-12-15T00:00:00Z")).toISOString()).toBe("2027-01-15T00:00:00.000Z");
  });

  it("ends on the last day of a shorter month", () => {
    expect(oneMonthAfter(new Date("2027-01-31T08:00:00Z")).toISOString()).toBe("2027-02-28T08:00:00.000Z");
    expect(oneMonthAfter(new Date("2028-01-31T08:00:00Z")).toISOString()).toBe("2028-02-29T08:00:00.000Z");
  });
});
