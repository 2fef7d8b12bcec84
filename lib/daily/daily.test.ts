import { describe, expect, it } from "vitest";
import { composeDailyMessage } from "@/lib/writers/local/daily";
import { splitSentences } from "@/lib/writers/local/text";
import { CARD_NAMES } from "@/lib/tarot/deck";
import { personalCardFor, publicCardFor } from "./choose-card";
import { dayBefore, isCalendarDate, localDateIn, localHourIn, timeZoneOrUtc } from "./local-date";
import { publicDailyCard } from "./public-card";

const days = (count: number, from = "2026-01-01") => Array.from({ length: count }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));

describe("the card of the day's calendar", () => {
  it("accepts the zones Intl knows, as Intl spells them, and gives UTC for anything else", () => {
    expect(timeZoneOrUtc("Europe/Berlin")).toBe("Europe/Berlin");
    expect(timeZoneOrUtc("europe/berlin")).toBe("Europe/Berlin");
    for (const zone of [null, undefined, "", "Mars/Olympus_Mons", "UTC; drop table", "A".repeat(100)]) expect(timeZoneOrUtc(zone)).toBe("UTC");
  });

  it("puts one instant on different days in different zones", () => {
    const at = new Date("2026-11-25T20:00:00Z");
    expect(localDateIn("America/Los_Angeles", at)).toBe("2026-11-25");
    expect(localDateIn("Pacific/Auckland", at)).toBe("2026-11-26");
    expect(localDateIn("UTC", at)).toBe("2026-11-25");
    expect(localDateIn("Asia/Kathmandu", new Date("2026-11-25T18:14:59Z"))).toBe("2026-11-25");
    expect(localDateIn("Asia/Kathmandu", new Date("2026-11-25T18:15:00Z"))).toBe("2026-11-26");
  });

  it("reads the hour on a zone's clocks, 0 at midnight, across daylight saving", () => {
    expect(localHourIn("America/New_York", new Date("2026-11-25T13:30:00Z"))).toBe(8);
    expect(localHourIn("America/New_York", new Date("2026-07-01T12:59:59Z"))).toBe(8);
    expect(localHourIn("America/New_York", new Date("2026-11-25T05:00:00Z"))).toBe(0);
    expect(localHourIn("Asia/Kathmandu", new Date("2026-11-25T02:14:59Z"))).toBe(7);
    expect(localHourIn("Asia/Kathmandu", new Date("2026-11-25T02:15:00Z"))).toBe(8);
    expect(localHourIn("UTC", new Date("2026-11-25T23:59:59Z"))).toBe(23);
  });

  it("knows real calendar days and the day before one", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const text of ["2026-02-29", "2026-13-01", "2026-1-01", "yesterday", "2026-11-25T00:00:00Z"]) expect(isCalendarDate(text)).toBe(false);
    expect(dayBefore("2026-03-01")).toBe("2026-02-28");
    expect(dayBefore("2027-01-01")).toBe("2026-12-31");
  });
});

describe("choosing the card", () => {
  it("gives everyone the same public card for a date, and over a year every card comes up", () => {
    expect(publicCardFor("2026-11-25")).toBe(publicCardFor("2026-11-25"));
    expect(new Set(days(365).map(publicCardFor)).size).toBe(CARD_NAMES.length);
  });

  it("gives readers their own card: stable per reader and day, different across readers", () => {
    expect(personalCardFor("user-a", "2026-11-25")).toBe(personalCardFor("user-a", "2026-11-25"));
    const cards = new Set(Array.from({ length: 40 }, (_, i) => personalCardFor(`user-${i}`, "2026-11-25")));
    expect(cards.size).toBeGreaterThan(10);
  });
});

describe("publicDailyCard", () => {
  it("answers the card, its slug and the day's general message, and nothing else", () => {
    const card = publicDailyCard("2026-11-25");
    expect(Object.keys(card).sort()).toEqual(["card", "date", "message"]);
    expect(card).toEqual(publicDailyCard("2026-11-25"));
    expect(card.date).toBe("2026-11-25");
    expect(card.card.slug).toMatch(/^[a-z-]+$/);
    expect(card.message).toBe(composeDailyMessage({ card: card.card.name, date: "2026-11-25", locale: "en" }));
  });

  it("refuses what is not a calendar day", () => {
    expect(() => publicDailyCard("2026-02-30")).toThrow();
  });
});

describe("the local writer's message for a card of the day", () => {
  const sentences = (message: string) => splitSentences(message.replace(/\*\*/g, ""));

  it("writes 3 to 5 sentences naming its card, for every card on every day of two months", () => {
    for (const card of CARD_NAMES) {
      for (const date of days(60)) {
        const message = composeDailyMessage({ card, date, locale: "en" });
        const count = sentences(message).length;
        expect(count, `${card} on ${date}: ${message}`).toBeGreaterThanOrEqual(3);
        expect(count, `${card} on ${date}: ${message}`).toBeLessThanOrEqual(5);
        expect(message.toLowerCase()).toContain(card.toLowerCase().replace(/^the /, ""));
        expect(message).not.toMatch(/undefined|\$\{|  /);
      }
    }
  });

  it("reads differently from day to day and from card to card, the same on the same day", () => {
    const tower = days(30).map((date) => composeDailyMessage({ card: "The Tower", date, locale: "en" }));
    expect(new Set(tower).size).toBeGreaterThanOrEqual(25);
    // Not one template with blanks: the openings and the length change too.
    expect(new Set(tower.map((message) => message.split(" ").slice(0, 3).join(" "))).size).toBeGreaterThan(2);
    expect(new Set(tower.map((message) => sentences(message).length)).size).toBeGreaterThan(1);
    const oneDay = CARD_NAMES.map((card) => composeDailyMessage({ card, date: "2026-11-25", locale: "en" }));
    expect(new Set(oneDay).size).toBe(CARD_NAMES.length);
    expect(composeDailyMessage({ card: "The Tower", date: "2026-11-25", locale: "en" })).toBe(composeDailyMessage({ card: "The Tower", date: "2026-11-25", locale: "en" }));
  });
});
