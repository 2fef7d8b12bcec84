import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/languages";
import type { YesNoLeaning } from "@/lib/tarot/cards";
import { SPREADS, type Position, type Spread } from "@/lib/tarot/spreads";

/**
 * The reading's structural words in the reader's language, as the one parser reads both writers' readings: the
 * two headings, each position's label, and the verdict line.
 *
 * Provisional: these come from languages/<locale>/writer/structure.ts once the shared structure lands (branch
 * `writer`); until then the positions are the reading screen's own labels and the headings and verdict words
 * are written here.
 */

const HEADINGS: Record<Locale, { summary: string; synthesis: string; verdict: string; answers: Record<YesNoLeaning, string> }> = {
  en: { summary: "Summary", synthesis: "Synthesis", verdict: "Verdict", answers: { yes: "Yes", no: "No", maybe: "Maybe" } },
  es: { summary: "Resumen", synthesis: "Síntesis", verdict: "Veredicto", answers: { yes: "Sí", no: "No", maybe: "Quizá" } },
  "pt-BR": { summary: "Resumo", synthesis: "Síntese", verdict: "Veredito", answers: { yes: "Sim", no: "Não", maybe: "Talvez" } },
  de: { summary: "Überblick", synthesis: "Zusammenschau", verdict: "Urteil", answers: { yes: "Ja", no: "Nein", maybe: "Vielleicht" } },
  fr: { summary: "En bref", synthesis: "Synthèse", verdict: "Verdict", answers: { yes: "Oui", no: "Non", maybe: "Peut-être" } },
  it: { summary: "In breve", synthesis: "Sintesi", verdict: "Verdetto", answers: { yes: "Sì", no: "No", maybe: "Forse" } },
};

export function headings(locale: Locale): { summary: string; synthesis: string } {
  return HEADINGS[locale];
}

/** A card's section heading: its position's label, then the card's name as the card pages print it (French sets a no-break space before the colon). */
export function sectionHeading(locale: Locale, position: string, card: string): string {
  return `${position}${locale === "fr" ? "\u00a0" : ""}: ${card}`;
}

/** A position's label as the heading prints it: the reading screen's word for it, or a test spread's own label. */
export function positionLabel(locale: Locale, spread: Spread<string>, position: Position): string {
  if (!SPREADS.some((known) => known.id === spread.id)) return position.label;
  const words = messagesFor(locale).reading.spreads[spread.id as (typeof SPREADS)[number]["id"]];
  return (words.positions as Record<string, string>)[position.id] ?? position.label;
}

/** "**Verdict: Yes.**" in the reader's language (French sets a no-break space before the colon). */
export function verdictLine(locale: Locale, lean: YesNoLeaning): string {
  const words = HEADINGS[locale];
  return `**${words.verdict}${locale === "fr" ? "\u00a0" : ""}: ${words.answers[lean]}.**`;
}
