import type { ClientMessages } from "@/components/i18n/messages-provider";
import { fillCard } from "@/lib/i18n/card-in-sentence";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import type { InsightsRange } from "@/lib/insights/range";
import { positionLabel, spreadName, type SpreadsWords } from "@/components/reading/words";
import { SPREADS, getSpread, type SpreadId, type SpreadTable } from "@/lib/tarot/spreads";

type JournalWords = ClientMessages["journal"];

/**
 * A spread's name as the journal shows it ('Three Cards (Past/Present/Future)'): the reading screen's name for
 * it, declared once per language (`reading.spreads`). `spreads` is the app's table, or a test's own.
 */
export function spreadLabel(words: SpreadsWords, spread: SpreadId): string;
export function spreadLabel<Id extends string>(words: SpreadsWords<Id>, spread: Id, spreads: SpreadTable<Id>): string;
export function spreadLabel(words: SpreadsWords<string>, spread: string, spreads: SpreadTable = SPREADS): string {
  return spreadName(words, getSpread(spread, spreads));
}

type LineWords<Id extends string> = { journal: JournalWords; reading: SpreadsWords<Id> };

/** 'Past: The Tower': the card at `index` of a reading of this spread in its place, the card's name already in the page's language. */
export function positionLine(words: LineWords<SpreadId>, spread: SpreadId, index: number, card: string): string;
export function positionLine<Id extends string>(words: LineWords<Id>, spread: Id, index: number, card: string, spreads: SpreadTable<Id>): string;
export function positionLine({ journal, reading }: LineWords<string>, spread: string, index: number, card: string, spreads: SpreadTable = SPREADS): string {
  const declared = getSpread(spread, spreads);
  return fill(journal.detail.position, { position: positionLabel(reading, declared, declared.positions[index]), card });
}

/** Insights' sentence for a recurring card: "The Tower has come up 3 times in the last 30 days." */
export function recurringLine(words: JournalWords, card: string, count: number, range: InsightsRange, locale: Locale): string {
  const { recurring, rangePhrases } = words.insights;
  const template = count === 1 ? recurring.once : count === 2 ? recurring.twice : recurring.other;
  return fillCard(locale, template, { card, count, range: rangePhrases[range] });
}
