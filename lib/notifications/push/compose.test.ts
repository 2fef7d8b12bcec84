import { describe, expect, it } from "vitest";
import { ACCOUNT_MAILS } from "@/lib/domain/vocabularies";
import { composePush } from "./compose";

const DAILY = {
  kind: "daily_card",
  date: "2026-11-26",
  cardName: "The Star",
  cardSlug: "the-star",
  firstSentence: "**The Star** asks you to rest in hope today. Then it says more.",
  url: "https://arcana.example/daily/2026-11-26/the-star",
} as const;

describe("composePush", () => {
  it("names the card of the day in the title, gives its message's first sentence as plain text and links to it", () => {
    expect(composePush(DAILY)).toEqual({
      title: "Your card of the day: The Star",
      body: "The Star asks you to rest in hope today.",
      url: DAILY.url,
      tag: "daily_card:2026-11-26",
    });
  });

  it("cuts a long first sentence at a word", () => {
    const long = `${"Hope returns slowly ".repeat(20)}today.`;
    const { body } = composePush({ ...DAILY, firstSentence: long });
    expect(body.length).toBeLessThanOrEqual(161);
    expect(body.endsWith("…")).toBe(true);
  });

  it("asks what happened after a reading by its day and the days since, and holds no question", () => {
    const message = composePush({ kind: "check_in", readingDate: "2026-11-12", days: 14, url: "https://arcana.example/readings/r1/check-in" });
    expect(message).toEqual({
      title: "What happened?",
      body: "It has been 14 days since your reading of 12 November 2026. Note how it turned out.",
      url: "https://arcana.example/readings/r1/check-in",
      tag: "check_in:https://arcana.example/readings/r1/check-in",
    });
    expect(message.body).not.toContain("?");
  });

  it("gives every account mail a short title, and the end date of a scheduled cancellation", () => {
    for (const mail of ACCOUNT_MAILS) {
      const message = composePush({ kind: "account", mail, url: "https://arcana.example/" });
      expect(message.title.length, mail).toBeLessThanOrEqual(40);
      expect(message.tag).toBe(`account:${mail}`);
    }
    const scheduled = composePush({ kind: "account", mail: "cancellation_scheduled", periodEnd: "2026-12-24T10:00:00.000Z", url: "https://arcana.example/" });
    expect(scheduled.body).toBe("Premium stays on until 24 December 2026.");
  });

  it("gives each message of a kind its own tag, and a resend of one message the same tag", () => {
    expect(composePush(DAILY).tag).toBe(composePush({ ...DAILY }).tag);
    expect(composePush(DAILY).tag).not.toBe(composePush({ ...DAILY, date: "2026-11-27" }).tag);
  });
});

describe("composePush in the reader's language", () => {
  it("names the card of the day, asks after a check-in and dates a cancellation in German", () => {
    expect(composePush({ ...DAILY, cardName: "Der Stern" }, "de")).toMatchObject({ title: "Deine Tageskarte: Der Stern", tag: "daily_card:2026-11-26" });
    expect(composePush({ kind: "check_in", readingDate: "2026-11-12", days: 7, url: "https://arcana.example/de/readings/r1/check-in" }, "de")).toMatchObject({
      title: "Was ist passiert?",
      body: "Deine Legung vom 12. November 2026 ist 7 Tage her. Halte fest, wie es ausgegangen ist.",
    });
    const scheduled = composePush({ kind: "account", mail: "cancellation_scheduled", periodEnd: "2026-12-24T10:00:00.000Z", url: "https://arcana.example/de" }, "de");
    expect(scheduled.body).toBe("Premium bleibt bis zum 24. Dezember 2026 aktiv.");
  });

  it.each(["es", "pt-BR", "de", "fr", "it"] as const)("gives every account event a short title of its own in %s", (locale) => {
    for (const mail of ACCOUNT_MAILS) {
      const message = composePush({ kind: "account", mail, url: "https://arcana.example/" }, locale);
      expect(message.title.length, mail).toBeLessThanOrEqual(40);
      expect(message.title, mail).not.toBe(composePush({ kind: "account", mail, url: "https://arcana.example/" }).title);
    }
  });
});
