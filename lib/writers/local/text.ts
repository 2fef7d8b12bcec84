import "server-only";
import type { CardName } from "@/lib/tarot/deck";
import { questionSubject } from "../question-shape";

/** Small helpers for putting sentences together: escaping, splitting, counting, casing, naming. */

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

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z“"])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** How a card is named inside a sentence: "the Sun", "Death", "the Wheel of Fortune", "the Lovers card". */
export function nameInSentence(name: CardName): string {
  // "The Lovers" is plural; "the Lovers card" takes the same verbs as every other card.
  if (name === "The Lovers") return "the Lovers card";
  if (name.startsWith("The ")) return `the ${name.slice(4)}`;
  if (name === "Wheel of Fortune") return "the Wheel of Fortune";
  return name;
}

export function possessive(name: string): string {
  return `${name}'s`;
}

/** The first two words, lowercased, to keep section openings apart. */
export function openingWords(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[^a-z\s]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .join(" ");
}

export function quotedQuestion(question: string): string {
  const escaped = escapeQuestion(question);
  return escaped ? `“${escaped}”` : "your unspoken question";
}

export function astrologyName(astrology: string): string {
  return astrology === "Sun" || astrology === "Moon" ? `the ${astrology}` : astrology;
}

const CLAUSE = /^(?:whether|what|how|why|where|who|which|when)\b/u;

/**
 * The question's subject as a reading can name it inside a sentence: English in running text ("whether to move to
 * Lisbon", "your request to tell you a joke"), another language's words in single quotes.
 */
export function subjectPhrase(question: string): string | null {
  const subject = questionSubject(question);
  if (!subject) return null;
  if (subject.options) return subject.options.map((option) => `‘${escapeQuestion(option)}’`).join(" or ");
  const text = escapeQuestion(subject.text);
  if (!subject.english || !/\s/.test(text)) return subject.english ? lowerFirst(text) : `‘${text}’`;
  if (CLAUSE.test(text) || /^(?:your|the|a|an)\s/iu.test(text)) return text;
  return `your request to ${lowerFirst(text)}`;
}
