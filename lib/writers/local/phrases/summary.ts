import "server-only";
import type { YesNoLeaning } from "@/lib/tarot/cards";
import { capitalise } from "../text";

/** The summary's phrasings: its opening sentence, the spread's mood, and what a verdict means. */

export type Subject = { text: string; plural: boolean };
type Opening = (q: string, s: Subject, area: string) => string;
const verb = (s: Subject, singular: string, plural: string) => (s.plural ? plural : singular);

/** The first sentence of the summary, which quotes the question once. */
export const OPENINGS: readonly Opening[] = [
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
export const TONES: Record<"bright" | "hard" | "mixed", readonly Tone[]> = {
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

export const VERDICT_MEANING: Record<YesNoLeaning, readonly string[]> = {
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

/** How the summary says which option of a choice the cards lean to; the reasons follow after a colon. */
export const CHOICE_LEANS: readonly ((favoured: string, other: string) => string)[] = [
  (favoured, other) => `read as a choice rather than a yes or no, the cards lean toward ${favoured} over ${other}`,
  (favoured, other) => `between ${favoured} and ${other}, the cards lean toward ${favoured}`,
  (favoured, other) => `weighed against each other, ${favoured} draws more of the cards than ${other}`,
];

/** What a choice's lean means, after the options are read. */
export const CHOICE_MEANING: readonly string[] = [
  "That is a lean, not a ruling: the choice stays yours, and the cards below show what each brings to it.",
  "Take it as a weighing of the two paths rather than an instruction; the sections below say what each card adds.",
  "The cards describe the pull of each path, and the decision remains in your hands.",
];

/** An open question on a verdict spread: the cards' balance, without a yes or no that would answer nothing asked. */
export const OPEN_BALANCE: Record<YesNoLeaning, readonly string[]> = {
  yes: [
    "Your question asks for more than a yes or no, so take the balance as encouragement rather than a verdict.",
    "The balance is encouraging, and the cards below say what it encourages.",
  ],
  no: [
    "Your question asks for more than a yes or no, so take the balance as a caution about the current approach rather than a verdict.",
    "The balance counsels care, and the cards below say where the friction lies.",
  ],
  maybe: [
    "Your question asks for more than a yes or no, and the balance stays open, leaving the answer to what you do next.",
    "The balance is even, so the cards below matter more than any tally.",
  ],
};
