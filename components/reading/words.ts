import { fill, plural } from "@/lib/i18n/fill";
import { formatLocale, type Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/languages";
import type { Remembered } from "@/lib/readings/remembered";
import { FOLLOW_UPS_PER_READING, followUpsPerReading, hasPremiumAccess, type UserRole } from "@/lib/tarot/entitlements";
import type { PremiumNoteWords } from "@/lib/tarot/premium-note";
import type { Position, Spread, SpreadId } from "@/lib/tarot/spreads";

/**
 * The reading screen's words that are built rather than looked up: spreads and positions by id, lists,
 * the premium note. lib/tarot keeps the English the writers read; these are what a reader sees.
 */

export type ReadingWords = Messages["reading"];

/**
 * A spread's words in one language: its name, its name in running text and its positions' labels by id. Each
 * language declares them once, under `reading.spreads` of languages/<locale>/messages/reading.ts; the reading
 * screen, the journal and the writers all read them there.
 */
export type SpreadWords = { name: string; shortName: string; positions: Readonly<Record<string, string>> };

/**
 * Words that name the spreads of a table, by id: a catalog's reading area, or a test's with a spread of its
 * own. A spread of the table without its words fails the type check, so none falls back to English.
 */
export type SpreadsWords<Id extends string = SpreadId> = { readonly spreads: Readonly<Record<Id, SpreadWords>> };

/** The spread's name in the Type dropdown, the notices and the journal: 'Three Cards (Past/Present/Future)'. */
export function spreadName<Id extends string>(words: SpreadsWords<Id>, spread: Spread<Id>): string {
  return words.spreads[spread.id].name;
}

/** Its name in running text: 'Three Cards'. */
export function spreadShortName<Id extends string>(words: SpreadsWords<Id>, spread: Spread<Id>): string {
  return words.spreads[spread.id].shortName;
}

/** A position's label: 'Past', 'The heart of the matter'. */
export function positionLabel<Id extends string>(words: SpreadsWords<Id>, spread: Spread<Id>, position: Position): string {
  return words.spreads[spread.id].positions[position.id];
}

/** 'A, B and C' with the language's separator and last pair (the catalog's `list`); one item alone, none empty. */
export function joinList(items: readonly string[], { separator, lastTwo }: ReadingWords["list"]): string {
  if (items.length <= 1) return items.join("");
  return fill(lastTwo, { first: items.slice(0, -1).join(separator), last: items[items.length - 1] });
}

/**
 * The premium note's wording in the page's language (lib/tarot/premium-note.ts). `spreads` names the spreads
 * of the note's table: the catalog's by default, a test's own with a spread the app does not have.
 */
export function premiumNoteWords(reading: ReadingWords, locale: Locale, spreads: SpreadsWords<string> = reading): PremiumNoteWords {
  const words = reading.premiumNote;
  return {
    spreadName: (spread) => spreadShortName(spreads, spread),
    moreCategories: (count) => plural(locale, count, words.moreCategories),
    list: (items) => joinList(items, reading.list),
    sentence: (named, singular) => fill(singular ? words.one : words.other, { named }),
  };
}

/**
 * The line under a reading that remembered (docs/product.md#readings-that-remember), exactly what its writer
 * was given: 'This reading remembered: The Tower (3), The Star (2) and your last 3 questions.' Null when
 * nothing was remembered. `nameOf` names a card (the remembered cards come by their English names).
 */
export function rememberedText(
  { cards, questions }: Remembered,
  reading: ReadingWords,
  locale: Locale,
  nameOf: (englishName: string) => string,
): string | null {
  const words = reading.remembered;
  const items = cards.map(({ card, count }) => fill(words.card, { card: nameOf(card), count }));
  if (questions > 0) items.push(plural(locale, questions, words.questions));
  if (items.length === 0) return null;
  return fill(words.line, { items: joinList(items, reading.list) });
}

/**
 * What a reader hears once a reading's follow-ups are used (docs/product.md#follow-up-questions), in the
 * page's language: the words of lib/follow-ups/limit-message.ts, which the server's 403 `follow_up_limit`
 * says in English. A free reader is offered the subscription.
 */
export function followUpLimitText(role: UserRole, words: ReadingWords["followUps"], locale: Locale): string {
  const limit = followUpsPerReading(role);
  return hasPremiumAccess(role)
    ? plural(locale, limit, words.limitSubscribed)
    : fill(plural(locale, limit, words.limitFree), { subscribed: FOLLOW_UPS_PER_READING.subscribed });
}

const ENGLISH_MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2000, month, 1))),
);

/**
 * The profile's month label ("November 2026", lib/time/period.ts, in English from the server) in the page's
 * language: "noviembre de 2026". English, and a label of another shape, stay as they came.
 */
export function monthLabel(label: string, locale: Locale): string {
  const where = formatLocale(locale);
  const match = /^(\p{L}+) (\d{4})$/u.exec(label);
  const month = match ? ENGLISH_MONTHS.indexOf(match[1]) : -1;
  if (!where || !match || month === -1) return label;
  return new Intl.DateTimeFormat(where, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(Number(match[2]), month, 1)));
}
