import "server-only";
import { questionShape } from "../question-shape";
import type { Asked, Shape } from "./asked";

/**
 * The question as the local writer reads it, from the shared question analysis.
 *
 * Provisional: until the shared analysis (lib/writers/question, branch `writer`) lands, only the question's
 * shape is read here (lib/writers/question-shape.ts); who and what it is about, and when, stay unknown.
 */
export function askedOf(question: string): Asked {
  const text = question.replace(/\s+/g, " ").trim();
  const words = text.match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  const shape = questionShape(text);
  const asShape: Shape =
    words.length === 1 ? { kind: "one_word", word: words[0] } : shape.kind === "either_or" && shape.options ? { kind: "either_or", options: shape.options } : { kind: shape.kind === "yes_no" ? "yes_no" : "open" };
  return { shape: asShape, who: { person: "self" }, othersHealth: false, decision: /^\s*(?:should|shall)\s+(?:i|we)\b/i.test(text) };
}
