import "server-only";
import type { Rng } from "@/lib/random";
import { knowledgeOf, type CardKnowledge, type YesNoLeaning } from "@/lib/tarot/cards";
import { cardByName, type CardName } from "@/lib/tarot/deck";
import type { Position, PositionRole, Spread } from "@/lib/tarot/spreads";
import type { ReadingPrompt } from "../types";
import { capitalise, lowerFirst, nameInSentence, possessive } from "./text";

/** The drawn cards as the writer sees them: our texts for each, its position, and its keywords in a seeded order. */

// Keywords that read oddly outside their own context, or that a health reading should not raise.
const AWKWARD_KEYWORDS = new Set(["legal matters", "fertility", "healing", "travel"]);

export type Drawn = {
  name: CardName;
  knowledge: CardKnowledge;
  /** The position's label, as the heading prints it. */
  position: string;
  /** What the position asks of the card; none: the writer reads it in plain words under its label. */
  role: PositionRole | undefined;
  index: number;
  /** Sentence-start and mid-sentence forms of the name. */
  title: string;
  ref: string;
  /** Upright keywords in a seeded order: [0..1] open the section, [2] the summary, [3] the synthesis. */
  keywords: string[];
};

export function drawCards(prompt: ReadingPrompt<string>, spread: Spread<string>, rng: Rng): Drawn[] {
  if (prompt.cards.length !== spread.cardCount) {
    throw new Error(`${spread.id} takes ${spread.cardCount} cards, got ${prompt.cards.length}`);
  }
  return prompt.cards.map((name, index) => drawnCard(name, spread.positions[index], index, rng));
}

/** One card as the writer sees it in a position (the card of the day has a position of its own). */
export function drawnCard(name: CardName, position: Position, index: number, rng: Rng): Drawn {
  const card = cardByName(name);
  if (!card) throw new Error(`Unknown card: ${name}`);
  const knowledge = knowledgeOf(card);
  const ref = nameInSentence(card.name);
  const keywords = rng.shuffle(knowledge.keywords.upright.filter((keyword) => !AWKWARD_KEYWORDS.has(keyword)));
  return { name: card.name, knowledge, position: position.label, role: position.role, index, title: capitalise(ref), ref, keywords };
}

export const keyword = (card: Drawn, index: number) => card.keywords[index % card.keywords.length];

// Where a reading says where things are heading, it names a card's hopeful side rather than its shadow.
const SHADOW_KEYWORDS = new Set([
  "anxiety", "illusion", "uncertainty", "temptation", "unhealthy patterns", "feeling trapped", "materialism",
  "compulsion", "shadow self", "attachment", "upheaval", "disruption", "collapse of illusions", "sudden change",
  "sacrifice", "endings", "inevitable change", "suspension",
]);

/**
 * Words of a card's shadow side beyond its keywords, as our texts spell them; a sentence naming one of
 * them, or one of the card's shadow keywords, is not the card's light side.
 */
const SHADOW_WORDS =
  /\b(?:possessive\w*|codependen\w*|control|debt|compulsi\w*|obsess\w*|jealous\w*|crav\w*|resent\w*|addict\w*|trap\w*|chain\w*|fears?|anxi\w*|illusions?|decepti\w*|deceiv\w*|confus\w*|upheaval|collapse\w*|chaos|destr\w*|crisis|loss|grief|overwork|dogma\w*|ego|sunk costs?|darker|perfectionism|manipulat\w*|betray\w*|shadow\w*|temptation\w*|materialism|unhealthy|substances|handcuffs|shaken|shake-up|abrupt|restructuring|falls through|proves untrue)\b/i;

export function isShadowSentence(card: Drawn, sentence: string): boolean {
  const lower = sentence.toLowerCase();
  return SHADOW_WORDS.test(sentence) || card.knowledge.keywords.upright.some((word) => SHADOW_KEYWORDS.has(word) && lower.includes(word));
}

/** The card's light keywords, in its seeded order: none for a card whose every upright keyword is a shadow (the Devil). */
export const lightKeywords = (card: Drawn) => card.keywords.filter((word) => !SHADOW_KEYWORDS.has(word));

export function hopefulKeyword(card: Drawn, index: number): string {
  const hopeful = lightKeywords(card);
  return hopeful.length > 0 ? hopeful[index % hopeful.length] : keyword(card, index);
}

const LEANING_SCORE: Record<YesNoLeaning, number> = { yes: 1, no: -1, maybe: 0 };

export function verdictOf(cards: readonly Drawn[]): YesNoLeaning {
  const score = cards.reduce((sum, card) => sum + LEANING_SCORE[card.knowledge.yesNo], 0);
  return score > 0 ? "yes" : score < 0 ? "no" : "maybe";
}

/**
 * The card whose advice closes the synthesis: in a verdict spread, the first card that leans the way the
 * verdict does; otherwise the second card (the present, the challenge: where the querent has most say), or a single card.
 */
export function keyCard(spread: Spread<string>, cards: readonly Drawn[]): Drawn {
  if (spread.verdict) {
    const verdict = verdictOf(cards);
    return cards.find((card) => card.knowledge.yesNo === verdict) ?? cards[0];
  }
  return cards[Math.min(1, cards.length - 1)];
}

/** The lead-ins each drawn card has used already: one reading never ties two lines to its card the same way. */
const leadsUsed = new WeakMap<Drawn, Set<number>>();

/**
 * A line that would read the same in every reading (a closing line, a card's fixed yes/no reason or area text),
 * tied now and then to this card or one of its themes, so that it does not recur word for word across readings.
 */
export function anchored(card: Drawn, text: string, rng: Rng): string {
  const namesCard = text.startsWith(card.title);
  const body = namesCard ? `${card.ref}${text.slice(card.title.length)}` : lowerFirst(text);
  const leads = [
    namesCard ? null : `With ${card.ref} here, ${body}`,
    `Where ${hopefulKeyword(card, 0)} is concerned, ${body}`,
    namesCard ? null : `Given ${possessive(card.ref)} ${hopefulKeyword(card, 1)}, ${body}`,
    `In the light of ${hopefulKeyword(card, 2)}, ${body}`,
  ];
  const used = leadsUsed.get(card) ?? new Set<number>();
  leadsUsed.set(card, used);
  const index = Math.floor(rng.next() * (leads.length + 2));
  const lead = leads[index];
  if (!lead || used.has(index)) return text;
  used.add(index);
  return lead;
}
