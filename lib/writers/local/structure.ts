import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { YesNoLeaning } from "@/lib/tarot/cards";
import type { Position, Spread } from "@/lib/tarot/spreads";
import * as shared from "../structure";

/**
 * The reading's structural words as the local writer asks for them: the shared structure's
 * (languages/<locale>/writer/structure.ts through lib/writers/structure.ts), which the one parser reads back,
 * in the argument order the phrase engine uses.
 */

export function headings(locale: Locale): { summary: string; synthesis: string } {
  const { summary, synthesis } = shared.structureWords(locale);
  return { summary, synthesis };
}

/** A card's section heading: its position's label, then the card's name as already printed for the reader. */
export function sectionHeading(locale: Locale, position: string, card: string): string {
  return `${position}${shared.structureWords(locale).headingSeparator}${card}`;
}

/** A position's label as the heading prints it: the reading screen's word for it, or a test spread's own label. */
export function positionLabel(locale: Locale, spread: Spread<string>, position: Position): string {
  const index = spread.positions.findIndex((known) => known.id === position.id);
  return index < 0 ? position.label : shared.positionLabel(spread, index, locale);
}

/** "**Verdict: Yes.**" in the reader's language. */
export function verdictLine(locale: Locale, lean: YesNoLeaning): string {
  return shared.verdictLine(lean, locale);
}
