import "server-only";
import type { Rng } from "@/lib/random";
import type { Spread, SpreadId } from "@/lib/tarot/spreads";
import type { ReadingPrompt } from "../types";
import { hopefulKeyword, keyword, verdictOf, type Drawn } from "./cards";
import { ownPhrasing } from "./own-phrasing";
import type { Subject } from "./phrases/summary";
import { voicePhrases } from "./phrases/voices";
import { AREAS, LEAN_PLURAL, LEANS, numberWord } from "./phrases/vocabulary";
import type { Slot } from "./slots";
import { capitalise, joinAnd, quotedQuestion } from "./text";

/** The summary: the question quoted once, the cards named, then a verdict (Yes or No spread) or the mood and the thread. */

type Thread = (k: (index: number) => string, last: number) => readonly string[];

/** The thread through the cards, in the words of a spread's own positions; other spreads have the generic one. */
const THREADS: Partial<Record<SpreadId, Thread>> = {
  three_cards: (k) => [
    `The thread runs from ${k(0)} in the past, through ${k(1)} today, toward ${k(2)}.`,
    `Its story moves from ${k(0)} behind you to ${k(1)} now, and on toward ${k(2)}.`,
  ],
};

const GENERIC_THREAD: Thread = (k, last) => [
  `At its core, the spread is about ${k(0)} meeting ${k(1)}, with ${k(last)} as the likely direction.`,
  `The heart of it is ${k(0)}, tested by ${k(1)} and opening toward ${k(last)}.`,
];

export function summarySlots(prompt: ReadingPrompt<string>, spread: Spread<string>, cards: readonly Drawn[], rng: Rng): Slot[] {
  const { openings, tones, verdictMeaning } = voicePhrases(prompt.voice);
  const area = rng.pick(AREAS[prompt.category]);
  const subject: Subject = { text: joinAnd(cards.map((card) => card.ref)), plural: cards.length > 1 };
  const opening = rng.pick(openings)(quotedQuestion(prompt.question), subject, area);
  const slots: Slot[] = [];
  const add = (tier: Slot["tier"], text: string) => slots.push({ part: 0, order: slots.length, tier, text });

  if (spread.verdict) {
    const verdict = verdictOf(cards);
    add(0, `**Verdict: ${capitalise(verdict)}.** ${opening}`);
    add(0, tallySentence(cards));
    add(0, rng.pick(verdictMeaning[verdict]));
    return slots;
  }

  add(0, opening);
  if (cards.length === 1) {
    add(0, cards[0].knowledge.summary);
    return slots;
  }

  const bright = cards.filter((card) => card.knowledge.yesNo === "yes");
  const hard = cards.filter((card) => card.knowledge.yesNo === "no");
  const score = bright.length - hard.length;
  const mood = score > 0 ? "bright" : score < 0 ? "hard" : "mixed";
  const named = mood === "bright" ? bright : hard;
  add(0, rng.pick(tones[mood])(joinAnd(named.map((card) => card.ref)), named.length > 1));

  const k = (index: number) => (index === cards.length - 1 ? hopefulKeyword : keyword)(cards[index], 2);
  const thread = ownPhrasing(THREADS, spread.id) ?? GENERIC_THREAD;
  add(1, rng.pick(thread(k, cards.length - 1)));
  return slots;
}

function tallySentence(cards: readonly Drawn[]): string {
  const groups = (["yes", "no", "maybe"] as const)
    .map((leaning) => ({ leaning, members: cards.filter((card) => card.knowledge.yesNo === leaning) }))
    .filter((group) => group.members.length > 0);
  if (groups.length === 1) {
    const { leaning } = groups[0];
    return `All ${numberWord(cards.length)} cards ${LEAN_PLURAL[leaning]}.`;
  }
  const clauses = groups.map(
    ({ leaning, members }) =>
      `${joinAnd(members.map((card) => card.ref))} ${members.length > 1 ? LEAN_PLURAL[leaning] : LEANS[leaning]}`,
  );
  const sentence = clauses.length === 2 ? `${clauses[0]}, while ${clauses[1]}` : `${clauses[0]}, ${clauses[1]}, and ${clauses[2]}`;
  return `${capitalise(sentence)}.`;
}
