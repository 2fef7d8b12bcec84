import { knowledgeOf, type CardKnowledge, type YesNoLeaning } from "@/lib/tarot/cards";
import type { CategoryId } from "@/lib/tarot/categories";
import { cardByName, type CardName } from "@/lib/tarot/deck";
import { getSpread, type SpreadId } from "@/lib/tarot/spreads";
import type { Interpreter, ReadingPrompt } from "./types";
import { rngFromText, type Rng } from "@/lib/random";

/**
 * The offline writer (DESIGN.md §7): composes a reading in the AI writer's markdown shape from our own
 * card texts. Pure and deterministic: a PRNG seeded by the prompt picks openings, transitions and
 * which material to use, so the same prompt always gives the same words.
 */

// ---------------------------------------------------------------------------------------------------
// Text helpers

/** The question is untrusted: backslash-escape everything markdown could turn into a link, image, tag or heading. */
function escapeQuestion(question: string): string {
  return question
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\`*_{}[\]()<>#!|~&]/g, (char) => `\\${char}`)
    // Also defuse what a GFM renderer would autolink (URLs, www. addresses, e-mails).
    .replace(/:\/\//g, "\\://")
    .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}\\.`)
    .replace(/@/g, "\\@");
}

function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z“"])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** How a card is named inside a sentence: "the Sun", "Death", "the Wheel of Fortune", "the Lovers card". */
function nameInSentence(name: CardName): string {
  // "The Lovers" is plural; "the Lovers card" takes the same verbs as every other card.
  if (name === "The Lovers") return "the Lovers card";
  if (name.startsWith("The ")) return `the ${name.slice(4)}`;
  if (name === "Wheel of Fortune") return "the Wheel of Fortune";
  return name;
}

function possessive(name: string): string {
  return `${name}'s`;
}

/** The first two words, lowercased, to keep section openings apart. */
function openingWords(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[^a-z\s]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .join(" ");
}

// Health readings reflect on energy, rest and habits: nothing that reads as diagnosis or treatment.
const HEALTH_UNSAFE =
  /\b(diagnos\w*|treatments?|cur(e|es|ed|ing)|medication\w*|medicine\w*|prescri\w*|disease\w*|illness\w*|sick\w*|symptom\w*|therap\w*|remed\w*|dos(e|es|age)|surgery|heal(s|ed|ing)?|pregnan\w*|fertil\w*)\b/i;

/**
 * Our health texts sometimes end by pointing to a professional; the reading says that once, in the
 * synthesis, so the card sections keep only the reflective part of such a sentence.
 */
function withoutReferral(sentence: string): string | undefined {
  const at = sentence.search(/professional/i);
  if (at < 0) return sentence;
  const head = sentence.slice(0, at);
  const cut = Math.max(head.lastIndexOf(", and "), head.lastIndexOf("; "), head.lastIndexOf(", with "), head.lastIndexOf(", but "));
  if (cut <= 0) return undefined;
  return `${sentence.slice(0, cut)}.`;
}

// ---------------------------------------------------------------------------------------------------
// Vocabulary

const AREAS: Record<CategoryId, readonly string[]> = {
  general: ["your situation", "the matter at hand", "the path in front of you"],
  love: ["your love life", "matters of the heart", "your relationships"],
  career: ["your work and finances", "your working life", "your career and money matters"],
  health: ["your energy and wellbeing", "your daily rhythms of rest and energy", "the balance of your days"],
  personal_development: ["your personal growth", "the person you are becoming", "your inner growth"],
  spirituality: ["your spiritual life", "your inner practice", "your search for meaning"],
  projects: ["your plans", "the project in front of you", "your plans and next steps"],
  emotions: ["your emotional life", "your feelings", "your inner weather"],
  creativity: ["your creative life", "your creative work", "the things you make"],
};

/** The closing, concrete step of every synthesis. */
const ACTIONS: Record<CategoryId, readonly string[]> = {
  general: [
    "Before the week is out, write down one small step this reading suggests to you, and take it.",
    "Choose one concrete action that fits the spirit of these cards and give it a date in the next few days.",
    "Pick a single next step, however modest, and take it before you ask the cards again.",
  ],
  love: [
    "In the next few days, offer one honest conversation or one small, deliberate act of care, and notice what it opens.",
    "Choose one thing you have been holding back from saying or showing, and find a kind moment to share it this week.",
    "This week, spend one unhurried evening giving your full attention to the connection that matters most, or to yourself if you are single.",
  ],
  career: [
    "Pick one practical step, such as an email, an application or a fresh look at your budget, and do it this week.",
    "Write down the one work decision you keep postponing, list what you need in order to make it, and set a date.",
    "Before the week ends, have one useful conversation with a colleague, mentor or contact who can help you take the next step.",
  ],
  health: [
    "For now, choose one small change to your rest or daily rhythm that you can keep for a week, and notice how your energy responds.",
    "This week, protect one evening for proper rest and one short walk outdoors, and pay attention to how you feel afterwards.",
    "Start small: pick one habit that leaves you feeling better, such as an earlier night or a screen-free hour, and give it seven days.",
  ],
  personal_development: [
    "Write down one belief or habit you want to test, and try the new way for seven days.",
    "Each evening this week, note one moment when you acted like the person you want to become.",
    "Choose one small promise to yourself for the coming week, and keep it.",
  ],
  spirituality: [
    "Set aside ten quiet minutes each day this week for whatever practice speaks to you, and notice what surfaces.",
    "Choose one simple ritual, such as a walk, a candle or a page of journaling, and return to it each morning this week.",
    "This week, end each day by writing down one moment that felt meaningful, however small.",
  ],
  projects: [
    "List the next three concrete tasks, and start the smallest one today.",
    "Block out one focused session this week to move the plan forward, and decide in advance what done looks like.",
    "Write the next milestone on a single line with a date beside it, and share it with someone who will ask you about it.",
  ],
  emotions: [
    "Give your feelings a few minutes each evening this week, in a journal or with someone you trust, without rushing to fix them.",
    "When a strong feeling rises this week, pause long enough to name it before you act on it.",
    "Choose one person you trust and tell them honestly how you have been feeling.",
  ],
  creativity: [
    "Block out one unhurried session this week and make something, however rough, without judging it.",
    "Start a small piece today and give yourself permission to finish it imperfectly.",
    "Collect three ideas, images or phrases that excite you this week, and make something from one of them.",
  ],
};

/** Said exactly once in every health reading. */
const PROFESSIONAL_HELP = [
  "If anything about your health genuinely worries you, please talk it over with a doctor or another qualified professional.",
  "For any real concern about how you feel, a qualified professional is the right person to ask; a reading is only a space for reflection.",
] as const;

const ELEMENT_QUALITY: Record<CardKnowledge["element"], string> = {
  Fire: "drive and warmth",
  Water: "feeling and intuition",
  Air: "clear thinking and honest words",
  Earth: "patience and practical sense",
};

// Keywords that read oddly outside their own context, or that a health reading should not raise.
const AWKWARD_KEYWORDS = new Set(["legal matters", "fertility", "healing", "travel"]);

const LEANING_SCORE: Record<YesNoLeaning, number> = { yes: 1, no: -1, maybe: 0 };
const LEANS: Record<YesNoLeaning, string> = { yes: "leans yes", no: "leans no", maybe: "stays at maybe" };
const LEAN_PLURAL: Record<YesNoLeaning, string> = { yes: "lean yes", no: "lean no", maybe: "stay at maybe" };
const LEAN_NOUN: Record<YesNoLeaning, string> = { yes: "a yes", no: "a no", maybe: "a maybe" };
const ORDINALS = ["first", "second", "third", "fourth", "fifth"];

// ---------------------------------------------------------------------------------------------------
// Drawn cards

type Drawn = {
  name: CardName;
  knowledge: CardKnowledge;
  position: string;
  index: number;
  /** Sentence-start and mid-sentence forms of the name. */
  title: string;
  ref: string;
  /** Upright keywords in a seeded order: [0..1] open the section, [2] the summary, [3] the synthesis. */
  keywords: string[];
};

function drawCards(prompt: ReadingPrompt, rng: Rng): Drawn[] {
  const spread = getSpread(prompt.type);
  if (prompt.cards.length !== spread.positions.length) {
    throw new Error(`${spread.id} takes ${spread.positions.length} cards, got ${prompt.cards.length}`);
  }
  return prompt.cards.map((name, index) => {
    const card = cardByName(name);
    if (!card) throw new Error(`Unknown card: ${name}`);
    const knowledge = knowledgeOf(card);
    const ref = nameInSentence(card.name);
    const keywords = rng.shuffle(knowledge.keywords.upright.filter((keyword) => !AWKWARD_KEYWORDS.has(keyword)));
    return { name: card.name, knowledge, position: spread.positions[index], index, title: capitalise(ref), ref, keywords };
  });
}

const keyword = (card: Drawn, index: number) => card.keywords[index % card.keywords.length];

// Where a reading says where things are heading, it names a card's hopeful side rather than its shadow.
const SHADOW_KEYWORDS = new Set([
  "anxiety", "illusion", "uncertainty", "temptation", "unhealthy patterns", "feeling trapped", "materialism",
  "compulsion", "shadow self", "attachment", "upheaval", "disruption", "collapse of illusions", "sudden change",
  "sacrifice", "endings", "inevitable change", "suspension",
]);

function hopefulKeyword(card: Drawn, index: number): string {
  const hopeful = card.keywords.filter((word) => !SHADOW_KEYWORDS.has(word));
  return hopeful.length > 0 ? hopeful[index % hopeful.length] : keyword(card, index);
}

// ---------------------------------------------------------------------------------------------------
// Phrasings

type LeadVars = { card: string; Card: string; k1: string; k2: string; area: string; ordinal: string; leanNoun: string };
type Lead = (v: LeadVars) => string;

/** How each position's section opens; a reading never opens two sections with the same words. */
const LEADS: Record<string, readonly Lead[]> = {
  "The heart of the matter": [
    (v) => `As the single card drawn for this question, ${v.card} sits at the centre of ${v.area}, bringing ${v.k1} and ${v.k2} to the fore.`,
    (v) => `Everything in this reading turns on ${v.card}, a card of ${v.k1} and ${v.k2}.`,
    (v) => `Drawn alone, ${v.card} speaks for the whole reading, and its themes of ${v.k1} and ${v.k2} colour ${v.area}.`,
    (v) => `With only one card on the table, ${v.card} has room to speak plainly about ${v.area}, and it speaks of ${v.k1} and ${v.k2}.`,
    (v) => `At the heart of the matter lies ${v.card}, with its emphasis on ${v.k1} and ${v.k2}.`,
    (v) => `On its own, ${v.card} holds the centre of this reading, pointing to ${v.k1} and ${v.k2} in ${v.area}.`,
  ],
  Past: [
    (v) => `Looking back, ${v.card} describes the ground you have come from: a time shaped by ${v.k1} and ${v.k2}.`,
    (v) => `In the past position, ${v.card} shows what has led you here, with ${v.k1} and ${v.k2} running through it.`,
    (v) => `Behind you stands ${v.card}, a reminder that ${v.k1} and ${v.k2} have already shaped ${v.area}.`,
    (v) => `What came before carries the mark of ${v.card}: ${v.k1}, ${v.k2} and the lessons they left behind.`,
    (v) => `The roots of this question lie with ${v.card}, whose themes of ${v.k1} and ${v.k2} still echo in ${v.area}.`,
  ],
  Present: [
    (v) => `Right now, ${v.card} sits at the centre of ${v.area}, bringing ${v.k1} and ${v.k2} into focus.`,
    (v) => `In the present position, ${v.card} describes where you stand today, with ${v.k1} and ${v.k2} as the live themes.`,
    (v) => `Today's energy belongs to ${v.card}, with its accent on ${v.k1} and ${v.k2}.`,
    (v) => `At this moment, ${v.card} asks you to notice ${v.k1} and ${v.k2} as they play out in ${v.area}.`,
    (v) => `Your present is coloured by ${v.card}, so ${v.k1} and ${v.k2} are close at hand.`,
  ],
  Future: [
    (v) => `Looking ahead, ${v.card} suggests where things are heading if the present course holds: toward ${v.k1} and ${v.k2}.`,
    (v) => `In the future position, ${v.card} sketches a direction rather than a fixed fate, one of ${v.k1} and ${v.k2}.`,
    (v) => `What is taking shape next carries the signature of ${v.card}, with ${v.k1} and ${v.k2} on the horizon.`,
    (v) => `Further down the road waits ${v.card}, hinting at ${v.k1} and ${v.k2} in ${v.area}.`,
    (v) => `The coming chapter leans toward ${v.card}, a card of ${v.k1} and ${v.k2}, though your choices still steer it.`,
  ],
  Situation: [
    (v) => `The situation itself is described by ${v.card}, with ${v.k1} and ${v.k2} at the core of ${v.area} right now.`,
    (v) => `As the card of the situation, ${v.card} sets the scene with ${v.k1} and ${v.k2}.`,
    (v) => `Where things stand is captured by ${v.card}, whose themes of ${v.k1} and ${v.k2} frame everything else in this spread.`,
    (v) => `Setting the scene, ${v.card} shows a situation coloured by ${v.k1} and ${v.k2}.`,
  ],
  Challenge: [
    (v) => `As the challenge, ${v.card} asks you to work with ${v.k1} and ${v.k2} rather than around them.`,
    (v) => `What asks the most of you right now is ${v.card}, with its demands around ${v.k1} and ${v.k2}.`,
    (v) => `The obstacle here takes the form of ${v.card}, and learning to meet ${v.k1} and ${v.k2} is part of the work.`,
    (v) => `Crossing the situation, ${v.card} names the tension you are working through, one of ${v.k1} and ${v.k2}.`,
  ],
  "Hidden influence": [
    (v) => `Beneath the surface, ${v.card} is quietly at work, bringing ${v.k1} and ${v.k2} into play in ways you may not have noticed.`,
    (v) => `As the hidden influence, ${v.card} points to an undercurrent of ${v.k1} and ${v.k2}.`,
    (v) => `Less visible but no less real is the pull of ${v.card}, and with it ${v.k1} and ${v.k2}.`,
    (v) => `Working out of sight, ${v.card} suggests that ${v.k1} and ${v.k2} shape ${v.area} more than it first appears.`,
  ],
  Advice: [
    (v) => `The advice card is ${v.card}, and it recommends an approach grounded in ${v.k1} and ${v.k2}.`,
    (v) => `For guidance, the spread offers ${v.card}, asking you to lean on ${v.k1} and ${v.k2}.`,
    (v) => `As counsel, ${v.card} suggests meeting ${v.area} with ${v.k1} and ${v.k2}.`,
    (v) => `What would help most is the spirit of ${v.card}, which is to say ${v.k1} and ${v.k2}.`,
  ],
  Outcome: [
    (v) => `In the outcome position, ${v.card} shows where things are likely to lead if you continue as you are: toward ${v.k1} and ${v.k2}.`,
    (v) => `The likely outcome rests with ${v.card}, pointing to ${v.k1} and ${v.k2}.`,
    (v) => `Where this path tends to lead is ${v.card}, a card of ${v.k1} and ${v.k2}.`,
    (v) => `As things stand, the road bends toward ${v.card} and its themes of ${v.k1} and ${v.k2}.`,
  ],
  // The card's own yes/no reason follows the lead and states its leaning, so most leads leave it out.
  yes_no: [
    (v) => `As the ${v.ordinal} card, ${v.card} brings ${v.k1} and ${v.k2} to the question.`,
    (v) => `${v.Card} speaks here of ${v.k1} and ${v.k2}.`,
    (v) => `The ${v.ordinal} voice in the spread belongs to ${v.card}, a card of ${v.k1} and ${v.k2}.`,
    (v) => `Turning to the ${v.ordinal} card, ${v.card} adds ${v.leanNoun} to the tally and brings ${v.k1} and ${v.k2} with it.`,
    (v) => `In ${v.ordinal} place, ${v.card} weighs in with ${v.k1} and ${v.k2}.`,
    (v) => `Here ${v.card} speaks to ${v.area} through ${v.k1} and ${v.k2}.`,
  ],
};

/** A closing line per position; required where the reading must stay non-fatalistic. */
const CODAS: Record<string, readonly string[]> = {
  "The heart of the matter": [
    "Because it stands alone, this card is worth returning to over the coming days; its meaning often deepens on a second look.",
    "A single card is a focus, not a forecast, so let it guide your attention rather than your expectations.",
  ],
  Past: [
    "That history is not a verdict, but it explains some of what you bring to the question now.",
    "Whatever this card describes has already left its lesson; the question is whether you are still carrying it.",
  ],
  Present: [
    "This is the energy you can work with most directly, because it is already in your hands.",
    "Noticing where this shows up in an ordinary day is the first step to using it well.",
  ],
  Future: [
    "Treat this as a direction of travel rather than a fixed fate: the choices you make now can still shape it.",
    "Nothing about this position is set in stone; it shows where the current leads if you keep rowing the same way.",
  ],
  Situation: [
    "Everything else in the spread is read against this backdrop.",
    "Seeing the situation plainly, without judging it, already changes how you can respond.",
  ],
  Challenge: [
    "A challenge card is an invitation to grow, not a sign of failure.",
    "What tests you here is also what is most likely to strengthen you.",
  ],
  "Hidden influence": [
    "Bringing an influence like this into the open is often enough to change how it works on you.",
    "It may help to ask where this has been steering you without your noticing.",
  ],
  Advice: ["Advice in tarot works best when it is turned into one small, real action."],
  Outcome: [
    "Outcomes in tarot describe where present patterns lead; change the pattern and the picture can change too.",
    "This is a likely direction, not a fixed fate, and your choices along the way still count.",
  ],
};

const YES_NO_CODAS: Record<YesNoLeaning, readonly string[]> = {
  yes: ["A yes from this card still asks you to play your part.", "Its encouragement is real, though it works best when you meet it halfway."],
  no: ["A no here is less a closed door than a caution about the current approach or timing.", "Its reluctance is worth hearing, not as a sentence, but as information."],
  maybe: ["A maybe like this leaves the outcome open to your own choices.", "Its hesitation suggests giving the question a little more time."],
};

const REQUIRED_CODA = new Set(["Future", "Outcome"]);

type Subject = { text: string; plural: boolean };
type Opening = (q: string, s: Subject, area: string) => string;
const verb = (s: Subject, singular: string, plural: string) => (s.plural ? plural : singular);

/** The first sentence of the summary, which quotes the question once. */
const OPENINGS: readonly Opening[] = [
  (q, s) => `You asked ${q}, and ${s.text} ${verb(s, "steps", "step")} forward to answer.`,
  (q, s) => `Your question, ${q}, brings ${s.text} to the table.`,
  (q, s, area) => `For the question ${q}, the cards offer ${s.text} as a mirror for ${area}.`,
  (q, s) => `${q} is the question on the table, and ${s.text} ${verb(s, "takes", "take")} it up.`,
  (q, s) => `Holding ${q} in mind, you drew ${s.text}.`,
  (q, s) => `In answer to ${q}, ${s.text} ${verb(s, "comes", "come")} forward.`,
  (q, s) => `This reading starts from your question, ${q}, and from ${s.text}.`,
  (q, s) => `When you ask ${q}, ${s.text} ${verb(s, "is", "are")} what the deck turns up.`,
  (q, s) => `Behind the question ${q} lies a story that ${s.text} ${verb(s, "helps", "help")} to tell.`,
  (q, s) => `Asking ${q} has drawn ${s.text}.`,
  (q, s) => `${capitalise(s.text)} ${verb(s, "answers", "answer")} your question, ${q}.`,
  (q, s) => `Let's begin with what you asked, ${q}, and with ${s.text}.`,
  (q, s, area) =>
    `Around your question, ${q}, the deck has laid out ${s.text}, ${s.plural ? "each with" : "a card with"} something to say about ${area}.`,
  (q, s) => `Your words were ${q}, and the reply comes from ${s.text}.`,
];

type Tone = (names: string, plural: boolean) => string;
const TONES: Record<"bright" | "hard" | "mixed", readonly Tone[]> = {
  bright: [
    (names, plural) => `On balance the spread is encouraging, and ${names} ${plural ? "lend" : "lends"} it real warmth.`,
    (names) => `The overall mood is hopeful, carried above all by ${names}.`,
    (names) => `There is more light than shadow here, with ${names} setting a hopeful tone.`,
  ],
  hard: [
    (names) => `The cards are frank about what is difficult, with ${names} asking for honest attention, yet nothing here is fixed.`,
    (names) => `There is friction in this spread, marked by ${names}, but friction is also where change begins.`,
    (names, plural) => `${capitalise(names)} ${plural ? "bring" : "brings"} some weight to the reading, which is a call to look closely rather than a reason to worry.`,
  ],
  mixed: [
    () => "The mood is mixed and still in motion, which leaves real room for your own choices.",
    () => "Light and shadow are evenly matched here, so how you respond matters more than any single card.",
    () => "No single tone dominates, and that openness is itself part of the message.",
  ],
};

const VERDICT_MEANING: Record<YesNoLeaning, readonly string[]> = {
  yes: [
    "The balance tips toward yes, though the cards still expect you to play your part.",
    "That leaves a clear lean toward yes, best met with steady, practical follow-through.",
    "So the answer leans yes, and the cards below show what helps it along.",
  ],
  no: [
    "The weight falls on no for now, which is better read as a signal to rethink the approach or the timing than as a closed door.",
    "That tips the answer toward no, at least in the shape the question takes today.",
    "So the answer leans no, and the cards below explain what stands in the way and what could shift.",
  ],
  maybe: [
    "The leanings balance out, so the answer is still forming and depends on what you do next.",
    "Neither side wins, which makes this a genuine maybe: the outcome is open and your choices can still tip it.",
    "That leaves an honest maybe for now, with room for circumstances and your own actions to settle it.",
  ],
};

type AdviceLine = (card: Drawn, advice: string) => string;
const SYNTHESIS_ADVICE: readonly AdviceLine[] = [
  (c, advice) => `${possessive(c.title)} counsel is the one to carry with you: ${advice}`,
  (c, advice) => `If you take one thing from ${c.ref}, let it be this: ${advice}`,
  (c, advice) => `The practical thread comes from ${c.ref}: ${advice}`,
  (c, advice) => `In practice, ${c.ref} offers a simple rule: ${advice}`,
];
const POSITION_ADVICE: readonly string[] = ["Its counsel is direct: ", "Put simply: ", "In practical terms, that means this: "];
const EXTRA_ADVICE: readonly string[] = ["Its counsel here is simple: ", "If this card had one instruction for you, it would be this: "];

// ---------------------------------------------------------------------------------------------------
// Composition

/** One sentence of the reading: where it goes, and whether the length budget may leave it out. */
type Slot = {
  /** 0 = summary, 1..n = card sections, n + 1 = synthesis. */
  part: number;
  order: number;
  /** 0: always; 1: kept up to the length ceiling; 2: extras, up to a seeded target length. */
  tier: 0 | 1 | 2;
  text: string;
};

const WORD_RANGE: Record<SpreadId, { min: number; max: number }> = {
  one_card: { min: 120, max: 200 },
  yes_no: { min: 250, max: 450 },
  three_cards: { min: 250, max: 450 },
  tarot: { min: 400, max: 650 },
};

function verdictOf(cards: readonly Drawn[]): YesNoLeaning {
  const score = cards.reduce((sum, card) => sum + LEANING_SCORE[card.knowledge.yesNo], 0);
  return score > 0 ? "yes" : score < 0 ? "no" : "maybe";
}

function quotedQuestion(question: string): string {
  const escaped = escapeQuestion(question);
  return escaped ? `“${escaped}”` : "your unspoken question";
}

function categorySentences(card: Drawn, category: CategoryId, rng: Rng): string[] {
  let sentences = splitSentences(card.knowledge.categories[category]);
  if (category === "health") {
    sentences = sentences
      .map(withoutReferral)
      .filter((sentence): sentence is string => Boolean(sentence) && !HEALTH_UNSAFE.test(sentence ?? ""));
  }
  // Naming the card now and then instead of "this card" keeps later sentences anchored to it.
  return sentences.map((sentence, index) =>
    index > 0 && rng.next() < 0.5
      ? sentence.replace(/^This card\b/, card.title).replace(/\bthis card\b/, card.ref)
      : sentence,
  );
}

/** Standalone sentences of the upright meaning's interpretive paragraphs. */
function uprightSentences(card: Drawn, category: CategoryId): string[] {
  const paragraphs = card.knowledge.upright.split(/\n\s*\n/);
  return paragraphs
    .slice(1)
    .flatMap(splitSentences)
    .filter((sentence) => {
      const words = wordCount(sentence);
      if (words < 8 || words > 32) return false;
      if (/^(He|She|It|They|His|Her|Their|This|These|That|Those|Below|Behind|Above|Far|Here|There|Even|Still|Yet|But|And|So|Then|Both|Another|Such)\b/.test(sentence)) return false;
      if (/reversed|upside down|position/i.test(sentence)) return false;
      return category !== "health" || !HEALTH_UNSAFE.test(sentence);
    });
}

/** The part of a two-sentence card summary that says what the card means, not what it shows. */
function summaryMeaning(card: Drawn): string {
  const sentences = splitSentences(card.knowledge.summary);
  return sentences[sentences.length - 1];
}

function pickLeads(cards: readonly Drawn[], prompt: ReadingPrompt, rng: Rng): string[] {
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

function summarySlots(prompt: ReadingPrompt, cards: readonly Drawn[], rng: Rng): Slot[] {
  const area = rng.pick(AREAS[prompt.category]);
  const subject: Subject = { text: joinAnd(cards.map((card) => card.ref)), plural: cards.length > 1 };
  const opening = rng.pick(OPENINGS)(quotedQuestion(prompt.question), subject, area);
  const slots: Slot[] = [];
  const add = (tier: Slot["tier"], text: string) => slots.push({ part: 0, order: slots.length, tier, text });

  if (prompt.type === "yes_no") {
    const verdict = verdictOf(cards);
    add(0, `**Verdict: ${capitalise(verdict)}.** ${opening}`);
    add(0, tallySentence(cards));
    add(0, rng.pick(VERDICT_MEANING[verdict]));
    return slots;
  }

  add(0, opening);
  if (prompt.type === "one_card") {
    add(0, cards[0].knowledge.summary);
    return slots;
  }

  const bright = cards.filter((card) => card.knowledge.yesNo === "yes");
  const hard = cards.filter((card) => card.knowledge.yesNo === "no");
  const score = bright.length - hard.length;
  const mood = score > 0 ? "bright" : score < 0 ? "hard" : "mixed";
  const named = mood === "bright" ? bright : hard;
  add(0, rng.pick(TONES[mood])(joinAnd(named.map((card) => card.ref)), named.length > 1));

  const k = (index: number) => (index === cards.length - 1 ? hopefulKeyword : keyword)(cards[index], 2);
  const threads =
    prompt.type === "three_cards"
      ? [
          `The thread runs from ${k(0)} in the past, through ${k(1)} today, toward ${k(2)}.`,
          `Its story moves from ${k(0)} behind you to ${k(1)} now, and on toward ${k(2)}.`,
        ]
      : [
          `At its core, the spread is about ${k(0)} meeting ${k(1)}, with ${k(4)} as the likely direction.`,
          `The heart of it is ${k(0)}, tested by ${k(1)} and opening toward ${k(4)}.`,
        ];
  add(1, rng.pick(threads));
  return slots;
}

function tallySentence(cards: readonly Drawn[]): string {
  const groups = (["yes", "no", "maybe"] as const)
    .map((leaning) => ({ leaning, members: cards.filter((card) => card.knowledge.yesNo === leaning) }))
    .filter((group) => group.members.length > 0);
  if (groups.length === 1) {
    const { leaning } = groups[0];
    return `All ${cards.length === 3 ? "three" : cards.length} cards ${LEAN_PLURAL[leaning]}.`;
  }
  const clauses = groups.map(
    ({ leaning, members }) =>
      `${joinAnd(members.map((card) => card.ref))} ${members.length > 1 ? LEAN_PLURAL[leaning] : LEANS[leaning]}`,
  );
  const sentence = clauses.length === 2 ? `${clauses[0]}, while ${clauses[1]}` : `${clauses[0]}, ${clauses[1]}, and ${clauses[2]}`;
  return `${capitalise(sentence)}.`;
}

/** The card whose advice closes the synthesis. */
function keyCard(prompt: ReadingPrompt, cards: readonly Drawn[]): Drawn {
  switch (prompt.type) {
    case "one_card":
      return cards[0];
    case "three_cards":
      return cards[1];
    case "tarot":
      return cards[1];
    case "yes_no": {
      const verdict = verdictOf(cards);
      return cards.find((card) => card.knowledge.yesNo === verdict) ?? cards[0];
    }
  }
}

function sectionSlots(
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

function astrologyName(astrology: string): string {
  return astrology === "Sun" || astrology === "Moon" ? `the ${astrology}` : astrology;
}

function synthesisSlots(prompt: ReadingPrompt, cards: readonly Drawn[], part: number, rng: Rng): Slot[] {
  const slots: Slot[] = [];
  const add = (order: number, tier: Slot["tier"], text: string) => slots.push({ part, order, tier, text });
  const k = (index: number) =>
    (prompt.type !== "yes_no" && index === cards.length - 1 ? hopefulKeyword : keyword)(cards[index], 3);
  const area = rng.pick(AREAS[prompt.category]);

  // Built lazily: each spread's lines name positions the other spreads do not have.
  const ties: Record<SpreadId, () => readonly string[]> = {
    one_card: () => [
      `Taken as a whole, ${cards[0].ref} asks you to make room for ${k(0)} in ${area}.`,
      `The single card keeps the message simple: ${k(0)} is the thread to follow in ${area}.`,
      `With one card, the reading is a focus rather than a forecast, and the focus is ${k(0)}.`,
    ],
    yes_no: () => [
      `Taken together, the three cards suggest that the answer turns on ${k(0)}, ${k(1)} and ${k(2)} more than on luck.`,
      `Seen side by side, ${joinAnd(cards.map((card) => card.ref))} describe a question in which ${k(0)}, ${k(1)} and ${k(2)} all play a part.`,
      `Whatever the verdict, these cards agree that ${k(0)}, ${k(1)} and ${k(2)} deserve your attention in ${area}.`,
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
  // One card has nothing to tie together, so its opening line may give way to the length budget.
  add(0, prompt.type === "one_card" ? 1 : 0, capitalise(rng.pick(ties[prompt.type]())));

  const elementCounts = new Map<CardKnowledge["element"], number>();
  for (const card of cards) elementCounts.set(card.knowledge.element, (elementCounts.get(card.knowledge.element) ?? 0) + 1);
  const [dominant, count] = [...elementCounts.entries()].sort((a, b) => b[1] - a[1])[0];
  if (cards.length > 1 && count > cards.length / 2) {
    const share = count === cards.length ? `all ${cards.length === 3 ? "three" : "five"}` : `${count === 2 ? "two" : count === 3 ? "three" : "four"} of the ${cards.length === 3 ? "three" : "five"}`;
    add(1, 2, `With ${share} cards belonging to ${dominant}, the reading carries a strong current of ${ELEMENT_QUALITY[dominant]}.`);
  }

  const key = keyCard(prompt, cards);
  add(2, 0, rng.pick(SYNTHESIS_ADVICE)(key, lowerFirst(key.knowledge.advice)));
  if (prompt.category === "health") add(3, 0, rng.pick(PROFESSIONAL_HELP));
  add(4, 0, rng.pick(ACTIONS[prompt.category]));
  return slots;
}

/** Keeps every required sentence, then fills toward a seeded length inside the spread's range. */
function fitToLength(slots: readonly Slot[], headingWords: number, range: { min: number; max: number }, rng: Rng): Slot[] {
  const margin = 5;
  const chosen = slots.filter((slot) => slot.tier === 0);
  let total = headingWords + chosen.reduce((sum, slot) => sum + wordCount(slot.text), 0);
  const ceiling = range.max - margin;
  const target = range.min + Math.round((range.max - range.min) * (0.35 + rng.next() * 0.4));
  const tryAdd = (slot: Slot, limit: number) => {
    const words = wordCount(slot.text);
    if (chosen.includes(slot) || total + words > limit) return;
    chosen.push(slot);
    total += words;
  };
  for (const slot of rng.shuffle(slots.filter((s) => s.tier === 1))) tryAdd(slot, ceiling);
  const extras = rng.shuffle(slots.filter((s) => s.tier === 2));
  for (const slot of extras) tryAdd(slot, target);
  if (total < range.min + margin) for (const slot of extras) tryAdd(slot, ceiling);
  return chosen;
}

function renderSection(slots: readonly Slot[], rng: Rng): string {
  const sorted = [...slots].sort((a, b) => a.order - b.order);
  const extras = sorted.filter((slot) => slot.order >= 20).length;
  const splitAt = sorted.findIndex((slot) => slot.order >= 20);
  if (extras >= 2 && sorted.length >= 5 && rng.next() < 0.7) {
    return [sorted.slice(0, splitAt), sorted.slice(splitAt)].map((group) => group.map((slot) => slot.text).join(" ")).join("\n\n");
  }
  return sorted.map((slot) => slot.text).join(" ");
}

/** A complete reading in the shared markdown shape, composed from our card texts. */
export function composeReading(prompt: ReadingPrompt): string {
  const rng = rngFromText(JSON.stringify([prompt.question.replace(/\s+/g, " ").trim(), prompt.type, prompt.category, prompt.cards]));
  const cards = drawCards(prompt, rng);
  const leads = pickLeads(cards, prompt, rng);
  const key = keyCard(prompt, cards);
  const used = new Set<string>();
  const synthesisPart = cards.length + 1;

  const slots: Slot[] = [
    ...summarySlots(prompt, cards, rng),
    ...cards.flatMap((card, index) => sectionSlots(prompt, card, leads[index], card === key, used, rng)),
    ...synthesisSlots(prompt, cards, synthesisPart, rng),
  ];

  const headings = ["Summary", ...cards.map((card) => `${card.position}: ${card.name}`), "Synthesis"];
  const headingWords = headings.reduce((sum, heading) => sum + wordCount(heading) + 1, 0);
  const chosen = fitToLength(slots, headingWords, WORD_RANGE[prompt.type], rng);

  const blocks = headings.map((heading, part) => {
    const partSlots = chosen.filter((slot) => slot.part === part);
    const body =
      part === 0 || part === synthesisPart
        ? [...partSlots].sort((a, b) => a.order - b.order).map((slot) => slot.text).join(" ")
        : renderSection(partSlots, rng);
    return `## ${heading}\n${body}`;
  });
  return `${blocks.join("\n\n")}\n`;
}

/** The offline writer streams its reading a section at a time, as the AI writer streams its words. */
export const localInterpreter: Interpreter = {
  name: "local",
  async *stream(prompt) {
    const reading = composeReading(prompt);
    const sections = reading.split(/(?=\n\n## )/);
    for (const section of sections) yield section;
  },
};
