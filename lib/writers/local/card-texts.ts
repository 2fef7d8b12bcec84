import "server-only";
import type { Rng } from "@/lib/random";
import type { CategoryId } from "@/lib/tarot/categories";
import type { Drawn } from "./cards";
import { splitSentences, wordCount } from "./text";

/** Which sentences of a card's texts a reading may quote, and in what form. */

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

export function categorySentences(card: Drawn, category: CategoryId, rng: Rng): string[] {
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
export function uprightSentences(card: Drawn, category: CategoryId): string[] {
  const paragraphs = card.knowledge.upright.split(/\n\s*\n/);
  return paragraphs
    .slice(1)
    .flatMap(splitSentences)
    .filter((sentence) => {
      const words = wordCount(sentence);
      if (words < 8 || words > 32) return false;
      if (/^(He|She|It|They|His|Her|Their|This|These|That|Those|Below|Behind|Above|Far|Here|There|Even|Still|Yet|But|And|So|Then|Both|Another|Such|None)\b/.test(sentence)) return false;
      if (/reversed|upside down|position/i.test(sentence)) return false;
      return category !== "health" || !HEALTH_UNSAFE.test(sentence);
    });
}

/** The part of a two-sentence card summary that says what the card means, not what it shows. */
export function summaryMeaning(card: Drawn): string {
  const sentences = splitSentences(card.knowledge.summary);
  return sentences[sentences.length - 1];
}
