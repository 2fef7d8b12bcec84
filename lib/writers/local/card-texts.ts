import "server-only";
import type { CategoryId } from "@/lib/tarot/categories";
import type { TextRules } from "./contract";
import type { DrawnCard } from "./drawn";
import { splitSentences, wordCount } from "./text";

/** Which sentences of a card's texts (in the reader's language) a writing may quote, and in what form. */

/** The category's sentences a reading may quote: a health text keeps neither treatment nor its referral (the synthesis refers once). */
export function categorySentences(card: DrawnCard, category: CategoryId, rules: TextRules): string[] {
  const text = card.text.categories[category];
  const safe = splitOnce(rules, `c${category}\u0000${text}`, () => {
    const sentences = withAntecedents(splitSentences(text), rules);
    if (category !== "health") return sentences;
    return sentences.filter((sentence) => !rules.professional.test(sentence) && !rules.healthUnsafe.test(sentence));
  });
  return safe.length > 0 || category !== "health" ? safe : [summaryMeaning(card)];
}

/**
 * A card text's sentences depend only on the text, the category and the language's rules, the same for every
 * reader: split and filtered once, then copied (callers shuffle them in place). The keys are our card texts, a
 * few hundred per language; the bound only guards against texts of a test's own.
 */
const SPLIT = new WeakMap<TextRules, Map<string, readonly string[]>>();
const SPLIT_BOUND = 2000;

function splitOnce(rules: TextRules, key: string, split: () => string[]): string[] {
  let byText = SPLIT.get(rules);
  if (!byText) SPLIT.set(rules, (byText = new Map()));
  let sentences = byText.get(key);
  if (!sentences) {
    if (byText.size >= SPLIT_BOUND) byText.clear();
    sentences = split();
    byText.set(key, sentences);
  }
  return [...sentences];
}

/**
 * A sentence that leans on the one before ("In love, this card brings warmth. It favours…"; pt-BR "Ela favorece",
 * where "ela" is "esta carta", not the Sun) is left out: quoted after a clause naming the card, its pronoun would
 * take the card's name as its antecedent, with that name's gender and number. (Joined to the sentence before, it
 * would be quoted bare, which no sentence of ours may be.) The first sentence always stays.
 */
function withAntecedents(sentences: readonly string[], rules: TextRules): string[] {
  return sentences.filter((sentence, index) => index === 0 || !rules.leansOnPrevious.test(sentence));
}

/** Standalone sentences of the upright meaning's interpretive paragraphs (the first describes the picture). */
export function uprightSentences(card: DrawnCard, category: CategoryId, rules: TextRules): string[] {
  const upright = card.text.upright;
  return splitOnce(rules, `u${category === "health" ? "health" : ""}\u0000${upright}`, () =>
    upright
      .split(/\n\s*\n/)
      .slice(1)
      .flatMap(splitSentences)
      .filter((sentence) => {
        const words = wordCount(sentence);
        if (words < 8 || words > 32 || rules.dependent.test(sentence)) return false;
        return category !== "health" || (!rules.healthUnsafe.test(sentence) && !rules.professional.test(sentence));
      }),
  );
}

/** The part of a two-sentence card summary that says what the card means, not what it shows. */
export function summaryMeaning(card: DrawnCard): string {
  return splitSentences(card.text.summary).at(-1) ?? card.text.summary;
}

/** English keywords of a card's shadow side: a writing never urges them, and the card of the day never names them. */
const SHADOW_KEYWORDS = new Set([
  "anxiety", "illusion", "uncertainty", "temptation", "unhealthy patterns", "feeling trapped", "materialism",
  "compulsion", "shadow self", "attachment", "upheaval", "disruption", "collapse of illusions", "sudden change",
  "sacrifice", "endings", "inevitable change", "suspension",
]);

/** The card's keywords in the reader's language (the same list, in the same order, as the English one) and which are light. */
export function keywords(card: DrawnCard): { word: string; light: boolean }[] {
  return card.text.keywords.upright.map((word, index) => ({ word, light: !SHADOW_KEYWORDS.has(card.keywordsEn[index] ?? "") }));
}

/** A sentence about the card's shadow side: a shadow word of the language, or one of the card's shadow keywords. */
export function isShadowSentence(card: DrawnCard, sentence: string, rules: TextRules): boolean {
  const lower = sentence.toLowerCase();
  return rules.shadow.test(sentence) || keywords(card).some(({ word, light }) => !light && lower.includes(word.toLowerCase()));
}
