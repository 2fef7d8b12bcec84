import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/domain/vocabularies";
import { messagesFor } from "@/languages";
import { cardText } from "@/lib/tarot/cards/localized";
import { CARD_NAMES, DECK } from "@/lib/tarot/deck";
import { getSpread } from "@/lib/tarot/spreads";
import { dailyLocale } from "./language";
import { dailyMessageFor, dailySystemPromptFor, followUpMessageFor, readingSystemPrompt, userMessageFor } from "./prompt";
import { positionLabel, structureWords, verdictLine } from "./structure";

/** A yes/no question in each language, asked on the Yes or No spread. */
const QUESTIONS = {
  en: "Will I get the job at the bakery?",
  es: "¿Conseguiré el trabajo en la panadería?",
  "pt-BR": "Vou conseguir o emprego na padaria?",
  de: "Bekomme ich die Stelle in der Bäckerei?",
  fr: "Est-ce que je vais obtenir le poste à la boulangerie ?",
  it: "Otterrò il lavoro al panificio?",
} as const;

const CARDS = ["The Hermit", "The Sun", "Death"] as const;
const englishCardName = new RegExp(`\\b(?:${CARD_NAMES.map((name) => name.replace(/^The /, "")).join("|")})\\b`);

describe.each(LOCALES)("the AI writer's prompt for a reader in %s", (locale) => {
  const prompt = { question: QUESTIONS[locale], type: "yes_no", category: "career", cards: [...CARDS] } as const;
  const spread = getSpread("yes_no");
  const words = structureWords(locale);
  const message = userMessageFor(prompt);

  it("gives the headings and the verdict words in the reader's language", () => {
    const system = readingSystemPrompt(prompt);
    expect(system).toContain(`## ${words.summary}`);
    expect(system).toContain(`## ${words.synthesis}`);
    expect(message).toContain(`Headings, in this order, exactly as written:\n## ${words.summary}`);
    // The Hermit maybe, the Sun yes, Death no: no majority, so Maybe.
    expect(message).toContain(`Begin the summary with ${verdictLine("maybe", locale)}`);
  });

  it("names the cards, positions, spread and category as the reader's card pages and screens do, with their texts", () => {
    const reading = messagesFor(locale).reading;
    expect(message).toContain(`Spread: ${reading.spreads.yes_no.name}`);
    expect(message).toContain(`Category: ${messagesFor(locale).categories.career}`);
    for (const [index, name] of CARDS.entries()) {
      const text = cardText(DECK.find((card) => card.name === name)!, locale);
      expect(message).toContain(`${index + 1}. ${positionLabel(spread, index, locale)}${words.headingSeparator}${text.name}`);
      expect(message).toContain(`Meaning: ${text.summary}`);
      expect(message).toContain(`Advice: ${text.advice}`);
    }
    if (locale !== "en") expect(message.slice(0, message.indexOf("Voice:"))).not.toMatch(englishCardName);
  });

  it("answers a follow-up in the reading's language, with the same words", () => {
    const followUp = followUpMessageFor({ reading: { ...prompt, question: "Tarot?", locale }, interpretation: "…", question: "Ok?" });
    expect(followUp).toContain(`1. ${positionLabel(spread, 0, locale)}${words.headingSeparator}${cardText(DECK[9], locale).name}`);
  });

  it("writes the card of the day in the reader's language from that language's card text", () => {
    const daily = { card: "The Star", date: "2026-11-25", locale } as const;
    const text = cardText(DECK[17], locale);
    expect(dailyLocale(daily)).toBe(locale);
    expect(dailyMessageFor(daily)).toContain(`Card of the day: ${text.name}`);
    expect(dailyMessageFor(daily)).toContain(`Meaning: ${text.summary}`);
    expect(dailySystemPromptFor(locale)).toContain(locale === "en" ? "Write in English" : "Write in ");
  });
});

describe("the prompt's safety rules", () => {
  it("reads another person's illness as theirs and points to their medical team", () => {
    const message = userMessageFor({ question: "My mother is in hospital. Will she recover?", type: "one_card", category: "health", cards: ["The Star"] });
    expect(message).toContain("It is about another's health (My mother), not the reader's");
    expect(message).toContain("It touches health: no certainty about the outcome and no instruction; point to a doctor or the medical team.");
  });

  it("points a money question to a debt adviser", () => {
    const message = userMessageFor({ question: "¿Cómo salgo de mis deudas?", type: "one_card", category: "career", cards: ["The Star"] });
    expect(message).toContain("point to a financial adviser, or a debt adviser");
  });
});
