import "server-only";
import { plainText, withoutQuotedQuestion, wordsOf } from "./words";

/**
 * A check across writings: answers to different follow-up questions on one reading that say nearly the same
 * thing. Each answer is read without its quotation of its own question, as runs of three words; two answers
 * are alike when most of their runs are shared (Jaccard similarity at or above `threshold`).
 */

export type AnsweredQuestion = { question: string; text: string };

function trigrams({ question, text }: AnsweredQuestion): Set<string> {
  const words = wordsOf(plainText(withoutQuotedQuestion(text, question)));
  const runs = new Set<string>();
  for (let i = 0; i + 3 <= words.length; i++) runs.add(words.slice(i, i + 3).join(" "));
  return runs;
}

/** The pairs (by index) of answers to different questions that are nearly the same answer. */
export function alikeAnswers(answers: readonly AnsweredQuestion[], threshold = 0.5): [number, number][] {
  const pairs: [number, number][] = [];
  const runs = answers.map(trigrams);
  for (let i = 0; i < answers.length; i++) {
    for (let j = i + 1; j < answers.length; j++) {
      if (answers[i].question.trim().toLowerCase() === answers[j].question.trim().toLowerCase()) continue;
      const shared = [...runs[i]].filter((run) => runs[j].has(run)).length;
      const union = runs[i].size + runs[j].size - shared;
      if (union > 0 && shared / union >= threshold) pairs.push([i, j]);
    }
  }
  return pairs;
}
