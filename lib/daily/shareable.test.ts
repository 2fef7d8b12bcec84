import { describe, expect, it } from "vitest";
import { DECK } from "@/lib/tarot/deck";
import { EARLIEST_TIME_ZONE, latestDateAnywhere, localDateIn } from "./local-date";
import { FIRST_CARD_OF_THE_DAY_DATE, isShareable, isShareableDate, isUnknownSharePath } from "./shareable";

describe("the days that have share pages", () => {
  it("run from the first card of the day to today in the earliest time zone, a day ahead of UTC from 10:00 UTC", () => {
    expect(latestDateAnywhere(new Date("2026-12-01T09:59:59Z"))).toBe("2026-12-01");
    expect(latestDateAnywhere(new Date("2026-12-01T10:00:00Z"))).toBe("2026-12-02");
    // No zone is ahead of it, whatever the season.
    for (const at of [new Date("2027-01-15T12:00:00Z"), new Date("2027-07-15T12:00:00Z")]) {
      for (const zone of ["Pacific/Auckland", "Pacific/Chatham", "Pacific/Tongatapu", "Pacific/Apia", "Asia/Tokyo"]) {
        expect(localDateIn(zone, at) <= localDateIn(EARLIEST_TIME_ZONE, at), zone).toBe(true);
      }
    }

    const at = new Date("2026-12-01T10:00:00Z");
    expect(isShareableDate(FIRST_CARD_OF_THE_DAY_DATE, at)).toBe(true);
    expect(isShareableDate("2026-11-24", at)).toBe(false);
    expect(isShareableDate("2026-12-01", at)).toBe(true);
    expect(isShareableDate("2026-12-02", at)).toBe(true);
    expect(isShareableDate("2026-12-03", at)).toBe(false);
    expect(isShareableDate("2099-01-01", at)).toBe(false);
    expect(isShareableDate("2026-11-31", at)).toBe(false);
  });

  it("are shared for the 22 cards and nothing else", () => {
    const at = new Date("2026-11-25T12:00:00Z");
    for (const card of DECK) expect(isShareable("2026-11-25", card.slug, at)).toBe(true);
    for (const slug of ["the-joker", "The-Star", "", "constructor", "the-star\u0000"]) expect(isShareable("2026-11-25", slug, at)).toBe(false);
  });
});

describe("isUnknownSharePath (proxy.ts: the not-found page before Next renders anything)", () => {
  const at = new Date("2026-11-27T12:00:00Z");

  it("lets through the share pages and their two pictures", () => {
    for (const suffix of ["", "/og.png", "/story.png"]) {
      expect(isUnknownSharePath(`/daily/2026-11-25/the-star${suffix}`, at)).toBe(false);
      expect(isUnknownSharePath(`/daily/2026-11-28/wheel-of-fortune${suffix}`, at)).toBe(false);
    }
  });

  it("stops every other path under /daily/: other days, unknown cards, other spellings, control characters", () => {
    for (const path of [
      "/daily/2026-11-24/the-star",
      "/daily/2026-11-29/the-star",
      "/daily/2099-01-01/the-star/og.png",
      "/daily/2026-02-30/the-star",
      "/daily/2026-11-25/the-joker",
      "/daily/2026-11-25/the-joker/story.png",
      "/daily/2026-11-25/The-Star",
      "/daily/2026-11-25/the%2Dstar",
      "/daily/2026-11-25/the-star/other.png",
      "/daily/2026-11-25/the-star/og.png/x",
      "/daily/2026-11-25",
      "/daily/",
      "/daily/2026-11-25/x%00%0a{\"level\":\"error\",\"msg\":\"forged\"}%0a",
      "/daily/2026-11-25/the-star%00",
      "/daily/2026-11-25/the-star\u0000",
      "/daily/2026-11-25/the-star%0a",
    ]) {
      expect(isUnknownSharePath(path, at), path).toBe(true);
    }
  });

  it("leaves every path outside /daily/ to the others", () => {
    for (const path of ["/", "/daily", "/dailyx/2026-11-25/the-star", "/cards/the-star", "/api/daily"]) expect(isUnknownSharePath(path, at), path).toBe(false);
  });
});
