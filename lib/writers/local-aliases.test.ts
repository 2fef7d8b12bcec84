import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { composeReading } from "./local";

/** A relative asked about by the asker's own word ("Mum?", "¿Mamá?") is spoken of by that word, in the reading's grammar. */

const ASKED: { locale: Locale; question: string; named: RegExp }[] = [
  { locale: "en", question: "Mum?", named: /\byour mum\b/ },
  { locale: "de", question: "Mama?", named: /\bdein(?:e|er)? Mama\b/ },
  { locale: "es", question: "¿Mamá?", named: /\btu mamá(?!\p{L})/u },
  { locale: "fr", question: "Maman ?", named: /\bvotre maman\b/ },
  { locale: "it", question: "Mamma?", named: /\btua mamma\b/ },
];

describe("a relative named by the asker's own word", () => {
  it.each(ASKED)("is spoken of as asked ($locale: $question)", ({ locale, question, named }) => {
    const text = composeReading({ question, type: "three_cards", category: "health", cards: ["The Sun", "The Moon", "The Star"], locale }).replace(/[“«„][^”»“]*[”»“]/gu, "");
    expect(text).toMatch(named);
  });

  it("keeps the table's noun for any other word", () => {
    const text = composeReading({ question: "Will my mother be happy in her new flat?", type: "three_cards", category: "general", cards: ["The Sun", "The Moon", "The Star"], locale: "en" });
    expect(text).not.toMatch(/\byour mum\b/);
  });
});

describe("another's illness named in the question", () => {
  it.each([
    { locale: "es" as Locale, question: "Mi madre tiene alzhéimer y a veces ya no me reconoce. ¿Cómo puedo acompañarla?", named: "tu madre enferma de alzhéimer" },
    { locale: "fr" as Locale, question: "Ma mère a la maladie d'Alzheimer et parfois elle ne me reconnaît plus. Comment l'accompagner ?", named: "votre mère atteinte d'Alzheimer" },
    { locale: "de" as Locale, question: "Meine Mutter hat Demenz und erkennt mich manchmal nicht mehr. Wie kann ich ihr beistehen?", named: "deiner Mutter und ihrer Demenz" },
  ])("is carried with the person, in agreement ($locale)", ({ locale, question, named }) => {
    const text = composeReading({ question, type: "three_cards", category: "health", cards: ["The Sun", "The Moon", "The Star"], locale }).replace(/[“«„][^”»“]*[”»“]/gu, "");
    expect(text).toContain(named);
  });
});
