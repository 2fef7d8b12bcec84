import type { ClientMessages } from "@/components/i18n/messages-provider";
import { fillCard } from "@/lib/i18n/card-in-sentence";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import type { InsightsRange } from "@/lib/insights/range";
import { getSpread, type SpreadId } from "@/lib/tarot/spreads";
import { FREE_VOICE, type Voice } from "@/lib/tarot/voices";

type JournalWords = ClientMessages["journal"];

/** A spread's name as the journal shows it ('Three Cards (Past/Present/Future)'). */
export function spreadLabel(words: JournalWords, spread: SpreadId): string {
  return words.spreads[spread].label;
}

/** What the card at `index` of a reading of this spread stands for ('Past'). */
export function positionLabel(words: JournalWords, spread: SpreadId, index: number): string {
  const position = getSpread(spread).positions[index];
  const labels: Readonly<Record<string, string>> = words.spreads[spread].positions;
  return labels[position.id] ?? position.label;
}

/** 'Past: The Tower': a card in its place, with the card's name already in the page's language. */
export function positionLine(words: JournalWords, spread: SpreadId, index: number, card: string): string {
  return fill(words.detail.position, { position: positionLabel(words, spread, index), card });
}

/** How the journal names a reading's voice ('Direct voice'); nothing for the gentle voice, everyone's. */
export function voiceLabel(words: JournalWords, voice: Voice = FREE_VOICE): string | null {
  const labels: Partial<Record<Voice, string>> = words.voices;
  return voice === FREE_VOICE ? null : (labels[voice] ?? null);
}

/** Insights' sentence for a recurring card: "The Tower has come up 3 times in the last 30 days." */
export function recurringLine(words: JournalWords, card: string, count: number, range: InsightsRange, locale: Locale): string {
  const { recurring, rangePhrases } = words.insights;
  const template = count === 1 ? recurring.once : count === 2 ? recurring.twice : recurring.other;
  return fillCard(locale, template, { card, count, range: rangePhrases[range] });
}
