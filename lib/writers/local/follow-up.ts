import "server-only";
import { rngFromText, type Rng } from "@/lib/random";
import { CATEGORY_IDS, type CategoryId } from "@/lib/tarot/categories";
import { SPREADS, getSpread, type PositionRole, type SpreadTable } from "@/lib/tarot/spreads";
import type { FollowUpPrompt } from "../types";
import { categorySentences, uprightSentences } from "./card-texts";
import { drawCards, keyword, type Drawn } from "./cards";
import { AREAS, ordinal } from "./phrases/vocabulary";
import { voiceSignOff } from "./phrases/voices";
import { capitalise, joinAnd, lowerFirst, quotedQuestion } from "./text";

/**
 * The offline writer's answer to a follow-up (docs/product.md#follow-up-questions): the same cards in their
 * positions, read through our card texts for what the question's own words are about. Which cards it
 * speaks of, which area of life, and which of each card's sentences it quotes all follow from the
 * question's words; a question that asks for another card is told that a follow-up reads the same cards.
 */

/** What each role says about a follow-up: the part of the question that card answers. */
const ROLE_SENSE: Record<Exclude<PositionRole, "heart">, string> = {
  past: "what led here",
  present: "where this stands now",
  future: "where this is heading",
  situation: "the matter as it is",
  challenge: "what stands in the way",
  hidden_influence: "what works out of sight",
  advice: "the way the cards suggest",
  outcome: "where this is heading",
};

/**
 * How a follow-up names a card's place: a voice of the verdict, its position and what that position
 * answers, or (the heart of the matter, a position without a role) its label in running text.
 */
function positionRole(card: Drawn, verdict: boolean): string {
  if (verdict) return `as the ${ordinal(card.index)} voice of the verdict`;
  if (!card.role || card.role === "heart") return `as ${lowerFirst(card.position)}`;
  return `in the ${card.position} position, ${ROLE_SENSE[card.role]}`;
}

/** Words that point a follow-up at an area of life, whatever the reading's own category was. */
const CATEGORY_WORDS: Partial<Record<CategoryId, readonly string[]>> = {
  love: ["love", "partner", "relationship", "boyfriend", "girlfriend", "husband", "wife", "dating", "date", "crush", "marriage", "romance", "ex"],
  career: ["job", "work", "career", "team", "boss", "colleague", "money", "salary", "business", "office", "promotion", "interview", "finance", "manager", "client"],
  health: ["health", "sleep", "energy", "rest", "body", "tired", "exercise", "wellbeing", "stress"],
  personal_development: ["grow", "growth", "myself", "habit", "confidence", "discipline", "learn"],
  spirituality: ["spirit", "spiritual", "meaning", "soul", "faith", "purpose", "meditation"],
  projects: ["project", "plan", "launch", "deadline", "goal", "start", "build"],
  emotions: ["feel", "feeling", "feelings", "anxious", "sad", "angry", "afraid", "fear", "lonely", "emotion", "emotions"],
  creativity: ["create", "creative", "art", "write", "writing", "novel", "music", "paint", "design"],
};

const STOP_WORDS = new Set(
  "a an the and or but if of to in on at for with about from by is are was were be been am do does did what how why when where who which this that these those it its my me i you your we our they them their can could should would will shall may might mean means card cards tell say says more".split(" "),
);

const ASKS_FOR_CARD = /\b(draw|pull|deal|add|another|extra|new|one more|different|fourth|fifth|sixth)\b[^.?!]{0,20}\bcards?\b|\b(draw|pull) (again|more)\b|\breshuffle\b/i;
const ASKS_WHEN = /\b(when|how long|how soon|what date|which month|which year)\b/i;

function contentWords(question: string): string[] {
  return (question.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => word.length > 2 && !STOP_WORDS.has(word));
}

/** Shared stems ("teams" and "team", "working" and "work") count as the same word. */
const stem = (word: string) => word.toLowerCase().slice(0, 5);

function overlap(sentence: string, stems: ReadonlySet<string>): number {
  return contentWords(sentence).filter((word) => stems.has(stem(word))).length;
}

function categoryOf(words: readonly string[], fallback: CategoryId): CategoryId {
  const found = CATEGORY_IDS.find((id) => CATEGORY_WORDS[id]?.some((word) => words.includes(word)));
  return found ?? fallback;
}

/** The cards the question names, by card or by position; none named: all of them (at most three, the best matched). */
function cardsAskedAbout(cards: readonly Drawn[], question: string, stems: ReadonlySet<string>): Drawn[] {
  const lower = question.toLowerCase();
  const named = cards.filter((card) => lower.includes(card.name.toLowerCase().replace(/^the /, "")) || lower.includes(card.position.toLowerCase()));
  if (named.length > 0) return named;
  if (cards.length <= 3) return [...cards];
  const scored = cards.map((card) => ({ card, score: overlap(`${card.knowledge.summary} ${card.knowledge.keywords.upright.join(" ")}`, stems) }));
  return scored
    .sort((a, b) => b.score - a.score || a.card.index - b.card.index)
    .slice(0, 3)
    .map(({ card }) => card)
    .sort((a, b) => a.index - b.index);
}

/** The sentence of the card's texts that shares most with the question, among the area's text and the upright meaning. */
function bestSentence(card: Drawn, category: CategoryId, stems: ReadonlySet<string>, used: Set<string>, rng: Rng): string {
  // The area's own text wins a tie: it is what the question's words pointed at.
  const candidates = [
    ...categorySentences(card, category, rng).map((text) => ({ text, score: overlap(text, stems) + 0.5 })),
    ...uprightSentences(card, category).map((text) => ({ text, score: overlap(text, stems) })),
  ].filter((candidate) => !used.has(candidate.text));
  const ranked = rng.shuffle(candidates).sort((a, b) => b.score - a.score);
  const chosen = ranked[0]?.text ?? card.knowledge.summary;
  used.add(chosen);
  return chosen;
}

function cardParagraph(card: Drawn, category: CategoryId, stems: ReadonlySet<string>, used: Set<string>, verdict: boolean, rng: Rng): string {
  const area = rng.pick(AREAS[category]);
  const role = positionRole(card, verdict);
  const lead = rng.pick([
    `${capitalise(card.ref)}, ${role}, brings ${keyword(card, 0)} and ${keyword(card, 1)} to ${area}.`,
    `Read ${role}, ${card.ref} turns this toward ${keyword(card, 0)} and ${keyword(card, 1)} in ${area}.`,
    `For ${area}, ${card.ref} ${role.startsWith("in ") ? `sits ${role}` : `speaks ${role}`}, and it speaks of ${keyword(card, 0)}.`,
  ]);
  const parts = [lead, bestSentence(card, category, stems, used, rng)];
  if (verdict) parts.push(card.knowledge.yesNoReason);
  return parts.join(" ");
}

/** A follow-up's answer in markdown: a few paragraphs, no headings, never a card that was not drawn. */
export function composeFollowUp({ reading, question }: FollowUpPrompt<string>, spreads: SpreadTable = SPREADS): string {
  const spread = getSpread(reading.type, spreads);
  const rng = rngFromText(JSON.stringify(["follow-up", question.replace(/\s+/g, " ").trim(), reading.type, reading.category, reading.cards]));
  const cards = drawCards(reading, spread, rng);
  const words = contentWords(question);
  const stems = new Set(words.map(stem));
  const category = categoryOf(words, reading.category);
  const focus = cardsAskedAbout(cards, question, stems);
  const used = new Set<string>();

  const table = joinAnd(cards.map((card) => `${card.ref} (${card.position})`));
  const opening = [
    rng.pick([`You asked ${quotedQuestion(question)}, and the same cards answer it: ${table}.`, `To ${quotedQuestion(question)}, the cards already on the table reply: ${table}.`]),
  ];
  if (ASKS_FOR_CARD.test(question)) {
    opening.push("A follow-up reads the cards you drew and never adds one: no new card is drawn here. A new reading draws new cards.");
  }
  if (ASKS_WHEN.test(question)) opening.push("The cards do not give dates; they speak of readiness, and of what would make the moment right.");

  const paragraphs = [opening.join(" "), ...focus.map((card) => cardParagraph(card, category, stems, used, spread.verdict, rng))];
  const adviser = focus.find((card) => card.role === "advice") ?? cards.find((card) => card.role === "advice") ?? focus[0];
  paragraphs.push(`${rng.pick(["For this question, the advice of ", "What to do with it comes from ", "As a next step, take the counsel of "])}${adviser.ref}: ${lowerFirst(adviser.knowledge.advice)}`);
  const signOff = voiceSignOff(reading.voice, { card: adviser, area: AREAS[category][0] }, rng);
  if (signOff) paragraphs[paragraphs.length - 1] += ` ${signOff}`;
  return `${paragraphs.join("\n\n")}\n`;
}
