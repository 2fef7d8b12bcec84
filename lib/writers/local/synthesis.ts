import "server-only";
import type { Rng } from "@/lib/random";
import type { CardKnowledge } from "@/lib/tarot/cards";
import type { Spread, SpreadId } from "@/lib/tarot/spreads";
import type { ReadingPrompt } from "../types";
import { questionShape } from "../question-shape";
import { anchored, hopefulKeyword, keyCard, keyword, lightKeywords, type Drawn } from "./cards";
import { ownPhrasing } from "./own-phrasing";
import { ACTIONS, PROFESSIONAL_HELP } from "./phrases/synthesis";
import { addsOwnLines, voicePhrases } from "./phrases/voices";
import { AREAS, ELEMENT_QUALITY, numberWord } from "./phrases/vocabulary";
import type { Slot } from "./slots";
import { capitalise, joinAnd, lowerFirst, subjectPhrase } from "./text";

/** The synthesis: what the cards say together, then the key card's counsel and one concrete step, in either order. */

export function synthesisSlots(prompt: ReadingPrompt<string>, spread: Spread<string>, cards: readonly Drawn[], part: number, rng: Rng): Slot[] {
  const slots: Slot[] = [];
  const voice = voicePhrases(prompt.voice);
  const add = (order: number, tier: Slot["tier"], text: string) => slots.push({ part, order, tier, text });
  const k = (index: number) =>
    (!spread.verdict && index === cards.length - 1 ? hopefulKeyword : keyword)(cards[index], 3);
  const area = rng.pick(AREAS[prompt.category]);

  const last = cards.length - 1;
  // Built lazily: each spread's lines name positions the other spreads do not have. A spread without
  // lines of its own is tied together in words that fit any number of cards.
  const ties: Partial<Record<SpreadId, () => readonly string[]>> = {
    one_card: () => [
      // Room is made only for a light keyword; a card all shadow (the Devil) asks to be looked at instead.
      `Taken as a whole, ${cards[0].ref} asks you to ${lightKeywords(cards[0]).length > 0 ? "make room for" : "look honestly at"} ${k(0)} in ${area}.`,
      `The single card keeps the message simple: ${k(0)} is the thread to follow in ${area}.`,
      `With one card, the reading is a focus rather than a forecast, and the focus is ${k(0)}.`,
    ],
    yes_no: () => [
      `Taken together, the three cards suggest that the answer turns on ${k(0)}, ${k(1)} and ${k(2)} more than on luck.`,
      `Seen side by side, ${joinAnd(cards.map((card) => card.ref))} describe a question in which ${k(0)}, ${k(1)} and ${k(2)} all play a part.`,
      `${questionShape(prompt.question).kind === "yes_no" ? "Whatever the verdict" : "Whichever way you turn"}, these cards agree that ${k(0)}, ${k(1)} and ${k(2)} deserve your attention in ${area}.`,
    ],
    three_cards: () => [
      `Taken together, the cards trace a line from ${k(0)} behind you, through ${k(1)} now, to ${k(2)} ahead, and the present is where you have the most influence.`,
      `The three cards read as one movement: what began with ${cards[0].ref} is being worked out through ${cards[1].ref}, and ${cards[2].ref} shows where that work can lead.`,
      `Past, present and future are linked here: ${cards[0].ref} laid the ground, ${cards[1].ref} is the task in hand, and ${cards[2].ref} is the promise if you keep going.`,
    ],
    tarot: () => [
      `Put together, the spread shows ${k(0)} being tested by ${k(1)}, with ${k(2)} working quietly underneath; ${cards[3].ref} offers the way through, and ${cards[4].ref} shows where it can lead.`,
      `The five cards form one picture: the situation of ${cards[0].ref} meets the challenge of ${cards[1].ref}, ${cards[2].ref} shapes things from below, and the advice of ${cards[3].ref} points toward ${cards[4].ref}.`,
      `Seen as a whole, this is a story of ${k(0)} and ${k(1)} finding a way, through ${k(3)}, toward ${k(4)}.`,
    ],
  };
  const genericTies = () => [
    `Taken together, the cards speak of ${joinAnd(cards.map((_, index) => k(index)))} in ${area}.`,
    `Read in order, the spread moves from ${k(0)} toward ${k(last)}, and each card along the way adds something of its own.`,
    `Seen as a whole, the spread tells one story about ${area}, and it leans toward ${k(last)}.`,
  ];
  // One card has nothing to tie together, so its opening line may give way to the length budget.
  const tie = rng.pick((ownPhrasing(ties, spread.id) ?? genericTies)());
  const subject = subjectPhrase(prompt.question);
  const lead = subject ? rng.pick([`As for ${subject}: `, `On ${subject}: `, `Brought back to ${subject}: `, `Returning to ${subject}: `]) : "";
  add(0, cards.length === 1 ? 1 : 0, lead ? `${lead}${lowerFirst(tie)}` : capitalise(tie));

  const elementCounts = new Map<CardKnowledge["element"], number>();
  for (const card of cards) elementCounts.set(card.knowledge.element, (elementCounts.get(card.knowledge.element) ?? 0) + 1);
  const [dominant, count] = [...elementCounts.entries()].sort((a, b) => b[1] - a[1])[0];
  if (cards.length > 1 && count > cards.length / 2) {
    const share = count === cards.length ? `all ${numberWord(cards.length)}` : `${numberWord(count)} of the ${numberWord(cards.length)}`;
    add(1, 2, `With ${share} cards belonging to ${dominant}, the reading carries a strong current of ${ELEMENT_QUALITY[dominant]}.`);
  }

  const key = keyCard(spread, cards);
  const counsel = rng.pick(voice.counsel);
  const counselLine = counsel.line(key, lowerFirst(key.knowledge.advice));
  const referral = prompt.category === "health" ? [rng.pick(PROFESSIONAL_HELP)] : [];
  const step = anchored(key, rng.pick(ACTIONS[prompt.category]), rng);
  // The counsel's wording decides whether it or the step ends the synthesis, so endings vary.
  const closing = counsel.last ? [...referral, step, counselLine] : [counselLine, ...referral, step];
  closing.forEach((text, index) => add(2 + index, 0, text));
  // A voice other than gentle turns to the whole picture and signs off in its own words, where the spread's length allows.
  if (addsOwnLines(voice)) {
    add(-1, 1, rng.pick(voice.transitions)({ card: key, area }));
    add(10, 1, rng.pick(voice.closings)({ card: key, area }));
  }
  return slots;
}
