import { describe, expect, it } from "vitest";
import { writtenReading } from "@/eval/written-readings";
import { LOCALES } from "@/lib/domain/vocabularies";
import { getSpread } from "@/lib/tarot/spreads";
import { parseReading, readingHeadings, sectionHeading, verdictIn, verdictLine } from "./structure";

describe("a reading's structure in each language", () => {
  it.each([
    ["en", ["Summary", "Past: The Hermit", "Present: The Tower", "Future: The Star", "Synthesis"]],
    ["es", ["Resumen", "Pasado: El Ermitaño", "Presente: La Torre", "Futuro: La Estrella", "Síntesis"]],
    ["pt-BR", ["Resumo", "Passado: O Eremita", "Presente: A Torre", "Futuro: A Estrela", "Síntese"]],
    ["de", ["Überblick", "Vergangenheit: Der Eremit", "Gegenwart: Der Turm", "Zukunft: Der Stern", "Zusammenschau"]],
    ["fr", ["En bref", "Passé\u00a0: L'Ermite", "Présent\u00a0: La Tour", "Futur\u00a0: L'Étoile", "Synthèse"]],
    ["it", ["In breve", "Passato: L'Eremita", "Presente: La Torre", "Futuro: La Stella", "Sintesi"]],
  ] as const)("gives %s headings with the catalog's positions and the card pages' names", (locale, headings) => {
    expect(readingHeadings(getSpread("three_cards"), ["The Hermit", "The Tower", "The Star"], locale)).toEqual(headings);
  });

  it.each([
    ["en", "yes", "**Verdict: Yes.**"],
    ["es", "maybe", "**Veredicto: Quizá.**"],
    ["pt-BR", "no", "**Veredito: Não.**"],
    ["de", "maybe", "**Urteil: Vielleicht.**"],
    ["fr", "yes", "**Verdict\u00a0: Oui.**"],
    ["it", "yes", "**Verdetto: Sì.**"],
  ] as const)("writes the %s verdict line for %s and reads it back", (locale, leaning, line) => {
    expect(verdictLine(leaning, locale)).toBe(line);
    expect(verdictIn(`Some text.\n${line} More.`)).toEqual({ leaning, locale: locale === "fr" ? "fr" : locale });
  });

  it("reads a verdict however it is spaced or emphasised", () => {
    expect(verdictIn("Verdict : Non, pas maintenant.")).toEqual({ leaning: "no", locale: "fr" });
    expect(verdictIn("**Veredicto:** No.")?.leaning).toBe("no");
    expect(verdictIn("verdetto: forse")).toEqual({ leaning: "maybe", locale: "it" });
    expect(verdictIn("The verdict is in the cards.")).toBeNull();
  });

  it.each(LOCALES)("parses a %s reading: its language, its sections in order, each card and its verdict", (locale) => {
    const spread = getSpread("yes_no");
    const cards = ["The Hermit", "The Fool", "The Hanged Man"] as const;
    const parsed = parseReading(writtenReading({ locale, spread, cards, topic: "x", verdict: "maybe" }));
    expect(parsed.locale).toBe(locale);
    expect(parsed.sections.map((section) => section.kind)).toEqual(["summary", "card", "card", "card", "synthesis"]);
    expect(parsed.sections.filter((section) => section.kind === "card").map((section) => section.card)).toEqual(cards);
    expect(parsed.verdict).toEqual({ leaning: "maybe", locale });
  });

  it("reads a card heading whatever the prose form of the name", () => {
    const parsed = parseReading(`## Vergangenheit: des Narren Weg\nText\n\n## ${sectionHeading("Passé", "The Star", "fr")}\nTexte`);
    expect(parsed.sections.map((section) => section.card)).toEqual(["The Fool", "The Star"]);
  });

  it("keeps unknown headings and a preamble apart", () => {
    const parsed = parseReading("A notice first.\n\n## Something else\nText");
    expect(parsed).toMatchObject({ locale: null, preamble: "A notice first.", sections: [{ heading: "Something else", kind: "other" }], verdict: null });
  });
});
