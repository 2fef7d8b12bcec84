import "server-only";
import { rngFromText, type Rng } from "@/lib/random";
import { CATEGORY_IDS, type CategoryId } from "@/lib/tarot/categories";
import { SPREADS, getSpread, type PositionRole, type SpreadTable } from "@/lib/tarot/spreads";
import { questionLanguage } from "../language";
import { questionShape, type QuestionShape } from "../question-shape";
import type { FollowUpPrompt } from "../types";
import { categorySentences, uprightSentences } from "./card-texts";
import { drawCards, keyword, verdictOf, type Drawn } from "./cards";
import { languageNotice } from "./language-notice";
import { AREAS, LEAN_NOUN, ordinal } from "./phrases/vocabulary";
import { voiceSignOff } from "./phrases/voices";
import { capitalise, joinAnd, lowerFirst, quotedQuestion } from "./text";

/**
 * The offline writer's answer to a follow-up (docs/product.md#follow-up-questions): the same cards in their
 * positions, read for the follow-up's own words rather than the reading again. It names what the
 * follow-up is about, turns to the card or two its words point at (by name, by position, by what the
 * position answers, or by the card's own texts), and answers in the follow-up's shape: a lean for a yes/no
 * question, the two options read against the cards for a choice, the most relevant card's counsel for an
 * open question. A question that asks for another card is told that a follow-up reads the same cards.
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

/** Words of a follow-up that ask about what a role answers ("what is blocking me" → the challenge). */
const ROLE_WORDS: Record<PositionRole, RegExp> = {
  heart: /(?!)/,
  past: /\b(past|before|led|behind|history|why|cause|caused|began|started)\b/i,
  present: /\b(now|present|today|currently|right now|at the moment)\b/i,
  future: /\b(future|next|ahead|coming|will|heading|later|soon)\b/i,
  situation: /\b(situation|stand|state|really going on)\b/i,
  challenge: /\b(block\w*|obstacle|challenge|stand\w* in (?:my|the) way|hold\w* me back|problem|difficult\w*|hard|struggle)\b/i,
  hidden_influence: /\b(hidden|secret|unseen|unaware|don't see|do not see|behind the scenes|really feel)\b/i,
  advice: /\b(should i do|what (?:can|should) i do|do next|advice|how (?:can|do|should) i|what to do|best way|step)\b/i,
  outcome: /\b(outcome|end up|result|lead|turn out|work out|will it)\b/i,
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

const cardWord = (card: Drawn) => card.name.toLowerCase().replace(/^the /, "");

/**
 * What the follow-up is about, in words the answer can say back: its two options, the thing it calls
 * "my …" (as "your …"), or its own content words; undefined when it has none (a bare "Why?").
 */
function subjectOf(question: string, shape: QuestionShape, cards: readonly Drawn[]): string | undefined {
  if (shape.kind === "either_or" && shape.options) return `${quotedQuestion(shape.options[0])} or ${quotedQuestion(shape.options[1])}`;
  // Our own words only reach English: another language's follow-up is named by its last words of substance, as asked.
  const language = questionLanguage(question);
  if (language && language !== "en") return foreignSubject(question);
  const indirect = indirectQuestion(question);
  if (indirect) return indirect;
  const owned = question.match(/\b(?:my|our)\s+(\p{L}[\p{L}'-]*)/iu);
  if (owned && !cards.some((card) => cardWord(card) === owned[1].toLowerCase())) return `your ${owned[1].toLowerCase()}`;
  const cardWords = new Set(cards.flatMap((card) => contentWords(`${card.name} ${card.position}`)));
  const own = contentWords(question).filter((word) => !cardWords.has(word));
  if (own.length === 0) return undefined;
  return joinAnd(own.slice(0, 3));
}

/** The longest of a follow-up's last three words in another language ("¿Cuándo pasará esto?" → ‘pasará’), in single quotes. */
function foreignSubject(question: string): string | undefined {
  const words = (question.match(/[\p{L}'’]+/gu) ?? []).map((word) => word.replace(/^\p{L}['’]/u, "")).filter((word) => word.length > 3);
  const longest = words.slice(-3).reduce<string | undefined>((best, word) => (!best || word.length >= best.length ? word : best), undefined);
  return longest ? `‘${longest}’` : undefined;
}

const SWAPS: Record<string, string> = { i: "you", me: "you", my: "your", mine: "yours", myself: "yourself", am: "are", "i'm": "you're", we: "you", us: "you", our: "your", ours: "yours" };

/** The question's words turned toward the reader ("me" → "you"), as escaped as a quoted question. */
const toReader = (words: string) =>
  quotedQuestion(words.replace(/[\p{L}']+/gu, (word) => SWAPS[word.toLowerCase()] ?? word))
    .slice(1, -1)
    .replace(/[?!.\s]+$/u, "");

/**
 * A follow-up that asks what, who or how in plain order, as the answer can say it back: "What is blocking
 * me at work?" → "what is blocking you at work", "How can I rebuild trust?" → "how you can rebuild trust".
 */
function indirectQuestion(question: string): string | undefined {
  const text = question.replace(/\s+/g, " ").trim();
  const plain = text.match(/^(what|who|which)\s+(is|are|was|were)\s+(.{3,80})$/iu);
  if (plain) return `${plain[1].toLowerCase()} ${plain[2].toLowerCase()} ${toReader(plain[3])}`;
  const modal = text.match(/^(what|how|where|which\s+\p{L}+)\s+(can|could|should|shall|will|would|must)\s+(i|we)\s+(.{3,80})$/iu);
  if (modal) return `${modal[1].toLowerCase()} you ${modal[2].toLowerCase()} ${toReader(modal[4])}`;
  return undefined;
}

/** How much a card's place and texts have to do with the follow-up's words; a card named by name or position wins outright. */
function relevance(card: Drawn, question: string, stems: ReadonlySet<string>, category: CategoryId): number {
  const lower = question.toLowerCase();
  if (lower.includes(cardWord(card)) || lower.includes(card.position.toLowerCase())) return 100;
  const { knowledge } = card;
  const texts = `${knowledge.summary} ${knowledge.keywords.upright.join(" ")} ${knowledge.categories[category]} ${knowledge.advice}`;
  const role = card.role && ROLE_WORDS[card.role].test(question) ? 3 : 0;
  return overlap(texts, stems) + 2 * overlap(card.position, stems) + role;
}

/** The card or two the follow-up's words point at: every card it names, else the best matched one or two, ties settled by the question's own seed. */
function cardsAskedAbout(cards: readonly Drawn[], question: string, stems: ReadonlySet<string>, category: CategoryId, rng: Rng): Drawn[] {
  const scored = rng.shuffle(cards.map((card) => ({ card, score: relevance(card, question, stems, category) }))).sort((a, b) => b.score - a.score);
  const named = scored.filter(({ score }) => score >= 100).map(({ card }) => card);
  if (named.length > 0) return named.sort((a, b) => a.index - b.index);
  const [best, second] = scored;
  const chosen = second && second.score > 0 && second.score >= best.score - 1 ? [best.card, second.card] : [best.card];
  return chosen.sort((a, b) => a.index - b.index);
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

type Reading = { category: CategoryId; stems: ReadonlySet<string>; used: Set<string>; verdict: boolean; shape: QuestionShape; subject: string | undefined; rng: Rng };

function cardParagraph(card: Drawn, { category, stems, used, verdict, shape, rng }: Reading): string {
  // The subject is named in the opening and the answer; a card's paragraph speaks of the area it belongs to.
  const area = rng.pick(AREAS[category]);
  const role = positionRole(card, verdict);
  const lead = rng.pick([
    `${capitalise(card.ref)}, ${role}, brings ${keyword(card, 0)} and ${keyword(card, 1)} to ${area}.`,
    `Read ${role}, ${card.ref} turns ${area} toward ${keyword(card, 0)} and ${keyword(card, 1)}.`,
    `On ${area}, ${card.ref} ${role.startsWith("in ") ? `sits ${role}` : `speaks ${role}`}, and it speaks of ${keyword(card, 0)}.`,
  ]);
  const parts = [lead, bestSentence(card, category, stems, used, rng)];
  if (shape.kind !== "open") parts.push(card.knowledge.yesNoReason);
  return parts.join(" ");
}

/** The answer in the follow-up's own shape, from the cards it turned to. */
function shapedAnswer(focus: readonly Drawn[], cards: readonly Drawn[], { shape, subject, rng }: Reading): string {
  const names = (members: readonly Drawn[]) => joinAnd(members.map((card) => card.ref));
  const lean = verdictOf(focus);
  if (shape.kind === "either_or" && shape.options) {
    const [first, second] = shape.options.map(quotedQuestion);
    const favoured = lean === "yes" ? first : second;
    if (lean === "maybe") return `Between ${first} and ${second}, ${names(focus)} ${focus.length > 1 ? "do" : "does"} not choose: weigh both against what matters most to you, and give the choice a little more time.`;
    return `Between ${first} and ${second}, ${names(focus)} ${focus.length > 1 ? "lean" : "leans"} toward ${favoured}: ${focus.length > 1 ? "their" : "its"} ${lean === "yes" ? "encouragement goes to the option you named first" : "caution points to the option you named second"}, a lean rather than a ruling.`;
  }
  if (shape.kind === "yes_no") {
    const why = joinAnd(focus.map((card) => keyword(card, 2)));
    const answer = lean === "maybe" ? "an honest maybe" : LEAN_NOUN[lean];
    return rng.pick([
      `So, to this question: ${names(focus)} ${focus.length > 1 ? "give" : "gives"} ${answer}, turning on ${why}; it is a lean, not a promise.`,
      `On this question the cards lean to ${answer}, because ${names(focus)} ${focus.length > 1 ? "speak" : "speaks"} of ${why}; your choices can still move it.`,
    ]);
  }
  const adviser = focus.find((card) => card.role === "advice") ?? focus[0] ?? cards[0];
  const on = subject ? `For ${subject}, ` : "";
  return `${on}${rng.pick(["the advice comes from ", "what to do with it comes from ", "take the counsel of "])}${adviser.ref}: ${lowerFirst(adviser.knowledge.advice)}`.replace(/^./, (first) => first.toUpperCase());
}

/** Where a card lies, in a few words: "in the Present position", "as the road to the left". */
const placeOf = (card: Drawn) => (card.role && card.role !== "heart" ? `in the ${card.position} position` : `as ${lowerFirst(card.position)}`);

/** A follow-up's answer in markdown: a few paragraphs, no headings, never a card that was not drawn. */
export function composeFollowUp({ reading, question }: FollowUpPrompt<string>, spreads: SpreadTable = SPREADS): string {
  const spread = getSpread(reading.type, spreads);
  const rng = rngFromText(JSON.stringify(["follow-up", question.replace(/\s+/g, " ").trim(), reading.type, reading.category, reading.cards]));
  const cards = drawCards(reading, spread, rng);
  const words = contentWords(question);
  const stems = new Set(words.map(stem));
  const category = categoryOf(words, reading.category);
  const shape = questionShape(question);
  // A request for another card has no subject of its own: it is answered with what a follow-up does.
  const subject = ASKS_FOR_CARD.test(question) ? undefined : subjectOf(question, shape, cards);
  const focus = cardsAskedAbout(cards, question, stems, category, rng);
  const context: Reading = { category, stems, used: new Set<string>(), verdict: spread.verdict, shape, subject, rng };

  const table = joinAnd(cards.map((card) => `${card.ref} (${card.position})`));
  const notice = languageNotice(question);
  const opening = [
    ...(notice ? [notice] : []),
    rng.pick([`You asked ${quotedQuestion(question)}, and the same cards answer it: ${table}.`, `To ${quotedQuestion(question)}, the cards already on the table reply: ${table}.`]),
  ];
  const turnedTo = joinAnd(focus.map((card) => `${card.ref} ${spread.verdict ? `(the ${ordinal(card.index)} card)` : placeOf(card)}`));
  if (subject) opening.push(`This follow-up is about ${subject}, so the answer turns first to ${turnedTo}.`);
  if (ASKS_FOR_CARD.test(question)) {
    opening.push("A follow-up reads the cards you drew and never adds one: no new card is drawn here. A new reading draws new cards.");
  }
  if (ASKS_WHEN.test(question)) opening.push("The cards do not give dates; they speak of readiness, and of what would make the moment right.");

  const paragraphs = [...(notice ? [notice] : []), opening.slice(notice ? 1 : 0).join(" "), ...focus.map((card) => cardParagraph(card, context)), shapedAnswer(focus, cards, context)];
  const signOff = voiceSignOff(reading.voice, { card: focus[0], area: AREAS[category][0] }, rng);
  if (signOff) paragraphs[paragraphs.length - 1] += ` ${signOff}`;
  return `${paragraphs.join("\n\n")}\n`;
}
