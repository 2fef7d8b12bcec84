import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import type { CategoryId } from "@/lib/tarot/categories";
import { cardText } from "@/lib/tarot/cards/localized";
import { cardByName, CARD_NAMES, type CardName } from "@/lib/tarot/deck";
import { askedOf } from "./local/ask";
import { policyFor } from "./local/asked";
import { languageOf } from "./local/languages";
import { splitSentences } from "./local/text";
import { composeReading } from "./local";

/**
 * The card texts a reading quotes follow what its question is about, not only the category the reader chose:
 * someone else's illness never gets a card's love, emotions or career text (the Magician's "spark… performance"
 * after a diagnosis), and a choice between two places or a question of several matters never gets one category's
 * stock (savings, promotions, dating) unless the question itself is about that matter. The questions are our own,
 * written apart from eval/corpus.ts and the review's samples.
 */

const asked = (locale: Locale, question: string) => askedOf(question, languageOf(locale));

/** The Magician, the Lovers, the Hierophant, the Chariot and the Star: each has a love, emotions and career text of its own. */
const CARDS: CardName[] = [CARD_NAMES[1], CARD_NAMES[6], CARD_NAMES[5], CARD_NAMES[7], CARD_NAMES[17]];

/** A card text's sentences as a reading may quote them: lower-cased, without the first letter and the closing stop. */
function sentencesOf(locale: Locale, name: CardName, category: CategoryId): string[] {
  const text = cardText(cardByName(name)!, locale).categories[category];
  return splitSentences(text)
    .map((sentence) => sentence.slice(1).replace(/[.!?。]+$/, "").toLowerCase())
    .filter((sentence) => sentence.length > 20);
}

/** The sentences of `categories`' texts of the drawn cards that a reading quotes. */
function quoted(reading: string, locale: Locale, cards: readonly CardName[], categories: readonly CategoryId[]): string[] {
  const lower = reading.toLowerCase();
  return cards.flatMap((name) => categories.flatMap((category) => sentencesOf(locale, name, category))).filter((sentence) => lower.includes(sentence));
}

function readingOf(locale: Locale, question: string, category: CategoryId, cards: readonly CardName[] = CARDS.slice(0, 3)): string {
  return composeReading({ question, type: "three_cards", category, cards: [...cards], locale });
}

describe("the card texts a local reading quotes", () => {
  const ILLNESS: { locale: Locale; question: string }[] = [
    { locale: "en", question: "My aunt has just been diagnosed with Parkinson's, how can I help her?" },
    { locale: "es", question: "A mi abuelo le han diagnosticado cáncer de pulmón. ¿Cómo puedo acompañarlo?" },
    { locale: "pt-BR", question: "Minha irmã está na UTI depois de um acidente. O que posso fazer por ela?" },
    { locale: "de", question: "Bei meinem Vater wurde Alzheimer festgestellt. Wie kann ich ihm beistehen?" },
    { locale: "fr", question: "Mon frère est en soins intensifs depuis hier. Comment le soutenir ?" },
    { locale: "it", question: "A mia madre hanno diagnosticato la sclerosi multipla. Come posso starle vicino?" },
  ];
  for (const { locale, question } of ILLNESS) {
    it(`reads the general texts, never love, emotions or career, for someone else's illness (${locale})`, () => {
      const read = asked(locale, question);
      for (const category of ["love", "emotions", "career", "general"] as const) {
        const policy = policyFor(read, category, false);
        expect(policy.care).toBe("others_health");
        expect(policy.reads).toBe("general");
      }
      for (const category of ["love", "emotions"] as const) {
        for (const cards of [CARDS.slice(0, 3), CARDS.slice(2, 5)]) {
          expect(quoted(readingOf(locale, question, category, cards), locale, cards, ["love", "emotions", "career"])).toEqual([]);
        }
      }
    });
  }

  it("keeps the care of someone else's illness: its referral, no verdict, the omen line", () => {
    const policy = policyFor(asked("en", "Is my uncle going to pull through his heart surgery?"), "love", true);
    expect(policy).toMatchObject({ care: "others_health", referral: "medical_team", verdict: false, omens: true, reads: "general" });
  });

  it("still reads the health texts (without treatment) for the asker's own health", () => {
    expect(policyFor(asked("en", "Will my back pain ease if I keep swimming?"), "love", false).reads).toBe("health");
  });

  const PLACES: { locale: Locale; question: string }[] = [
    { locale: "en", question: "Should I move to Cardiff or stay in Norwich close to my cousins?" },
    { locale: "es", question: "¿Me voy a vivir a Valencia o me quedo en Sevilla con mis amigos?" },
    { locale: "pt-BR", question: "Devo me mudar para Porto Alegre ou ficar em Salvador com a minha família?" },
    { locale: "de", question: "Soll ich nach Leipzig ziehen oder in Köln bei meinen Freunden bleiben?" },
    { locale: "fr", question: "Est-ce que je déménage à Rennes ou je reste à Grenoble près de mes amis ?" },
    { locale: "it", question: "Mi trasferisco a Torino o rimango a Palermo vicino ai miei amici?" },
  ];
  for (const { locale, question } of PLACES) {
    it(`reads a choice between two places through the general texts, not a career, love or money stock (${locale})`, () => {
      const read = asked(locale, question);
      expect(read.shape.kind).toBe("either_or");
      for (const category of ["career", "love", "emotions"] as const) {
        expect(policyFor(read, category, false).reads).toBe("general");
        expect(quoted(readingOf(locale, question, category), locale, CARDS.slice(0, 3), ["career", "love", "emotions"])).toEqual([]);
      }
    });
  }

  it("reads a choice between a job and a place through the general texts (the options share no matter)", () => {
    const read = asked("en", "Should I accept the job in Dundee or stay in Bath near my friends?");
    expect(read.optionsMatter).toBeUndefined();
    expect(policyFor(read, "career", false).reads).toBe("general");
  });

  it("keeps the career texts for a choice between two jobs asked under Career", () => {
    const read = asked("en", "Should I take the sales job or the marketing job?");
    expect(read.optionsMatter).toBe("work");
    expect(policyFor(read, "career", false).reads).toBe("career");
  });

  const SEVERAL: { locale: Locale; question: string }[] = [
    {
      locale: "en",
      question: "My job is wearing me out, my boyfriend and I keep arguing and I can't sleep because of the rent. What do I need to understand about this period?",
    },
    {
      locale: "es",
      question: "Tengo problemas en el trabajo, mi pareja y yo discutimos mucho y además me preocupa el dinero. ¿Qué necesito saber de esta etapa?",
    },
    {
      locale: "de",
      question: "Mein Job stresst mich, mit meinem Freund streite ich ständig und das Geld reicht kaum. Was soll ich über diese Zeit wissen?",
    },
  ];
  for (const { locale, question } of SEVERAL) {
    it(`reads a question of several matters through the general texts, whatever one category was chosen (${locale})`, () => {
      const read = asked(locale, question);
      expect(read.about).toBe("situation");
      for (const category of ["career", "love"] as const) {
        expect(policyFor(read, category, false).reads).toBe("general");
        expect(quoted(readingOf(locale, question, category), locale, CARDS.slice(0, 3), [category])).toEqual([]);
      }
    });
  }

  it("still reads a question about one matter through that matter's texts", () => {
    expect(policyFor(asked("en", "Will my boyfriend and I get through this rough patch?"), "love", false).reads).toBe("love");
    expect(policyFor(asked("en", "Will I get the promotion I applied for?"), "career", false).reads).toBe("career");
  });

  it("lets a decision's reading quote a card's upright meaning after its general text, so such readings do not all say the same two sentences", () => {
    const places = ["Lisbon", "Porto", "Madrid", "Berlin", "Dublin", "Vienna", "Prague", "Oslo", "Rome", "Lyon", "Ghent", "Turin"];
    const card = CARD_NAMES[9];
    const general = sentencesOf("en", card, "general");
    const quotes = places.slice(1).map((place, index) => {
      const reading = composeReading({ question: `Should I move to ${places[index]} or to ${place}?`, type: "one_card", category: "general", cards: [card], locale: "en" });
      return quoted(reading, "en", [card], ["general"]).length;
    });
    expect(quotes.every((count) => count >= 1)).toBe(true);
    expect(general.length).toBeGreaterThan(1);
    expect(quotes.some((count) => count < general.length)).toBe(true);
  });

  it("quotes nothing of treatment beside someone else's illness, from a card's upright meaning either", () => {
    for (const locale of ["en", "es", "pt-BR", "de", "fr", "it"] as const) {
      const question = { en: "My grandmother is in hospital with pneumonia. Will she pull through?", es: "Mi abuela está ingresada con neumonía. ¿Saldrá adelante?", "pt-BR": "Minha avó está internada com pneumonia. Ela vai sair dessa?", de: "Meine Oma liegt mit einer Lungenentzündung im Krankenhaus. Wird sie es schaffen?", fr: "Ma grand-mère est hospitalisée pour une pneumonie. Va-t-elle s'en sortir ?", it: "Mia nonna è ricoverata per una polmonite. Ce la farà?" }[locale];
      const { healthUnsafe, professional } = languageOf(locale).text;
      for (let first = 0; first < CARD_NAMES.length; first += 3) {
        const cards = [0, 1, 2].map((offset) => CARD_NAMES[(first + offset) % CARD_NAMES.length]!);
        const reading = composeReading({ question, type: "three_cards", category: "general", cards, locale });
        const ofTreatment = cards.flatMap((name) =>
          cardText(cardByName(name)!, locale)
            .upright.split(/\n\s*\n/)
            .flatMap(splitSentences)
            .filter((sentence) => healthUnsafe.test(sentence) || professional.test(sentence)),
        );
        for (const sentence of ofTreatment) expect(reading, `${locale} ${cards.join(", ")}`).not.toContain(sentence.slice(1, 40));
      }
    }
  });
});
