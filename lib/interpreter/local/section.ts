import type { Rng } from "@/lib/random";
import type { ReadingPrompt } from "../types";
import { categorySentences, summaryMeaning, uprightSentences } from "./card-texts";
import { keyword, type Drawn } from "./cards";
import { CODAS, EXTRA_ADVICE, LEADS, POSITION_ADVICE, REQUIRED_CODA, YES_NO_CODAS, type LeadVars } from "./phrases/sections";
import { AREAS, ELEMENT_QUALITY, LEAN_NOUN, ORDINALS } from "./phrases/vocabulary";
import type { Slot } from "./slots";
import { astrologyName, capitalise, lowerFirst, openingWords } from "./text";

/** A card's section: a lead for its position, the category's text, a choice of extras, and a closing line. */

export function pickLeads(cards: readonly Drawn[], prompt: ReadingPrompt, rng: Rng): string[] {
  const used = new Set<string>();
  const openings = new Set<string>();
  return cards.map((card) => {
    const poolKey = prompt.type === "yes_no" ? "yes_no" : card.position;
    const pool = LEADS[poolKey];
    if (!pool) throw new Error(`No phrasing for position ${card.position}`);
    const leaning = card.knowledge.yesNo;
    const vars: LeadVars = {
      card: card.ref,
      Card: card.title,
      k1: keyword(card, 0),
      k2: keyword(card, 1),
      area: rng.pick(AREAS[prompt.category]),
      ordinal: ORDINALS[card.index],
      leanNoun: LEAN_NOUN[leaning],
    };
    const candidates = rng
      .shuffle(pool.map((lead, index) => ({ index, text: capitalise(lead(vars)) })))
      .filter((candidate) => !used.has(`${poolKey}:${candidate.index}`));
    const chosen = candidates.find((candidate) => !openings.has(openingWords(candidate.text))) ?? candidates[0];
    used.add(`${poolKey}:${chosen.index}`);
    openings.add(openingWords(chosen.text));
    return chosen.text;
  });
}

export function sectionSlots(
  prompt: ReadingPrompt,
  card: Drawn,
  lead: string,
  adviceTaken: boolean,
  used: Set<string>,
  rng: Rng,
): Slot[] {
  const part = card.index + 1;
  const slots: Slot[] = [];
  const add = (order: number, tier: Slot["tier"], text: string) => {
    if (used.has(text)) return;
    used.add(text);
    slots.push({ part, order, tier, text });
  };
  const { knowledge } = card;

  add(0, 0, lead);
  if (prompt.type === "yes_no") add(1, 0, knowledge.yesNoReason);
  categorySentences(card, prompt.category, rng).forEach((sentence, index) => add(2 + index, index === 0 ? 0 : 1, sentence));
  if (card.position === "Advice") add(10, 0, `${rng.pick(POSITION_ADVICE)}${lowerFirst(knowledge.advice)}`);

  // Extras, in a seeded order of preference; the length budget decides how many stay.
  const extras: string[] = [];
  const upright = rng.shuffle(uprightSentences(card, prompt.category));
  if (upright[0]) extras.push(upright[0]);
  if (prompt.type !== "one_card") extras.push(summaryMeaning(card));
  extras.push(
    rng.pick([
      `As ${knowledge.element === "Air" || knowledge.element === "Earth" ? "an" : "a"} ${knowledge.element} card linked to ${astrologyName(knowledge.astrology)}, ${card.ref} brings ${ELEMENT_QUALITY[knowledge.element]} to this part of the reading.`,
      `Its ties to ${astrologyName(knowledge.astrology)} and to the element of ${knowledge.element} lend it ${ELEMENT_QUALITY[knowledge.element]}.`,
    ]),
  );
  if (!adviceTaken && card.position !== "Advice") extras.push(`${rng.pick(EXTRA_ADVICE)}${lowerFirst(knowledge.advice)}`);
  if (upright[1]) extras.push(upright[1]);
  rng.shuffle(extras).forEach((text, index) => add(20 + index, 2, text));

  const codas = prompt.type === "yes_no" ? YES_NO_CODAS[knowledge.yesNo] : CODAS[card.position] ?? [];
  const coda = rng.shuffle(codas).find((text) => !used.has(text));
  if (coda) add(40, REQUIRED_CODA.has(card.position) ? 0 : 2, coda);
  return slots;
}
