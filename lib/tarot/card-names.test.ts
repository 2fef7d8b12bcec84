import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/domain/vocabularies";
import { cardNameForms, cardNameGrammar, cardNameInProse, cardsNamedIn, printedCardName } from "./card-names";
import { CARD_NAMES } from "./deck";

describe("the card names' grammar", () => {
  it.each(LOCALES)("spells each card's name as the %s card pages print it, article and noun", (locale) => {
    for (const card of CARD_NAMES) {
      const { article, noun } = cardNameGrammar(card, locale);
      const printed = article === "" ? noun : /'$/.test(article) ? `${article}${noun}` : `${article} ${noun}`;
      expect({ card, printed }).toEqual({ card, printed: printedCardName(card, locale) });
    }
  });

  it.each([
    ["The Fool", "en", {}, "the Fool"],
    ["The Fool", "en", { start: true }, "The Fool"],
    ["Death", "en", {}, "Death"],
    ["Wheel of Fortune", "en", {}, "the Wheel of Fortune"],
    ["The Hermit", "es", { preposition: "de" }, "del Ermitaño"],
    ["The Fool", "es", { preposition: "a" }, "al Loco"],
    ["The Tower", "es", { preposition: "de" }, "de la Torre"],
    ["The Lovers", "es", { preposition: "de" }, "de los Enamorados"],
    ["The Fool", "es", { start: true }, "El Loco"],
    ["The Hermit", "pt-BR", { preposition: "de" }, "do Eremita"],
    ["The Star", "pt-BR", { preposition: "em" }, "na Estrela"],
    ["The Tower", "pt-BR", { preposition: "a" }, "à Torre"],
    ["The Sun", "pt-BR", { preposition: "por" }, "pelo Sol"],
    ["The Fool", "de", {}, "der Narr"],
    ["The Fool", "de", { case: "gen" }, "des Narren"],
    ["The Hermit", "de", { case: "dat" }, "dem Eremiten"],
    ["The Hanged Man", "de", { case: "gen" }, "des Gehängten"],
    ["The Tower", "de", { preposition: "in" }, "im Turm"],
    ["The Hermit", "de", { preposition: "bei" }, "beim Eremiten"],
    ["The High Priestess", "de", { preposition: "zu" }, "zur Hohepriesterin"],
    ["The Hanged Man", "de", { preposition: "mit" }, "mit dem Gehängten"],
    ["The Fool", "de", { preposition: "für" }, "für den Narren"],
    ["Wheel of Fortune", "de", { case: "gen" }, "des Rades des Schicksals"],
    ["The Lovers", "de", { case: "dat" }, "den Liebenden"],
    ["The Fool", "fr", {}, "le Fou"],
    ["The Hermit", "fr", {}, "l'Ermite"],
    ["The Fool", "fr", { preposition: "de" }, "du Fou"],
    ["The Hanged Man", "fr", { preposition: "à" }, "au Pendu"],
    ["The Lovers", "fr", { preposition: "de" }, "des Amoureux"],
    ["The Star", "fr", { preposition: "de" }, "de l'Étoile"],
    ["The Tower", "fr", { preposition: "à" }, "à la Tour"],
    ["The Fool", "it", {}, "il Matto"],
    ["The Hermit", "it", { preposition: "di" }, "dell'Eremita"],
    ["The Fool", "it", { preposition: "di" }, "del Matto"],
    ["The Tower", "it", { preposition: "in" }, "nella Torre"],
    ["The Lovers", "it", { preposition: "a" }, "agli Amanti"],
    ["The Sun", "it", { preposition: "su" }, "sul Sole"],
  ] as const)("writes %s in %s prose (%j) as %j", (card, locale, options, form) => {
    expect(cardNameInProse(card, locale, options)).toBe(form);
  });
});

describe("a text's cards", () => {
  it.each([
    ["es", "La fuerza del Ermitaño y la luz de la Estrella", ["The Hermit", "The Star"]],
    ["es", "Al Loco le sigue el Sol.", ["The Fool", "The Sun"]],
    ["de", "Die Botschaft des Narren und die Ruhe beim Eremiten", ["The Fool", "The Hermit"]],
    ["de", "Mit dem Gehängten kommt Geduld; die Liebenden zeigen Nähe.", ["The Hanged Man", "The Lovers"]],
    ["fr", "Ce que signifie le Fou, et la lumière de l'Étoile.", ["The Fool", "The Star"]],
    ["fr", "L’Ermite éclaire le chemin du Pendu.", ["The Hermit", "The Hanged Man"]],
    ["it", "Hai pescato il Matto; la lanterna dell'Eremita resta accesa nella Torre.", ["The Fool", "The Hermit", "The Tower"]],
    ["pt-BR", "A luz do Eremita chega à Torre pela Estrela.", ["The Hermit", "The Tower", "The Star"]],
    ["en", "The Hermit's lamp and the Wheel turning; Death follows.", ["The Hermit", "Wheel of Fortune", "Death"]],
  ] as const)("finds the cards a %s text names in any form", (locale, text, cards) => {
    expect([...cardsNamedIn(text, locale)].sort()).toEqual([...cards].sort());
  });

  it("does not take the plain word for the card: lower-case nouns, English without its article", () => {
    expect(cardsNamedIn("la muerte de un sueño y la fuerza de voluntad", "es").size).toBe(0);
    expect(cardsNamedIn("a star in the world", "en").size).toBe(0);
    expect(cardsNamedIn("la force tranquille du soleil", "fr").size).toBe(0);
  });

  it("strictly, leaves out a German everyday noun unless it is marked as the card, and a bare one-word name opening a sentence", () => {
    const text = "In der Welt braucht es Kraft, und der Tod eines Plans ist kein Ende.";
    expect(cardsNamedIn(text, "de").size).toBeGreaterThan(0);
    expect(cardsNamedIn(text, "de", { strict: true }).size).toBe(0);
    expect([...cardsNamedIn("Dazu kommt **die Kraft**.", "de", { strict: true })]).toEqual(["Strength"]);
    expect(cardsNamedIn("Death changes things. Justice will be done.", "en", { strict: true }).size).toBe(0);
  });

  it.each(LOCALES)("recognises every form it writes in %s", (locale) => {
    for (const card of CARD_NAMES) {
      for (const form of cardNameForms(card, locale)) {
        expect({ form, named: [...cardsNamedIn(`… ${form} …`, locale)] }).toEqual({ form, named: [card] });
      }
    }
  });
});
