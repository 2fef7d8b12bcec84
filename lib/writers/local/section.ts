import "server-only";
import type { Rng } from "@/lib/random";
import type { Spread } from "@/lib/tarot/spreads";
import type { ReadingPrompt } from "../types";
import { categorySentences, summaryMeaning, uprightSentences } from "./card-texts";
import { anchored, keyword, type Drawn } from "./cards";
import { questionShape } from "../question-shape";
import { CHOICE_CODAS, REQUIRED_CODA, type LeadVars } from "./phrases/sections";
import { voicePhrases, type VoicePhrases } from "./phrases/voices";
import { AREAS, ELEMENT_QUALITY, LEAN_NOUN, ordinal } from "./phrases/vocabulary";
import type { Slot } from "./slots";
import { astrologyName, capitalise, lowerFirst, openingWords } from "./text";

/** A card's section: a lead for its position's role, the category's text, a choice of extras, and a closing line. */

/** Which leads open a card's section: the verdict's in a verdict spread, else its role's, else the ones that name the position. */
function leadPool(spread: Spread<string>, card: Drawn, { leads }: VoicePhrases) {
  if (spread.verdict) return { name: "verdict", leads: leads.verdict };
  if (card.role) return { name: card.role, leads: leads.role(card.role) };
  return { name: "generic", leads: leads.generic };
}

export function pickLeads(cards: readonly Drawn[], prompt: ReadingPrompt<string>, spread: Spread<string>, rng: Rng): string[] {
  const used = new Set<string>();
  const openings = new Set<string>();
  return cards.map((card) => {
    const { name: poolKey, leads: pool } = leadPool(spread, card, voicePhrases(prompt.voice));
    const leaning = card.knowledge.yesNo;
    const vars: LeadVars = {
      card: card.ref,
      Card: card.title,
      k1: keyword(card, 0),
      k2: keyword(card, 1),
      area: rng.pick(AREAS[prompt.category]),
      ordinal: ordinal(card.index),
      leanNoun: LEAN_NOUN[leaning],
      position: lowerFirst(card.position),
    };
    const shuffled = rng.shuffle(pool.map((lead, index) => ({ index, text: capitalise(lead(vars)) })));
    const candidates = shuffled.filter((candidate) => !used.has(`${poolKey}:${candidate.index}`));
    // A spread with more positions of one role than the role has leads repeats one rather than fail.
    const chosen = candidates.find((candidate) => !openings.has(openingWords(candidate.text))) ?? candidates[0] ?? shuffled[0];
    used.add(`${poolKey}:${chosen.index}`);
    openings.add(openingWords(chosen.text));
    return chosen.text;
  });
}

export function sectionSlots(
  prompt: ReadingPrompt<string>,
  spread: Spread<string>,
  card: Drawn,
  lead: string,
  adviceTaken: boolean,
  used: Set<string>,
  rng: Rng,
): Slot[] {
  const part = card.index + 1;
  const { codas: voiceCodas, positionAdvice, extraAdvice } = voicePhrases(prompt.voice);
  const slots: Slot[] = [];
  const add = (order: number, tier: Slot["tier"], text: string) => {
    if (used.has(text)) return;
    used.add(text);
    slots.push({ part, order, tier, text });
  };
  const { knowledge } = card;

  add(0, 0, lead);
  if (spread.verdict) add(1, 0, anchored(card, knowledge.yesNoReason, rng));
  categorySentences(card, prompt.category, rng).forEach((sentence, index) => add(2 + index, index === 0 ? 0 : 1, anchored(card, sentence, rng)));
  if (card.role === "advice") add(10, 0, `${rng.pick(positionAdvice)}${lowerFirst(knowledge.advice)}`);

  // Extras, in a seeded order of preference; the length budget decides how many stay. A single card's
  // meaning is already the summary's.
  const extras: string[] = [];
  const upright = rng.shuffle(uprightSentences(card, prompt.category));
  if (upright[0]) extras.push(upright[0]);
  if (spread.cardCount > 1) extras.push(summaryMeaning(card));
  extras.push(
    rng.pick([
      `As ${knowledge.element === "Air" || knowledge.element === "Earth" ? "an" : "a"} ${knowledge.element} card linked to ${astrologyName(knowledge.astrology)}, ${card.ref} brings ${ELEMENT_QUALITY[knowledge.element]} to this part of the reading.`,
      `Its ties to ${astrologyName(knowledge.astrology)} and to the element of ${knowledge.element} lend it ${ELEMENT_QUALITY[knowledge.element]}.`,
    ]),
  );
  if (!adviceTaken && card.role !== "advice") extras.push(`${rng.pick(extraAdvice)}${lowerFirst(knowledge.advice)}`);
  if (upright[1]) extras.push(upright[1]);
  rng.shuffle(extras).forEach((text, index) => add(20 + index, 2, text));

  const verdictCodas = questionShape(prompt.question).kind === "either_or" ? CHOICE_CODAS : voiceCodas.yesNo;
  const codas = spread.verdict ? verdictCodas[knowledge.yesNo] : card.role ? voiceCodas.role(card.role) : voiceCodas.generic;
  const coda = rng.shuffle(codas).find((text) => !used.has(text));
  if (coda) add(40, card.role && REQUIRED_CODA.has(card.role) ? 0 : 2, anchored(card, coda, rng));
  return slots;
}

