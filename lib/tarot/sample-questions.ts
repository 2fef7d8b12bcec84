import { readingEn } from "@/languages/en/messages/reading";

/**
 * The 35 sample questions, one offered per press of 'Suggest question' (docs/product.md#reading-screen), in
 * English: the English reading catalog's, which every language translates in the same order.
 */
export const SAMPLE_QUESTIONS: readonly string[] = readingEn.sampleQuestions;

/**
 * One sample question of `questions` (English's by default), picked by `random` (a float in [0, 1)). It
 * avoids repeating `previous` so that pressing the button twice always offers something new.
 */
export function suggestQuestion(random: () => number = Math.random, previous?: string, questions: readonly string[] = SAMPLE_QUESTIONS): string {
  const choices = previous ? questions.filter((question) => question !== previous) : questions;
  return choices[Math.floor(random() * choices.length)];
}
