import { describe, expect, it } from "vitest";
import { roleForStatuses } from "./roles";

describe("roleForStatuses (DESIGN.md §4)", () => {
  it("is subscribed while any subscription is active, trialing or past_due", () => {
    expect(roleForStatuses(["active"])).toBe("subscribed");
    expect(roleForStatuses(["trialing"])).toBe("subscribed");
    expect(roleForStatuses(["past_due"])).toBe("subscribed");
    expect(roleForStatuses(["canceled", "active"])).toBe("subscribed");
  });

  it("is free with no subscription or only ended, unpaid or unfinished ones", () => {
    expect(roleForStatuses([])).toBe("free");
    expect(roleForStatuses(["canceled", "incomplete", "incomplete_expired", "unpaid", "paused"])).toBe("free");
  });
});
