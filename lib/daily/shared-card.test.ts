import { describe, expect, it } from "vitest";
import { publicDailyCard } from "./public-card";
import { sharedDailyCard } from "./shared-card";

describe("sharedDailyCard (the public page of a shared card of the day)", () => {
  it("gives the card of the link with the message everyone who drew it that day gets", () => {
    const everyone = publicDailyCard("2026-11-25");
    expect(sharedDailyCard("2026-11-25", everyone.card.slug)).toEqual(everyone);
    const star = sharedDailyCard("2026-11-25", "the-star");
    expect(star).toMatchObject({ date: "2026-11-25", card: { name: "The Star", slug: "the-star" } });
    expect(star!.message).toMatch(/Star/);
    expect(sharedDailyCard("2026-11-26", "the-star")!.message).not.toBe(star!.message);
  });

  it("knows no page for a date that is no calendar day or a slug that is no card", () => {
    expect(sharedDailyCard("2026-02-30", "the-star")).toBeNull();
    expect(sharedDailyCard("25-11-2026", "the-star")).toBeNull();
    expect(sharedDailyCard("2026-11-25", "the-joker")).toBeNull();
  });
});
