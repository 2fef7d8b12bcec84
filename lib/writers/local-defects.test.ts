import { describe, expect, it } from "vitest";
import { cardText } from "@/lib/tarot/cards/localized";
import { cardByName, type CardName } from "@/lib/tarot/deck";
import { getSpread } from "@/lib/tarot/spreads";
import { VOICES } from "@/lib/tarot/voices";
import { blocks, LOCAL_LOCALES } from "@/tests/helpers/local-readings";
import { askedOf } from "./local/ask";
import { policyFor, type Asked } from "./local/asked";
import { categorySentences } from "./local/card-texts";
import { drawCards } from "./local/drawn";
import { languageOf } from "./local/languages";
import { composeReadingFor } from "./local/reading";

/**
 * Defects a fluent reviewer found in the local writer's readings (issue 45's blind review) that come from the
 * composition rather than from reading the question: a card's pronoun taking the wrong gender, the closing naming
 * another card than the advice, card texts of another matter, a pet's or a relative's illness without real help.
 */

const asked = (overrides: Partial<Asked>): Asked => ({ shape: { kind: "open" }, who: { person: "self" }, othersHealth: false, decision: false, ...overrides });

/** A card's name as prose finds it whatever its case or article: its last word ("Narr" in "des Narren", "Diable" in "du Diable"). */
const stemOf = (name: CardName, locale: string) => {
  const words = cardText(cardByName(name)!, locale as never).name.split(/\s+/);
  const last = words[words.length - 1].replace(/^\p{L}['’]/u, "");
  return locale === "de" && last.length > 5 ? last.slice(0, -1) : last;
};

describe("a card's own sentence that points back to the one before it", () => {
  it.each(LOCAL_LOCALES)("is never quoted without it (%s): the Sun's love text does not become feminine", (locale) => {
    const [sun] = drawCards(["The Sun"], getSpread("one_card"), locale);
    const lang = languageOf(locale);
    const sentences = categorySentences(sun, "love", lang.text);
    expect(sentences.length).toBeGreaterThan(0);
    for (const sentence of sentences.slice(1)) expect(sentence).not.toMatch(lang.text.leansOnPrevious);
    // The texts that were quoted so: pt-BR "Ela favorece", fr "Elle favorise" (the Sun is masculine in both).
    expect(sentences.join(" ")).not.toMatch(/(?:^|\. )(?:Ela favorece|Elle favorise)/);
  });
});

describe("the synthesis's closing", () => {
  // The second card is the key of a three-card reading; the Devil and Death were swapped for another card at the close.
  const DRAWS: CardName[][] = [
    ["The Fool", "The Devil", "The Star"],
    ["The Sun", "Death", "The Empress"],
    ["Temperance", "The Tower", "The Magician"],
  ];
  const QUESTIONS = ["a", "b", "c", "d", "e", "f"];

  it.each(LOCAL_LOCALES)("names no card but the one whose counsel it gives (%s)", (locale) => {
    for (const cards of DRAWS) {
      const key = stemOf(cards[1], locale);
      const others = [cards[0], cards[2]].map((card) => stemOf(card, locale));
      for (const voice of VOICES) {
        for (const question of QUESTIONS) {
          const reading = composeReadingFor({ question, type: "three_cards", category: "general", cards, locale, voice }, asked({ who: { person: "self" } }));
          const synthesis = blocks(reading).at(-1)!.body;
          // Sentences that name one card alone, past the tie that names them all.
          const single = synthesis.split(/(?<=[.!?])\s+/).filter((sentence) => [key, ...others].filter((stem) => sentence.includes(stem)).length === 1);
          for (const sentence of single) expect(others.some((stem) => sentence.includes(stem)), `${voice}: ${sentence}`).toBe(false);
        }
      }
    }
  });

  it.each(LOCAL_LOCALES)("gives the Advice position's card's counsel on a worry, even when its advice urges haste (%s)", (locale) => {
    // The Magician's advice urges acting today; the tie names the Advice card as the way through.
    const cards: CardName[] = ["The World", "Wheel of Fortune", "The Emperor", "The Magician", "The Chariot"];
    const magician = stemOf("The Magician", locale);
    const wheel = stemOf("Wheel of Fortune", locale);
    for (const question of QUESTIONS) {
      const reading = composeReadingFor({ question, type: "tarot", category: "general", cards, locale, voice: "practical" }, asked({ domain: "law" }));
      const synthesis = blocks(reading).at(-1)!.body;
      const single = synthesis.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.includes(magician) !== sentence.includes(wheel));
      for (const sentence of single) expect(sentence, sentence).not.toContain(wheel);
      expect(synthesis).toContain(magician);
    }
  });
});

describe("the card texts a reading quotes", () => {
  it("are the matter's own, not the chosen category's, where the matter has words of its own", () => {
    // A debt, a lawsuit or a move asked under Career reads no job texts; an exam reads study texts, not career ones.
    expect(policyFor(asked({ domain: "debt" }), "career", false).reads).toBe("general");
    expect(policyFor(asked({ domain: "law" }), "career", false).reads).toBe("general");
    expect(policyFor(asked({ domain: "money" }), "general", false).reads).toBe("general");
    expect(policyFor(asked({ domain: "move" }), "love", false).reads).toBe("general");
    expect(policyFor(asked({ domain: "study" }), "career", false).reads).toBe("personal_development");
    expect(policyFor(asked({ domain: "work" }), "love", false).reads).toBe("career");
  });

  it("keep a chosen category that fits the matter, and the reader's category where the question names none", () => {
    expect(policyFor(asked({ domain: "work" }), "projects", false).reads).toBe("projects");
    expect(policyFor(asked({ domain: "love" }), "emotions", false).reads).toBe("emotions");
    expect(policyFor(asked({ domain: "family" }), "projects", false).reads).toBe("projects");
    expect(policyFor(asked({}), "creativity", false).reads).toBe("creativity");
  });

  it.each(LOCAL_LOCALES)("of a debt reading asked under Career are never the cards' career texts (%s)", (locale) => {
    const cards: CardName[] = ["The Fool", "Temperance", "The Hierophant"];
    const reading = composeReadingFor({ question: "?", type: "three_cards", category: "career", cards, locale }, asked({ domain: "debt" }));
    for (const card of drawCards(cards, getSpread("three_cards"), locale)) {
      for (const sentence of categorySentences(card, "career", languageOf(locale).text)) expect(reading).not.toContain(sentence.slice(1, 60));
    }
  });
});

/** A pet's worry and a relative's dementia, asked in each language (not the review's questions). */
const PETS: Record<(typeof LOCAL_LOCALES)[number], string[]> = {
  en: ["My cat is limping and hides under the bed. What is going on?", "Our dog is getting old and sleeps all day. How much time do we have?"],
  es: ["Mi perro no quiere salir a pasear desde ayer. ¿Qué le pasa?", "Mi gato está muy mayor y duerme todo el día. ¿Cuánto tiempo nos queda?"],
  "pt-BR": ["Minha gata não quer comer desde ontem. O que ela tem?", "Meu cachorro está mancando há três dias. Devo me preocupar?"],
  de: ["Mein Hund frisst seit gestern nichts mehr. Was hat er?", "Unsere Katze ist sehr alt und schläft nur noch. Wie viel Zeit bleibt uns?"],
  fr: ["Mon chat boite depuis trois jours. Que se passe-t-il ?", "Ma chienne est vieille et dort toute la journée. Combien de temps nous reste-t-il ?"],
  it: ["Il mio cane non mangia da ieri. Cosa gli succede?", "La mia gatta è molto anziana e dorme tutto il giorno. Quanto tempo ci resta?"],
};
const DEMENTIA: Record<(typeof LOCAL_LOCALES)[number], string> = {
  en: "My grandmother has dementia and no longer knows my name. What should I expect?",
  es: "Mi abuela tiene alzhéimer y ya no me reconoce. ¿Qué puedo esperar?",
  "pt-BR": "Minha mãe tem Alzheimer e está piorando. O que devo esperar?",
  de: "Meine Oma hat Demenz und erkennt mich nicht mehr. Was kommt auf uns zu?",
  fr: "Ma grand-mère a la maladie d'Alzheimer et ne me reconnaît plus. À quoi dois-je m'attendre ?",
  it: "Mia nonna ha la demenza e non mi riconosce più. Cosa devo aspettarmi?",
};

describe("a pet's worry and a relative's dementia", () => {
  it.each(LOCAL_LOCALES)("a question about a pet is for its vet, never the asker's own body (%s)", (locale) => {
    for (const question of PETS[locale]) {
      const read = askedOf(question, languageOf(locale));
      expect(read.who.person, question).toBe("pet");
      const policy = policyFor(read, "general", false);
      expect(policy.referral, question).toBe("vet");
      expect(policy.step, question).toBe("pet_health");
      expect(policy.reads, question).not.toBe("health");
    }
  });

  it.each(LOCAL_LOCALES)("a relative's dementia is their illness, for their doctors and carers (%s)", (locale) => {
    const read = askedOf(DEMENTIA[locale], languageOf(locale));
    expect(read.othersHealth, DEMENTIA[locale]).toBe(true);
    const policy = policyFor(read, "general", false);
    expect(policy.care).toBe("others_health");
    expect(policy.referral).toBe("medical_team");
  });
});
