import "server-only";
import { rngFromText, type Rng } from "@/lib/random";
import type { CategoryId } from "@/lib/tarot/categories";
import type { CardName } from "@/lib/tarot/deck";
import { categorySentences, uprightSentences } from "./card-texts";
import { drawnCard, hopefulKeyword, keyword, type Drawn } from "./cards";
import { ELEMENT_QUALITY } from "./phrases/vocabulary";
import { lowerFirst } from "./text";

/**
 * The offline writer's message for a card of the day (docs/product.md#card-of-the-day): four or five
 * sentences of markdown from our card texts. Which keywords, which sentence of the upright meaning,
 * which area of life the day leans on, and how the advice is framed all follow from the card and the
 * date, so the same card reads differently from one day to the next, and the same day always reads the same.
 */

/**
 * The areas a day may lean on. Health stays out: a message nobody asked for should not reflect on
 * anyone's body; the premium areas are fine here, since the message is our text, not a reading's choice.
 */
const DAY_AREAS: readonly CategoryId[] = ["general", "love", "career", "personal_development", "spirituality", "projects", "emotions", "creativity"];

type Opening = (card: Drawn) => string;

const OPENINGS: readonly Opening[] = [
  (card) => `**${card.title}** is the card for today, and it brings ${keyword(card, 0)} and ${keyword(card, 1)} to the front.`,
  (card) => `Today belongs to **${card.ref}**, a card of ${keyword(card, 0)} and ${keyword(card, 1)}.`,
  (card) => `**${card.title}** sets the tone for today: ${keyword(card, 0)}, with a thread of ${keyword(card, 1)} running through it.`,
  (card) => `With **${card.ref}** as the card of the day, ${keyword(card, 0)} is close at hand.`,
  (card) => `The day opens under **${card.ref}**, which speaks of ${keyword(card, 0)} more than of anything else.`,
];

const ADVICE_FRAMES: readonly ((advice: string) => string)[] = [
  (advice) => `For today: ${lowerFirst(advice)}`,
  (advice) => `A thought to carry through the day: ${lowerFirst(advice)}`,
  (advice) => `If you take one thing from it, take this: ${lowerFirst(advice)}`,
  (advice) => `Its advice for the hours ahead: ${lowerFirst(advice)}`,
];

/** One sentence of the card's text on the day's area that reads on its own (the first one always does). */
function areaSentence(card: Drawn, area: CategoryId, rng: Rng): string {
  const sentences = categorySentences(card, area, rng);
  return sentences[0];
}

function elementSentence(card: Drawn): string {
  const { element } = card.knowledge;
  return `As a card of ${element}, it favours ${ELEMENT_QUALITY[element]}: a good day to make room for ${hopefulKeyword(card, 2)}.`;
}

export function composeDailyMessage({ card: name, date }: { card: CardName; date: string }): string {
  const rng = rngFromText(JSON.stringify(["daily", name, date]));
  const card = drawnCard(name, { id: "card_of_the_day", label: "Card of the day" }, 0, rng);
  const upright = uprightSentences(card, "general");
  const sentences = [rng.pick(OPENINGS)(card), upright.length > 0 ? rng.pick(upright) : card.knowledge.summary, areaSentence(card, rng.pick(DAY_AREAS), rng)];
  // Some days add the card's element, so the length varies as well as the words (four or five sentences).
  if (rng.next() < 0.5) sentences.push(elementSentence(card));
  sentences.push(rng.pick(ADVICE_FRAMES)(card.knowledge.advice));
  return `${sentences.join(" ")}\n`;
}

