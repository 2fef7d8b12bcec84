import { describe, expect, it } from "vitest";
import { publicDailyCard } from "./public-card";
import { sharedDailyCard } from "./shared-card";

/** 2026-11-27, 12:00 UTC: already the 28th in UTC+14. */
const AT = new Date("2026-11-27T12:00:00Z");

describe("sharedDailyCard (the public page of a shared card of the day)", () => {
  it("gives the card of the link with the message everyone who drew it that day gets", () => {
    const everyone = publicDailyCard("2026-11-25");
    expect(sharedDailyCard("2026-11-25", everyone.card.slug, AT)).toEqual(everyone);
    const star = sharedDailyCard("2026-11-25", "the-star", AT);
    expect(star).toMatchObject({ date: "2026-11-25", card: { name: "The Star", slug: "the-star" } });
    expect(star!.message).toMatch(/Star/);
    expect(sharedDailyCard("2026-11-26", "the-star", AT)!.message).not.toBe(star!.message);
  });

  it("knows no page for a date that is no calendar day or a slug that is no card", () => {
    expect(sharedDailyCard("2026-02-30", "the-star", AT)).toBeNull();
    expect(sharedDailyCard("25-11-2026", "the-star", AT)).toBeNull();
    expect(sharedDailyCard("2026-11-25", "the-joker", AT)).toBeNull();
  });

  it("knows no page before the first card of the day or for a day that has not come anywhere", () => {
    expect(sharedDailyCard("2026-11-24", "the-star", AT)).toBeNull();
    expect(sharedDailyCard("2026-11-28", "the-star", AT)).not.toBeNull();
    expect(sharedDailyCard("2026-11-29", "the-star", AT)).toBeNull();
  });
});
