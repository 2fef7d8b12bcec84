import "server-only";
import { rngFromText, type Rng } from "@/lib/random";
import type { CategoryId } from "@/lib/tarot/categories";
import type { CardName } from "@/lib/tarot/deck";
import { categorySentences, summaryMeaning, uprightSentences } from "./card-texts";
import { drawnCard, isShadowSentence, lightKeywords, type Drawn } from "./cards";
import { ELEMENT_QUALITY } from "./phrases/vocabulary";
import { lowerFirst } from "./text";

/**
 * The offline writer's message for a card of the day (docs/product.md#card-of-the-day): four or five
 * sentences of markdown from our card texts. It is shown to the public on a shareable page, so it reads
 * the card's light side only: its light keywords, the sentences of its texts that name no shadow, and its
 * own advice. Which of them, which area of life the day leans on, and how the advice is framed follow
 * from the card and the date, so the same card reads differently from one day to the next, and the same
 * day always reads the same.
 */

/**
 * The areas a day may lean on. Health stays out: a message nobody asked for should not reflect on
 * anyone's body; the premium areas are fine here, since the message is our text, not a reading's choice.
 */
const DAY_AREAS: readonly CategoryId[] = ["general", "love", "career", "personal_development", "spirituality", "projects", "emotions", "creativity"];

type Opening = (card: Drawn, light: readonly string[]) => string;

/** Openings that name two light keywords. */
const OPENINGS: readonly Opening[] = [
  (card, light) => `**${card.title}** is the card for today, and it brings ${light[0]} and ${light[1]} to the front.`,
  (card, light) => `Today belongs to **${card.ref}**, a card of ${light[0]} and ${light[1]}.`,
  (card, light) => `**${card.title}** sets the tone for today: ${light[0]}, with a thread of ${light[1]} running through it.`,
  (card, light) => `With **${card.ref}** as the card of the day, ${light[0]} is close at hand.`,
  (card, light) => `The day opens under **${card.ref}**, which speaks of ${light[0]} more than of anything else.`,
];

/** Openings for a card whose keywords are all shadow (the Devil): its meaning speaks instead. */
const MEANING_OPENINGS: readonly Opening[] = [
  (card) => `**${card.title}** is the card for today, and its message is a freeing one: ${lowerFirst(summaryMeaning(card))}`,
  (card) => `Today belongs to **${card.ref}**, and the light in it is this: ${lowerFirst(summaryMeaning(card))}`,
  (card) => `The day opens under **${card.ref}**, with a reminder: ${lowerFirst(summaryMeaning(card))}`,
];

const ADVICE_FRAMES: readonly ((advice: string) => string)[] = [
  (advice) => `For today: ${lowerFirst(advice)}`,
  (advice) => `A thought to carry through the day: ${lowerFirst(advice)}`,
  (advice) => `If you take one thing from it, take this: ${lowerFirst(advice)}`,
  (advice) => `Its advice for the hours ahead: ${lowerFirst(advice)}`,
];

const ELEMENT_FRAMES: readonly ((element: Drawn["knowledge"]["element"]) => string)[] = [
  (element) => `As a card of ${element}, it favours ${ELEMENT_QUALITY[element]}, and today has room for both.`,
  (element) => `Its element is ${element}, so ${ELEMENT_QUALITY[element]} will serve you well today.`,
];

/** One sentence of the card's text on one of the day's areas that reads on its own and names no shadow; none when no area has one. */
function areaSentence(card: Drawn, rng: Rng): string | undefined {
  for (const area of rng.shuffle(DAY_AREAS)) {
    // The first sentence of an area's text always reads on its own.
    const [first] = categorySentences(card, area, rng);
    if (first && !isShadowSentence(card, first)) return first;
  }
  return undefined;
}

export function composeDailyMessage({ card: name, date }: { card: CardName; date: string }): string {
  const rng = rngFromText(JSON.stringify(["daily", name, date]));
  const card = drawnCard(name, { id: "card_of_the_day", label: "Card of the day" }, 0, rng);
  const light = lightKeywords(card);
  const opening = rng.pick(light.length >= 2 ? OPENINGS : MEANING_OPENINGS)(card, light);
  const upright = uprightSentences(card, "general").filter((sentence) => !isShadowSentence(card, sentence));
  const meaning = isShadowSentence(card, summaryMeaning(card)) || light.length < 2 ? undefined : summaryMeaning(card);
  const sentences = [opening];
  const body = upright.length > 0 ? rng.pick(upright) : meaning;
  if (body) sentences.push(body);
  const area = areaSentence(card, rng);
  if (area) sentences.push(area);
  // Some days add the card's element, so the length varies as well as the words (four or five sentences).
  if (rng.next() < 0.5 || sentences.length < 3) sentences.push(rng.pick(ELEMENT_FRAMES)(card.knowledge.element));
  sentences.push(rng.pick(ADVICE_FRAMES)(card.knowledge.advice));
  return `${sentences.join(" ")}\n`;
}
