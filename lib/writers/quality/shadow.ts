import "server-only";
import { LOCALES } from "@/lib/domain/vocabularies";
import { wordPattern } from "@/languages/writer";
import { knowledgeOf } from "@/lib/tarot/cards";
import { cardText } from "@/lib/tarot/cards/localized";
import { cardByName, type CardName } from "@/lib/tarot/deck";
import { WRITER_WORDS, type Locale } from "../words";

/**
 * A card's shadow: what a reading may name as a warning but never recommend. Its reversed keywords, but for
 * those that are the way out of the shadow (the Devil reversed is "breaking free"), and the upright keywords
 * of cards whose upright face is itself the shadow (the Devil's "compulsion", the Moon's "anxiety"), with
 * Death's "clearing space", which read as its own inversion after "make room for". Chosen on the English
 * keywords; every language's card text lists its keywords in the same order, so the same places are the shadow.
 */
const SHADOW_UPRIGHT = new Set([
  "anxiety", "illusion", "uncertainty", "temptation", "unhealthy patterns", "feeling trapped", "materialism",
  "compulsion", "shadow self", "attachment", "upheaval", "disruption", "collapse of illusions", "sudden change",
  "sacrifice", "endings", "inevitable change", "suspension", "clearing space",
]);
const HOPEFUL_REVERSED = new Set([
  "untapped talent", "rebellion", "unconventional paths", "questioning authority", "personal beliefs", "raw emotion",
  "breaking free", "release", "reclaiming power", "seeing the pattern", "detachment", "facing the shadow",
  "averted disaster", "rebuilding", "clarity returning", "releasing fear", "secrets surfacing",
]);

const SHADOW_KEYWORDS = new Map<string, string[]>();

export function shadowKeywords(name: CardName, locale: Locale = "en"): string[] {
  const key = `${locale}\u0000${name}`;
  const known = SHADOW_KEYWORDS.get(key);
  if (known) return known;
  const keywords = shadowKeywordsOf(name, locale);
  SHADOW_KEYWORDS.set(key, keywords);
  return keywords;
}

function shadowKeywordsOf(name: CardName, locale: Locale): string[] {
  const card = cardByName(name);
  if (!card) throw new Error(`Unknown card ${name}`);
  const english = knowledgeOf(card).keywords;
  const { upright, reversed } = cardText(card, locale).keywords;
  return [
    ...upright.filter((_, index) => SHADOW_UPRIGHT.has(english.upright[index])),
    ...reversed.filter((_, index) => !HOPEFUL_REVERSED.has(english.reversed[index])),
  ];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What may stand between the recommending words and the keyword: up to three of the language's small words ("a little", "un poco de"). */
const FILLERS = new Map<Locale, string>(
  LOCALES.map((locale) => {
    const small = [...WRITER_WORDS[locale].stopWords.split(/\s+/), "little", "bit", "touch", "own", "poco", "pouco", "bisschen", "peu", "po'"].filter(Boolean);
    return [locale, `(?:(?:${small.map(escape).join("|")})\\s+){0,3}`];
  }),
);

/** Each card's recommending pattern in each language, compiled the first time a reading draws it (132 at most). */
const ENCOURAGED = new Map<string, RegExp | null>();

function encouragedPattern(card: CardName, locale: Locale): RegExp | null {
  const key = `${locale}\u0000${card}`;
  if (ENCOURAGED.has(key)) return ENCOURAGED.get(key)!;
  const keywords = shadowKeywords(card, locale);
  const alternatives = keywords.map((keyword) => escape(keyword).replace(/ /g, "\\s+")).join("|");
  const pattern = keywords.length === 0 ? null : wordPattern(`\\b(?:${WRITER_WORDS[locale].safety.encouraging})\\s+${FILLERS.get(locale)}(?:${alternatives})\\b`, { flags: "giu" });
  ENCOURAGED.set(key, pattern);
  return pattern;
}

/** The shadow keywords of the cards that the text recommends, as they are written ("make room for unhealthy patterns", "abraza la tentación"). */
export function shadowEncouraged(text: string, cards: readonly CardName[], locale: Locale = "en"): string[] {
  const plain = text.replace(/[*_]+/g, "");
  const lower = plain.toLowerCase();
  return [...new Set(cards)].flatMap((card) => {
    const pattern = encouragedPattern(card, locale);
    // A card's shadow is encouraged only where one of its shadow words is written at all: a cheap test first.
    if (!pattern || !shadowKeywords(card, locale).some((keyword) => lower.includes(keyword.toLowerCase()))) return [];
    return [...plain.matchAll(pattern)].filter((match) => !negated(plain.slice(Math.max(0, match.index - 40), match.index), locale)).map((match) => match[0]);
  });
}

const NEGATIONS = new Map<Locale, RegExp>(LOCALES.map((locale) => [locale, wordPattern(`(?:${WRITER_WORDS[locale].safety.negations})[^.!?;:]*$`, { flags: "iu" })]));

/** "You do not have to welcome the upheaval", "rather than embrace…", "no abraces la tentación": the clause says the opposite. */
function negated(before: string, locale: Locale): boolean {
  return NEGATIONS.get(locale)!.test(before);
}
