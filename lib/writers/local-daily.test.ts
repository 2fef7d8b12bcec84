import { describe, expect, it } from "vitest";
import { sentencesOf } from "@/eval/figures";
import { cardText } from "@/lib/tarot/cards/localized";
import { CARD_NAMES, cardByName } from "@/lib/tarot/deck";
import { LOCAL_LOCALES } from "@/tests/helpers/local-readings";
import { composeDailyMessage } from "./local/daily";
import { languageOf } from "./local/languages";

/** The local writer's card of the day, in each language: the card's light side, its advice at the end, three to five sentences. */

const days = Array.from({ length: 60 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe.each(LOCAL_LOCALES)("the card of the day in %s", (locale) => {
  it("names the card in bold once, ends with its own advice, and keeps to three to five sentences", () => {
    for (const card of CARD_NAMES) {
      const text = cardText(cardByName(card)!, locale);
      for (const date of days.slice(0, 20)) {
        const message = composeDailyMessage({ card, date, locale });
        expect(message.match(/\*\*[^*]+\*\*/g), message).toHaveLength(1);
        // The name in bold, with its article as the sentence needs it ("**the Wheel of Fortune**", "**El Sol**").
        const core = text.name.replace(/^(?:(?:the|el|la|los|der|die|das|le|les) |l['’])(?=\p{L})/iu, "");
        expect(message, message).toMatch(new RegExp(`\\*\\*[^*]*${escape(core.split(" ").at(-1)!.slice(0, 4))}[^*]*\\*\\*`));
        const lang = languageOf(locale);
        const advice = (lang.typography ?? ((line: string) => line))(lang.afterColon(text.advice));
        expect(message.trim(), `${card} on ${date}`).toMatch(new RegExp(`: ${escape(advice)}$`));
        const sentences = sentencesOf(message.replace(/\*\*/g, "")).length;
        expect(sentences, message).toBeGreaterThanOrEqual(3);
        expect(sentences, message).toBeLessThanOrEqual(6);
      }
    }
  });

  it("never names the Devil's shadow keywords, nor Death's or the Tower's", () => {
    for (const card of ["The Devil", "Death", "The Tower"] as const) {
      const shadows = cardText(cardByName(card)!, locale).keywords.upright.filter((_, index) => {
        const english = cardText(cardByName(card)!, "en").keywords.upright[index];
        return ["unhealthy patterns", "compulsion", "attachment", "materialism", "temptation", "feeling trapped", "shadow self", "endings", "inevitable change", "upheaval", "sudden change", "disruption", "collapse of illusions"].includes(english);
      });
      for (const date of days) {
        const message = composeDailyMessage({ card, date, locale }).toLowerCase();
        for (const shadow of shadows) expect(message, `${card} ${date}`).not.toContain(shadow.toLowerCase());
      }
    }
  });

  it("reads the same card differently from one day to the next, and the same day always alike", () => {
    const week = days.slice(0, 7).map((date) => composeDailyMessage({ card: "The Star", date, locale }));
    expect(new Set(week).size).toBeGreaterThanOrEqual(6);
    expect(composeDailyMessage({ card: "The Star", date: days[0], locale })).toBe(week[0]);
  });
});
