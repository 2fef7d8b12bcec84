import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { cardName } from "@/lib/tarot/cards/localized";
import { cardByName } from "@/lib/tarot/deck";
import { localWriter } from "@/lib/writers/local";
import type { Writer } from "@/lib/writers/types";
import { CORPUS_DAILIES, CORPUS_READINGS } from "./corpus";
import { runWriter } from "./run";

const someReadings = CORPUS_READINGS.filter((reading) => reading.language !== "en").slice(0, 13);

describe("running a writer over the corpus", () => {
  it("writes each reading, its follow-up and the card of the day messages, and scores them", async () => {
    const { scorecard, writings } = await runWriter(localWriter, {
      readings: someReadings,
      dailies: CORPUS_DAILIES.slice(0, 2),
      check: (writing) => {
        if (writing.kind === "daily") return { "named the first card": null };
        const first = writing.kind === "reading" ? writing.prompt.cards[0] : writing.prompt.reading.cards[0];
        // The local writer names a card as the reader's language does ("el Sol"): any language's name, without its article, counts.
        const names = LOCALES.map((locale) => cardName(cardByName(first)!, locale).split(" ").slice(-1)[0].toLowerCase());
        return { "named the first card": names.some((name) => writing.text.toLowerCase().includes(name)) };
      },
    });
    const followUps = someReadings.filter((reading) => reading.followUp).length;
    expect(scorecard.written).toEqual({ reading: 13, "follow-up": followUps, daily: 2 });
    expect(writings.filter((writing) => writing.kind === "follow-up").map((writing) => writing.prompt.question)).toEqual(someReadings.flatMap((reading) => reading.followUp ?? []));
    expect(scorecard.checks).toEqual([
      { check: "named the first card", kind: "reading", passed: 13, total: 13 },
      { check: "named the first card", kind: "follow-up", passed: followUps, total: followUps },
    ]);
    expect(scorecard.medianWords).toBeGreaterThan(100);
    expect(scorecard.distinctSentenceRatio).toBeGreaterThan(0);
    expect(scorecard.judge).toBeUndefined();
  });

  it("gives the same figures on a second run", async () => {
    const options = { readings: someReadings, dailies: CORPUS_DAILIES };
    expect((await runWriter(localWriter, options)).scorecard).toEqual((await runWriter(localWriter, options)).scorecard);
  });

  it("counts what a writer failed to write, leaves it out of the figures, and averages the judge's scores", async () => {
    const failing: Writer = {
      ...localWriter,
      // Writes readings on Yes or No only; fails every other reading, and every follow-up.
      stream: (prompt, options) => (prompt.type === "yes_no" ? localWriter.stream(prompt, options) : (async function* () { throw new Error("down"); })()),
      answer: async function* () {
        throw new Error("down");
      },
    };
    const readings = someReadings.slice(0, 6);
    const yesNo = readings.filter((reading) => reading.prompt.type === "yes_no").length;
    const { scorecard } = await runWriter(failing, {
      readings,
      dailies: [],
      judge: async () => ({ specificity: 4, tone: 2 }),
    });
    expect(yesNo).toBeGreaterThan(0);
    expect(scorecard.written.reading).toBe(yesNo);
    expect(scorecard.failed).toBe(readings.length - yesNo + readings.filter((reading) => reading.followUp).length);
    expect(scorecard.firstFailure).toBe("Error: down");
    expect(scorecard.judge).toEqual({ scored: yesNo, means: { specificity: 4, tone: 2 } });
  });

  it("gives the figures per reader's language: each writing counted in the language it is read in", async () => {
    const spanish = CORPUS_READINGS.filter((reading) => reading.language === "es").slice(0, 3);
    const german = CORPUS_READINGS.filter((reading) => reading.language === "de").slice(0, 2);
    const { byLanguage } = await runWriter(localWriter, {
      readings: [...spanish, ...german],
      dailies: CORPUS_DAILIES.filter((daily) => daily.locale === "it").slice(0, 2),
      check: () => ({ checked: true }),
    });
    expect(byLanguage.es.written.reading).toBe(3);
    expect(byLanguage.de.written.reading).toBe(2);
    expect(byLanguage.it.written).toEqual({ reading: 0, "follow-up": 0, daily: 2 });
    expect(byLanguage.en.written).toEqual({ reading: 0, "follow-up": 0, daily: 0 });
    expect(byLanguage.es.writer).toBe("es");
    expect(byLanguage.es.checks?.find((tally) => tally.kind === "reading")).toEqual({ check: "checked", kind: "reading", passed: 3, total: 3 });
  });
});
