import { describe, expect, it } from "vitest";
import { CARD_NAMES, type CardName } from "@/lib/tarot/deck";
import { LOCAL_LOCALES } from "@/tests/helpers/local-readings";
import { card, everySentence } from "@/tests/helpers/local-sentences";
import type { Asked } from "./local/asked";
import { cardFormsOf } from "./local/card-forms";
import { languageOf } from "./local/languages";

/**
 * Stock connectives a fluent reviewer stopped at (issue 45's blind review), sentence by sentence in every language:
 * a slot that takes a noun phrase where the grammar needs another ("Take the means to make things happen
 * seriously", "te da un giro para trabajar", "vous demande d'affronter la patience"), a step appended after the
 * real one, "it is clear" after a maybe, the topic glued into "keep it simple for your debts", options quoted as
 * nouns ("en faveur de « accepter… »"), and plural verbs after a single card.
 */

const SPACE = "[\\s\\u00a0]";

const BROKEN: Record<(typeof LOCAL_LOCALES)[number], readonly RegExp[]> = {
  en: [
    /\bTake (?![^.]*advice seriously)[^.]* seriously/,
    / to the question\./,
    / head on\./,
    /Check your progress/,
    /Keep it simple for/,
    /Start with the smallest task/,
    /Clear enough:/,
    /: (?:it means|they mean) /,
    /\bwhile your (?:friend|partner|child|boss|colleague|cousin|ex|dog|cat) are\b/,
  ],
  es: [/Tómate en serio/, /para trabajar\./, /Comprueba tus avances/, /Hazlo sencillo con/, /Empieza por la tarea más pequeña/, /Está claro:/, /que afrontes/],
  "pt-BR": [/Leve a sério (?!o conselho)/, /para trabalhar\./, /Confira os seus avanços/, /Mantenha simples/, /Comece pela menor tarefa/, /Está claro:/, /que você enfrente/, /sendo com você/],
  de: [/Nimm (?!den Rat)[^.]* ernst/, / in die Frage\./, /Prüfe deine Fortschritte/, /Halte es einfach für/, /Fang mit der kleinsten Aufgabe/, /Klar genug:/, /Gemischte Signale/, /auf deine Liste, als Hinweis/, /, dass du [^.,]* angehst/],
  fr: [
    /Prenez au sérieux (?!le conseil)/,
    /Vérifiez vos progrès/,
    new RegExp(`Restez simple pour`),
    /Commencez par la plus petite tâche/,
    new RegExp(`C'est clair${SPACE}:`),
    /d'affronter/,
    /plutôt que de l'esquiver/,
    /(?:lu|lue|lus|lues) donc ici/,
    /Sous votre question/,
    /en faveur de «/,
    new RegExp(`^Entre${SPACE}«`),
    /Son élément est/,
  ],
  it: [/Prendi sul serio (?!il consiglio)/, /Verifica i tuoi progressi/, /Tienila semplice/, /Comincia dal compito più piccolo/, /È chiaro:/, /ti (?:chiede|chiedono) di affrontare/, /, e è /, /Viste una accanto all'altra, (?:il|la|lo|l')[^,]* (?:ti )?(?:descrivono|chiedono)/, /te compreso/],
};

/** Masculine and feminine, the Lovers' plural among the others, and the cards the review quoted. */
const SOME_CARDS: readonly CardName[] = ["The Magician", "The Empress", "The Star", "The Moon", "The Sun", "Wheel of Fortune", "The Devil", "Death"];

const ASKED: Asked[] = [
  { shape: { kind: "yes_no" }, who: { person: "self" }, othersHealth: false, decision: false },
  { shape: { kind: "either_or", options: ["accepter le poste", "rester"] }, who: { person: "self" }, domain: "debt", othersHealth: false, decision: true },
  { shape: { kind: "open" }, who: { person: "friend", relation: "friend" }, domain: "health", othersHealth: true, decision: false },
];

describe.each(LOCAL_LOCALES)("the stock connectives (%s)", (locale) => {
  const lang = languageOf(locale);

  it("never glue a noun phrase where the sentence needs another kind, nor add a second step", () => {
    for (const name of SOME_CARDS) {
      for (const asked of ASKED) {
        for (const sentence of everySentence(lang, card(name, locale), [card("The Lovers", locale, 1)], asked)) {
          for (const pattern of BROKEN[locale]) expect(sentence, `${name}: ${sentence}`).not.toMatch(pattern);
        }
      }
    }
  }, 60_000);

  it("speak of a single card in the singular where the synthesis reads someone's illness", () => {
    // One card in a one-card reading about someone's illness: "Viste una accanto all'altra, il Papa descrivono…".
    const PLURAL: Record<(typeof LOCAL_LOCALES)[number], RegExp> = {
      en: /\b(?:speak|describe|offer)\b/,
      es: /\b(?:hablan|describen|ofrecen|Juntas|Vistas)\b/,
      "pt-BR": /\b(?:falam|descrevem|oferecem|Juntos|Juntas)\b/,
      de: /\b(?:sprechen|beschreiben|bieten|Zusammen|Nebeneinander)\b/,
      fr: /\b(?:parlent|décrivent|offrent)\b/,
      it: /\b(?:parlano|descrivono|offrono|Insieme)\b/,
    };
    const f = lang.focus(ASKED[2], "general");
    for (const name of CARD_NAMES.filter((each): each is CardName => each !== "The Lovers")) {
      const c = cardFormsOf(lang, card(name, locale));
      for (const line of lang.synthesis.careTie) expect(line({ cards: [c], f })).not.toMatch(PLURAL[locale]);
    }
  });
});
