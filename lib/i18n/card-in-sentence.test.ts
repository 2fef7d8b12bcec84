import { describe, expect, it } from "vitest";
import { cardTranslationsFor, messagesFor } from "@/languages";
import { LOCALES } from "@/lib/i18n/locales";
import { fillCard } from "./card-in-sentence";

describe("a card's name in a sentence", () => {
  it("lower-cases the article mid-sentence, as each language writes it", () => {
    expect(fillCard("de", messagesFor("de").reading.daily.meaning, { card: "Der Narr" })).toBe("Was der Narr bedeutet");
    expect(fillCard("fr", messagesFor("fr").reading.daily.meaning, { card: "Le Fou" })).toBe("Ce que signifie le Fou");
    expect(fillCard("it", messagesFor("it").reading.daily.meaning, { card: "Il Matto" })).toBe("Cosa significa il Matto");
    expect(fillCard("es", messagesFor("es").reading.daily.meaning, { card: "El Loco" })).toBe("Qué significa el Loco");
    expect(fillCard("pt-BR", messagesFor("pt-BR").reading.daily.meaning, { card: "O Louco" })).toBe("O que significa o Louco");
    expect(fillCard("fr", "Vous avez tiré {card} une fois", { card: "L'Étoile" })).toBe("Vous avez tiré l'Étoile une fois");
    expect(fillCard("it", "Hai pescato {card} {count} volte", { card: "Gli Amanti", count: 3 })).toBe("Hai pescato gli Amanti 3 volte");
  });

  it("keeps the title where the message begins with the card or names it after a colon", () => {
    expect(fillCard("de", "{card} hinzugefügt.", { card: "Die Sonne" })).toBe("Die Sonne hinzugefügt.");
    expect(fillCard("fr", "{position}\u00a0: {card}", { card: "Le Fou", position: "Passé" })).toBe("Passé\u00a0: Le Fou");
    expect(fillCard("de", "Tageskarte löschen: {card}, {date}", { card: "Der Turm", date: "1. Dezember" })).toBe("Tageskarte löschen: Der Turm, 1. Dezember");
  });

  it("contracts a preposition with the article where the language does", () => {
    expect(fillCard("fr", "Le sens de {card}", { card: "Le Fou" })).toBe("Le sens du Fou");
    expect(fillCard("fr", "Le sens de {card}", { card: "La Lune" })).toBe("Le sens de la Lune");
    expect(fillCard("fr", "Le sens de {card}", { card: "Les Amoureux" })).toBe("Le sens des Amoureux");
    expect(fillCard("es", "El sentido de {card}", { card: "El Loco" })).toBe("El sentido del Loco");
    expect(fillCard("pt-BR", "O sentido de {card}", { card: "A Torre" })).toBe("O sentido da Torre");
    expect(fillCard("it", "Il senso di {card}", { card: "L'Eremita" })).toBe("Il senso dell'Eremita");
  });

  it("leaves English titles and names without an article as they are", () => {
    expect(fillCard("en", "What {card} means", { card: "The Fool" })).toBe("What The Fool means");
    expect(fillCard("de", "Was {card} bedeutet", { card: "Mäßigkeit" })).toBe("Was Mäßigkeit bedeutet");
  });

  it("knows the article every card's name begins with, in every language", () => {
    for (const locale of LOCALES.filter((code) => code !== "en")) {
      for (const card of cardTranslationsFor(locale)) {
        const placed = fillCard(locale, "x {card}", { card: card.name });
        expect(placed, `${locale}: ${card.name}`).not.toBe(`x ${card.name}`);
        expect(placed.toLowerCase()).toBe(`x ${card.name}`.toLowerCase());
      }
    }
  });
});
