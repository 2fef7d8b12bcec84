import { describe, expect, it } from "vitest";
import { roleForStatuses, surplusSubscriptions } from "./roles";

describe("roleForStatuses", () => {
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

describe("surplusSubscriptions (one subscription per customer)", () => {
  const at = (day: number) => new Date(Date.UTC(2026, 10, day));

  it("keeps the oldest subscription that keeps Premium and names every other one that does", () => {
    const subscriptions = [
      { id: "sub_c", status: "active", createdAt: at(3) },
      { id: "sub_a", status: "active", createdAt: at(1) },
      { id: "sub_b", status: "past_due", createdAt: at(2) },
    ];
    expect(surplusSubscriptions(subscriptions).map((subscription) => subscription.id)).toEqual(["sub_b", "sub_c"]);
  });

  it("leaves ended subscriptions alone, also older ones", () => {
    const subscriptions = [
      { id: "sub_old", status: "canceled", createdAt: at(1) },
      { id: "sub_new", status: "active", createdAt: at(5) },
    ];
    expect(surplusSubscriptions(subscriptions)).toEqual([]);
  });

  it("names none for a single subscription or none at all", () => {
    expect(surplusSubscriptions([{ id: "sub_a", status: "active", createdAt: at(1) }])).toEqual([]);
    expect(surplusSubscriptions([])).toEqual([]);
  });

  it("picks the same one to keep when two began at the same moment", () => {
    const twins = [
      { id: "sub_y", status: "active", createdAt: at(1) },
      { id: "sub_x", status: "active", createdAt: at(1) },
    ];
    expect(surplusSubscriptions(twins).map((subscription) => subscription.id)).toEqual(["sub_y"]);
    expect(surplusSubscriptions([...twins].reverse()).map((subscription) => subscription.id)).toEqual(["sub_y"]);
  });
});
