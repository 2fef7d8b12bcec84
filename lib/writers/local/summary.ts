import "server-only";
import type { Rng } from "@/lib/random";
import type { Spread, SpreadId } from "@/lib/tarot/spreads";
import type { ReadingPrompt } from "../types";
import type { YesNoLeaning } from "@/lib/tarot/cards";
import { anchored, hopefulKeyword, keyword, verdictOf, type Drawn } from "./cards";
import { ownPhrasing } from "./own-phrasing";
import { questionShape } from "../question-shape";
import { CHOICE_LEANS, CHOICE_MEANING, OPEN_BALANCE, type Subject } from "./phrases/summary";
import { voicePhrases } from "./phrases/voices";
import { AREAS, LEAN_PLURAL, LEANS, numberWord } from "./phrases/vocabulary";
import type { Slot } from "./slots";
import { capitalise, joinAnd, quotedQuestion, subjectPhrase } from "./text";

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
  const about = subjectLine(prompt.question, cards, rng);

  if (spread.verdict) {
    const verdict = verdictOf(cards);
    const shape = questionShape(prompt.question);
    if (shape.kind === "either_or" && shape.options) {
      // A choice has no yes or no: the cards' leanings are read as votes for one option or the other.
      const choice = choiceSentences(cards, shape.options, rng);
      add(0, opening);
      if (about) add(0, about);
      choice.forEach((text) => add(0, text));
      return slots;
    }
    if (shape.kind === "yes_no") {
      add(0, `**Verdict: ${capitalise(verdict)}.** ${opening}`);
      if (about) add(0, about);
      add(0, tallySentence(cards));
      add(0, rng.pick(verdictMeaning[verdict]));
      return slots;
    }
    // An open question asked of a verdict spread gets the cards' balance, not a yes or no to nothing in particular.
    add(0, opening);
    if (about) add(0, about);
    add(0, tallySentence(cards));
    add(0, anchored(rng.pick(cards), rng.pick(OPEN_BALANCE[verdict]), rng));
    return slots;
  }

  add(0, opening);
  if (about) add(0, about);
  if (cards.length === 1) {
    // One card's reading is short: the card's own summary gives way to the question's subject if it must.
    add(about ? 1 : 0, cards[0].knowledge.summary);
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

/**
 * A choice read against the cards: a card that leans yes speaks for the option the question names first
 * (the step it proposes), one that leans no for the other; the balance says which the cards favour, and why.
 */
function choiceSentences(cards: readonly Drawn[], options: readonly [string, string], rng: Rng): string[] {
  const [first, second] = options.map(quotedQuestion);
  const voices = (leaning: YesNoLeaning) => cards.filter((card) => card.knowledge.yesNo === leaning);
  const names = (members: readonly Drawn[]) => joinAnd(members.map((card) => card.ref));
  const themes = (members: readonly Drawn[]) => joinAnd(members.map((card) => keyword(card, 2)));
  const forFirst = voices("yes");
  const forSecond = voices("no");
  const verdict = verdictOf(cards);
  const lean = verdict === "yes" ? { favoured: first, other: second, with: forFirst, against: forSecond } : { favoured: second, other: first, with: forSecond, against: forFirst };
  const sentences: string[] = [];
  if (verdict === "maybe") {
    const sides = [
      forFirst.length > 0 ? `${names(forFirst)} ${forFirst.length > 1 ? "speak" : "speaks"} for ${first}, through ${themes(forFirst)}` : "",
      forSecond.length > 0 ? `${names(forSecond)} ${forSecond.length > 1 ? "speak" : "speaks"} for ${second}, through ${themes(forSecond)}` : "",
    ].filter(Boolean);
    sentences.push(
      sides.length === 2
        ? `Read as a choice, the cards do not settle it: ${sides[0]}, while ${sides[1]}.`
        : `Read as a choice, the cards favour neither ${first} nor ${second}: ${names(cards)} hold back from either side.`,
    );
  } else {
    const against = lean.against.length > 0 ? `, while ${names(lean.against)} ${lean.against.length > 1 ? "hold" : "holds"} out for ${lean.other}` : "";
    sentences.push(
      `${capitalise(rng.pick(CHOICE_LEANS)(lean.favoured, lean.other))}: ${names(lean.with)} ${lean.with.length > 1 ? "speak" : "speaks"} for it through ${themes(lean.with)}${against}.`,
    );
  }
  sentences.push(rng.pick(CHOICE_MEANING));
  return sentences;
}

/** The question's own subject named back, with what the cards bring to it: no two questions or draws read alike. */
function subjectLine(question: string, cards: readonly Drawn[], rng: Rng): string | null {
  const subject = subjectPhrase(question);
  if (!subject) return null;
  const card = rng.pick(cards);
  const other = cards.find((drawn) => drawn !== card);
  const themes = `${hopefulKeyword(card, 0)}${other ? ` and ${hopefulKeyword(other, 1)}` : ""}`;
  return capitalise(
    rng.pick([
      `on ${subject}, the cards turn first to ${themes}.`,
      `as for ${subject}, ${card.ref} brings ${hopefulKeyword(card, 0)} into it${other ? `, and ${other.ref} adds ${hopefulKeyword(other, 1)}` : ""}.`,
      `what the spread has to say on ${subject} runs through ${themes}.`,
      `${card.ref} sets the tone on ${subject}, with ${themes} at its centre.`,
      `for ${subject}, read ${themes} as the words that matter most.`,
    ]),
  );
}
