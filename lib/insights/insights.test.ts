import { describe, expect, it } from "vitest";
import { canSeeInsights } from "./access";
import { rangeStart } from "./range";
import { byCountThenName, recurringSentence } from "./recurring";
import { streakDays } from "./streak";

describe("recurringSentence", () => {
  it("says how often a card came up in the range", () => {
    expect(recurringSentence({ card: "The Tower", count: 3 }, "30d")).toBe("The Tower has come up 3 times in the last 30 days.");
    expect(recurringSentence({ card: "Death", count: 12 }, "90d")).toBe("Death has come up 12 times in the last 90 days.");
    expect(recurringSentence({ card: "The Star", count: 4 }, "all")).toBe("The Star has come up 4 times in all your readings.");
    expect(recurringSentence({ card: "The Sun", count: 2 }, "30d")).toBe("The Sun has come up twice in the last 30 days.");
    expect(recurringSentence({ card: "The Sun", count: 1 }, "30d")).toBe("The Sun has come up once in the last 30 days.");
  });
});

describe("byCountThenName", () => {
  it("lists the most drawn first and equal counts by name", () => {
    expect(byCountThenName([{ card: "The Tower", count: 2 }, { card: "Death", count: 2 }, { card: "The Sun", count: 5 }])).toEqual([
      { card: "The Sun", count: 5 },
      { card: "Death", count: 2 },
      { card: "The Tower", count: 2 },
    ]);
  });
});

describe("streakDays", () => {
  const days = (...list: string[]) => new Set(list);

  it("counts days in a row ending today", () => {
    expect(streakDays(days("2026-11-25", "2026-11-24", "2026-11-23", "2026-11-21"), "2026-11-25")).toBe(3);
  });

  it("still counts a streak that ended yesterday, since today is not over", () => {
    expect(streakDays(days("2026-11-24", "2026-11-23"), "2026-11-25")).toBe(2);
  });

  it("is 0 when neither today nor yesterday has a reading", () => {
    expect(streakDays(days("2026-11-23", "2026-11-22"), "2026-11-25")).toBe(0);
    expect(streakDays(days(), "2026-11-25")).toBe(0);
  });

  it("runs across months and years", () => {
    expect(streakDays(days("2027-01-01", "2026-12-31", "2026-12-30"), "2027-01-01")).toBe(3);
  });
});

describe("insights' ranges", () => {
  it("start 30 or 90 days before now, or never", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    expect(rangeStart("30d", now)?.toISOString()).toBe("2026-10-26T12:00:00.000Z");
    expect(rangeStart("90d", now)?.toISOString()).toBe("2026-08-27T12:00:00.000Z");
    expect(rangeStart("all", now)).toBeNull();
  });

  it("are 30 days for free users and every range for subscribers", () => {
    expect(canSeeInsights("free", "30d")).toBe(true);
    expect(canSeeInsights("free", "90d")).toBe(false);
    expect(canSeeInsights("free", "all")).toBe(false);
    expect(canSeeInsights("subscribed", "all")).toBe(true);
  });
});
