import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { rngFromText, type Rng } from "@/lib/random";
import type { CategoryId } from "@/lib/tarot/categories";
import type { CardName } from "@/lib/tarot/deck";
import type { DailyPrompt } from "../types";
import { categorySentences, isShadowSentence, summaryMeaning, uprightSentences } from "./card-texts";
import { cardFormsOf } from "./card-forms";
import type { CardAgreement, LocalLanguage } from "./contract";
import { drawnCard, type DrawnCard } from "./drawn";
import { languageOf } from "./languages";
import { picker } from "./pick";

/**
 * The local writer's message for a card of the day (docs/product.md#card-of-the-day), in the reader's language:
 * four or five sentences of markdown from our card texts. It may be shown to anyone, so it reads the card's
 * light side only: its gift, the sentences of its texts that name no shadow, and its own advice. Which of them,
 * which area of life the day leans on, and how the advice is framed follow from the card and the date, so the
 * same card reads differently from one day to the next, and the same day always reads the same.
 */

/**
 * The areas a day may lean on. Health stays out: a message nobody asked for should not reflect on anyone's
 * body; the premium areas are fine here, since the message is our text, not a reading's choice.
 */
const DAY_AREAS: readonly CategoryId[] = ["general", "love", "career", "personal_development", "spirituality", "projects", "emotions", "creativity"];

/** One sentence of the card's text on one of the day's areas that reads on its own and names no shadow; none when no area has one. */
function areaSentence<C extends CardAgreement, F>(lang: LocalLanguage<C, F>, card: DrawnCard, rng: Rng): string | undefined {
  for (const area of rng.shuffle(DAY_AREAS)) {
    // The first sentence of an area's text always reads on its own.
    const [first] = categorySentences(card, area, lang.text);
    if (first && !isShadowSentence(card, first, lang.text)) return first;
  }
  return undefined;
}

function writeDaily<C extends CardAgreement, F>(lang: LocalLanguage<C, F>, locale: Locale, name: CardName, date: string): string {
  const rng = rngFromText(JSON.stringify(["daily", name, date]));
  const pick = picker(rng);
  const card = drawnCard(name, { id: "card_of_the_day", label: "Card of the day" }, 0, locale);
  const c = cardFormsOf(lang, card) as C;
  const sentences = [pick.line(lang.daily.opening, { c, gift: lang.themes[card.id].gift })];
  const upright = uprightSentences(card, "general", lang.text).filter((sentence) => !isShadowSentence(card, sentence, lang.text));
  const meaning = isShadowSentence(card, summaryMeaning(card), lang.text) ? undefined : summaryMeaning(card);
  const body = upright.length > 0 ? rng.pick(upright) : meaning;
  if (body) sentences.push(body);
  const area = areaSentence(lang, card, rng);
  if (area) sentences.push(area);
  // Some days add the card's element, so the length varies as well as the words (four or five sentences).
  if (rng.next() < 0.5 || sentences.length < 3) sentences.push(pick.line(lang.daily.element, { c, element: card.text.element, key: card.element }));
  sentences.push(pick.line(lang.daily.advice, { c, advice: lang.afterColon(card.text.advice) }));
  const text = sentences.join(" ");
  return `${lang.typography ? lang.typography(text) : text}\n`;
}

/** The card of the day's message in `locale` (English when the prompt names none). */
export function composeDailyMessage({ card, date, locale = "en" }: DailyPrompt & { locale?: Locale }): string {
  return writeDaily(languageOf(locale), locale, card, date);
}
