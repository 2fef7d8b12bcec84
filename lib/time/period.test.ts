import { describe, expect, it } from "vitest";
import { monthLabelOf, periodOf } from "./period";

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
