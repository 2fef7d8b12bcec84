import "server-only";
import { QUALITY_CHECKS } from "@/lib/domain/quality-checks";
import type { CardName } from "@/lib/tarot/deck";
import { SPREADS, getSpread, type SpreadTable } from "@/lib/tarot/spreads";
import { questionLanguage } from "../language";
import { questionShape } from "../question-shape";
import type { QualityResult } from "@/lib/observability/writing";
import type { DailyPrompt, FollowUpPrompt, ReadingPrompt } from "../types";
import { cardsNamed } from "./cards";
import { dailyLengthInWindow, hasVerdict, readingLengthInWindow, sectionsInOrder } from "./reading-shape";
import { shadowEncouraged } from "./shadow";
import { contentWords, plainText, sentencesOf, stem, stemsOf, withoutQuotedQuestion } from "./words";

/**
 * The quality checks on a finished writing (docs/architecture.md#quality-checks): pure and fast, no I/O, run
 * once the text is complete and recorded with the writer run. A failed check is a signal, never a refusal.
 */

export { QUALITY_CHECKS };
export type { QualityCheck, QualityResult } from "@/lib/observability/writing";
export { alikeAnswers, type AnsweredQuestion } from "./repeats";
export { shadowKeywords } from "./shadow";

/** A finished writing with what it was asked: a reading, a follow-up's answer, or a card of the day's message. */
export type QualityInput =
  | { kind: "reading"; text: string; prompt: ReadingPrompt<string> }
  | { kind: "follow_up"; text: string; prompt: FollowUpPrompt<string> }
  | { kind: "daily"; text: string; prompt: DailyPrompt };

export function checkWriting(input: QualityInput, spreads: SpreadTable = SPREADS): QualityResult {
  switch (input.kind) {
    case "reading":
      return checkReading(input.text, input.prompt, spreads);
    case "follow_up":
      return checkFollowUp(input.text, input.prompt);
    case "daily":
      return checkDaily(input.text, input.prompt);
  }
}

function checkReading(text: string, prompt: ReadingPrompt<string>, spreads: SpreadTable): QualityResult {
  const spread = getSpread(prompt.type, spreads);
  const answer = withoutQuotedQuestion(text, prompt.question);
  const shape = questionShape(prompt.question);
  return {
    cards_named: everyCardNamed(answer, prompt.cards),
    no_undrawn_cards: noOtherCard(answer, prompt.cards),
    sections_in_order: sectionsInOrder(text, spread, prompt.cards),
    length_in_window: readingLengthInWindow(text, prompt, spread),
    ...questionAnswered(answer, prompt.question),
    verdict_fits_question: hasVerdict(text) === (spread.verdict && shape.kind === "yes_no"),
    ...inQuestionLanguage(answer, prompt.question),
    no_shadow_encouragement: shadowEncouraged(answer, prompt.cards).length === 0,
  };
}

function checkFollowUp(text: string, { reading, question }: FollowUpPrompt<string>): QualityResult {
  const answer = withoutQuotedQuestion(text, question);
  return {
    no_undrawn_cards: noOtherCard(answer, reading.cards),
    ...questionAnswered(answer, question),
    ...inQuestionLanguage(answer, question),
    no_shadow_encouragement: shadowEncouraged(answer, reading.cards).length === 0,
  };
}

function checkDaily(text: string, { card }: DailyPrompt): QualityResult {
  return {
    cards_named: everyCardNamed(text, [card]),
    no_undrawn_cards: noOtherCard(text, [card]),
    length_in_window: dailyLengthInWindow(text),
    no_shadow_encouragement: shadowEncouraged(text, [card]).length === 0,
  };
}

function everyCardNamed(text: string, cards: readonly CardName[]): boolean {
  const named = cardsNamed(text);
  return cards.every((card) => named.has(card));
}

function noOtherCard(text: string, cards: readonly CardName[]): boolean {
  return [...cardsNamed(text, { strict: true })].every((card) => cards.includes(card));
}

/** Some of the words' stems appear in the text: one of up to four words, two of more. */
function mentions(text: string, words: readonly string[]): boolean {
  const stems = stemsOf(text);
  const found = words.filter((word) => stems.has(stem(word))).length;
  return found >= (words.length > 4 ? 2 : 1);
}

/**
 * The question answered, not just quoted: an either/or question's two options are each named, any other
 * question's own words appear. A question with no words of its own ("Love?" has one) is not checked.
 */
function questionAnswered(answer: string, question: string): QualityResult {
  const shape = questionShape(question);
  const plain = plainText(answer);
  if (shape.kind === "either_or" && shape.options) {
    const options = shape.options.map(contentWords).filter((words) => words.length > 0);
    if (options.length === 0) return {};
    return { question_answered: options.every((words) => words.some((word) => stemsOf(plain).has(stem(word)))) };
  }
  const words = contentWords(question);
  if (words.length === 0) return {};
  return { question_answered: mentions(plain, words) };
}

/**
 * In the question's language: the text's own, or, for a writer that cannot write in it, an opening sentence in
 * it that says so before the rest. Not checked when the question's language cannot be told.
 */
function inQuestionLanguage(answer: string, question: string): QualityResult {
  const asked = questionLanguage(question);
  if (!asked) return {};
  if (questionLanguage(plainText(answer)) === asked) return { question_language: true };
  const [opening] = sentencesOf(answer.replace(/^#{1,6}\s.*$/gm, ""));
  return { question_language: opening !== undefined && questionLanguage(opening) === asked };
}
