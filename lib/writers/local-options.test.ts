import { describe, expect, it } from "vitest";
import type { CardName } from "@/lib/tarot/deck";
import { enFocusPhrase } from "@/languages/en/writer/local/focus-phrase";
import { esFocusPhrase } from "@/languages/es/writer/local/focus-phrase";
import { frFocusPhrase } from "@/languages/fr/writer/local/focus-phrase";
import { itFocusPhrase } from "@/languages/it/writer/local/focus-phrase";
import { ptFocusPhrase } from "@/languages/pt-BR/writer/local/focus-phrase";
import { getSpread } from "@/lib/tarot/spreads";
import { VOICES } from "@/lib/tarot/voices";
import { LOCAL_LOCALES } from "@/tests/helpers/local-readings";
import { askedOf } from "./local/ask";
import { cardFormsOf } from "./local/card-forms";
import { drawCards } from "./local/drawn";
import { languageOf } from "./local/languages";
import { composeReadingFor } from "./local/reading";
import { quotedOptions } from "./local/text";
import { analyseQuestion } from "./question";
import { lexiconFor } from "./question/lexicon";
import { optionsAreHypotheses } from "./question/shape";

const quote = (text: string) => `“${text}”`;

describe("an either/or question's options, as the reading quotes them", () => {
  it.each([
    ["en", "Does Callum actually want a relationship or am I just convenient?", ["Does Callum actually want a relationship", "am I just convenient"]],
    ["en", "Am I ready to launch or should I push the date back?", ["Am I ready to launch", "push the date back"]],
    ["de", "Liebt Jonas mich noch oder bleibt er nur aus Gewohnheit?", ["Liebt Jonas mich noch", "bleibt er nur aus Gewohnheit"]],
    ["de", "Soll ich kündigen oder soll ich bleiben?", ["kündigen", "bleiben"]],
    ["fr", "Dois-je accepter le CDI ou est-ce que je dois rester freelance ?", ["accepter le CDI", "rester freelance"]],
    ["es", "¿Debo aceptar el trabajo o debo seguir estudiando?", ["aceptar el trabajo", "seguir estudiando"]],
    ["it", "Devo accettare l'offerta o devo restare dove sono?", ["accettare l'offerta", "restare dove sono"]],
    ["pt-BR", "Devo aceitar a proposta ou devo ficar onde estou?", ["aceitar a proposta", "ficar onde estou"]],
  ] as const)("%s: %j keeps each option whole, without the opening of either", (locale, question, options) => {
    expect(analyseQuestion(question, locale)).toMatchObject({ shape: "either_or", options });
  });

  it.each([
    ["fr", ["CDI à Lyon", "rester freelance"], ["“CDI à Lyon”", "“rester freelance”"]],
    ["en", ["UX work", "stay in sales"], ["“UX work”", "“stay in sales”"]],
    ["es", ["ONG en Quito", "quedarme en casa"], ["“ONG en Quito”", "“quedarme en casa”"]],
    ["it", ["MBA a Milano", "restare"], ["“MBA a Milano”", "“restare”"]],
    ["pt-BR", ["CLT na empresa", "ficar como PJ"], ["“CLT na empresa”", "“ficar como PJ”"]],
    ["fr", ["Rester", "partir"], ["“rester”", "“partir”"]],
    ["de", ["Job annehmen", "bleiben"], ["„Job annehmen“", "„bleiben“"]],
  ] as const)("%s: %j lower-cases only a capital that opened the question", (locale, options, expected) => {
    const q = locale === "de" ? (text: string) => `„${text}“` : quote;
    expect(quotedOptions(options, locale, q)).toEqual(expected);
  });
});

describe("two readings of a situation are told from a decision", () => {
  it.each([
    ["en", "Does Callum actually want a relationship or am I just convenient?", "Should I stay in Leeds or move to Bristol?"],
    ["es", "¿Carlos me quiere de verdad o solo está jugando conmigo?", "¿Debo aceptar el trabajo o seguir estudiando?"],
    ["pt-BR", "O Lucas ainda gosta de mim ou só está acostumado?", "Devo aceitar a proposta ou ficar onde estou?"],
    ["de", "Liebt Jonas mich noch oder bleibt er nur aus Gewohnheit?", "Soll ich kündigen oder bleiben?"],
    ["fr", "Mathis va-t-il revenir ou m'a-t-il oublié ?", "Dois-je rester à Lyon ou partir à Nantes ?"],
    ["it", "Marco mi ama ancora o sta con me per abitudine?", "Devo restare a Milano o trasferirmi a Roma?"],
  ] as const)("%s: %j weighs two readings, %j a decision", (locale, hypothesis, decision) => {
    const lexicon = lexiconFor(locale);
    const options = (question: string) => analyseQuestion(question, locale).options!;
    expect(optionsAreHypotheses(hypothesis, options(hypothesis), lexicon)).toBe(true);
    expect(optionsAreHypotheses(decision, options(decision), lexicon)).toBe(false);
  });

  /** Words that make the asker the one who decides: "your choice", "the decision", "choose". */
  const DECIDING: Record<(typeof LOCAL_LOCALES)[number], RegExp> = {
    en: /\b(?:your choice|decision|choose|choice)\b/iu,
    es: /(?:tu elección|decisión|elegir|eliges|elección)/iu,
    "pt-BR": /(?:sua escolha|decisão|escolher|escolha)/iu,
    de: /(?:deine Wahl|Entscheidung|wählst|Wahl)/u,
    fr: /(?:votre choix|décision|choisir|choix)/iu,
    it: /(?:tua scelta|decisione|scegliere|scelta)/iu,
  };

  it.each(LOCAL_LOCALES)("%s: no line of a choice calls two readings of a situation the asker's decision", (locale) => {
    const lang = languageOf(locale);
    const [c, other] = drawCards(["The Sun", "The Moon", "The Star"], getSpread("three_cards"), locale).map((card) => cardFormsOf(lang, card) as never);
    const f = {} as never;
    const summary = lang.summary;
    const lines: string[] = [];
    for (const line of summary.choiceList) lines.push(line({ first: "“a”", second: "“b”", hypothesis: true, f }));
    for (const favoursFirst of [true, false]) for (const line of summary.choice) lines.push(line({ favoursFirst, hypothesis: true, for: [c], against: [other], f }));
    for (const lean of ["yes", "no", "maybe"] as const) for (const line of summary.choiceOne) lines.push(line({ c, lean, hypothesis: true, f }));
    for (const line of summary.choiceOpen) lines.push(line({ forFirst: [c], forSecond: [other], hypothesis: true, f }), line({ forFirst: [], forSecond: [], hypothesis: true, f }));
    for (const line of summary.choiceMeaning) lines.push(line({ f, hypothesis: true }));
    for (const lean of ["yes", "no", "maybe"] as const) for (const line of lang.section.choiceVote[lean]) lines.push(line({ c, f, hypothesis: true } as never));
    for (const text of lines) expect(text).not.toMatch(DECIDING[locale]);
    // A decision still says it is the asker's.
    expect(summary.choiceMeaning.map((line) => line({ f, hypothesis: false })).join(" ")).toMatch(DECIDING[locale]);
  });
});

describe("an either/or reading", () => {
  const QUESTIONS: Record<(typeof LOCAL_LOCALES)[number], string> = {
    en: "Should I take the job in Lisbon or stay with my team?",
    es: "¿Debo aceptar el trabajo en Lisboa o quedarme con mi equipo?",
    "pt-BR": "Devo aceitar o emprego em Lisboa ou ficar com a minha equipe?",
    de: "Soll ich die Stelle in Lissabon annehmen oder bei meinem Team bleiben?",
    fr: "Dois-je accepter le poste à Lisbonne ou rester avec mon équipe ?",
    it: "Devo accettare il lavoro a Lisbona o restare con la mia squadra?",
  };
  const DRAWS: CardName[][] = [
    ["The Sun", "The Tower", "The Star"],
    ["The Moon", "Strength", "The Lovers"],
    ["The Hermit", "The Chariot", "Justice"],
  ];
  /** The majority wording ("draws more of the cards than…") that one card cannot give. */
  const ONE_CARD: Record<(typeof LOCAL_LOCALES)[number], RegExp> = {
    en: /not a (?:count|tally)/u,
    es: /no un recuento/u,
    "pt-BR": /não uma contagem/u,
    de: /keine Zählung/u,
    fr: /pas un décompte/u,
    it: /non un conteggio/u,
  };

  it.each(LOCAL_LOCALES)("%s: quotes its options once, in a list, and names them the first and the second elsewhere", (locale) => {
    const lang = languageOf(locale);
    const question = QUESTIONS[locale];
    for (const cards of DRAWS) {
      for (const voice of VOICES) {
        const reading = composeReadingFor({ question, type: "three_cards", category: "general", cards, locale, voice }, askedOf(question, lang));
        // The opening may quote the whole question; past it, each option's words stand once, in the list.
        const past = reading.split(question.replace(/[\s?]+$/u, "")).join("");
        for (const option of analyseQuestion(question, locale).options!) expect(past.split(option.slice(1)).length - 1, reading).toBe(1);
      }
    }
  });

  it.each(LOCAL_LOCALES)("%s: read from one card, is a lean of that card, never a count", (locale) => {
    const lang = languageOf(locale);
    const question = QUESTIONS[locale];
    for (const card of ["The Tower", "The Sun", "The Moon"] as CardName[]) {
      const reading = composeReadingFor({ question, type: "one_card", category: "general", cards: [card], locale, voice: "practical" }, askedOf(question, lang));
      expect(reading).toMatch(ONE_CARD[locale]);
    }
  });
});

describe("a set phrase is no matter of its own", () => {
  it.each([
    ["pt-BR", "Vale a pena fazer mais um ano de cursinho?", ptFocusPhrase, /pena/u],
    ["es", "¿Vale la pena hacer un año más de academia?", esFocusPhrase, /pena/u],
    ["it", "Vale la pena fare un altro anno di università?", itFocusPhrase, /pena/u],
    ["fr", "Est-ce que ça vaut la peine de refaire une année ?", frFocusPhrase, /peine/u],
    ["en", "Is the retake worth the effort this year?", enFocusPhrase, /effort/u],
  ] as const)("%s: %j echoes no piece of its idiom", (_locale, question, phraseOf, idiom) => {
    expect(phraseOf(question) ?? "").not.toMatch(idiom);
  });
});

describe("a tally where no card takes a side", () => {
  it.each(LOCAL_LOCALES)("%s: says that none of the cards decides, not that all of them do not", (locale) => {
    const lang = languageOf(locale);
    const cards = drawCards(["The Moon", "The Hermit", "Justice"], getSpread("three_cards"), locale).map((card) => cardFormsOf(lang, card) as never);
    for (const line of lang.summary.tally) {
      const text = line({ groups: [{ lean: "maybe", cards }], f: {} as never });
      expect(text).not.toMatch(/^(?:Todas|Todos|Tutte|Las|As|Le)\b[^.:]*\b(?:não|no|non)\b/u);
    }
  });
});
