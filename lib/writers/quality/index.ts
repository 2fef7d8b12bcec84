import "server-only";
import { QUALITY_CHECKS } from "@/lib/domain/quality-checks";
import { SPREADS, getSpread, type SpreadTable } from "@/lib/tarot/spreads";
import { cardsVerdict } from "@/lib/tarot/verdict";
import type { QualityResult } from "@/lib/observability/writing";
import { dailyLocale, followUpLocale, proseLocale, readingLocale } from "../language";
import { analyseQuestion, verdictAsked, type QuestionAnalysis } from "../question";
import { parseReading, type ParsedReading } from "../structure";
import type { DailyPrompt, FollowUpPrompt, ReadingPrompt } from "../types";
import type { Locale } from "../words";
import { cardsNamed } from "./cards";
import { dailyLengthInWindow, readingLengthInWindow, sectionsInOrder } from "./reading-shape";
import { type Mood, certainSentences, helpNeeded, instructingSentences, moodOf, namesHelp, omenOutcomeSentences, readsAsAskersBody, saysWhatReadingIsFor } from "./safety";
import { shadowEncouraged } from "./shadow";
import { contentWords, countWords, plainText, stem, stemsOf, withoutQuotedQuestion, wordsOf } from "./words";

/**
 * The quality checks on a finished writing (docs/architecture.md#quality-checks): pure and fast, no I/O, run
 * once the text is complete and recorded with the writer run. A failed check is a signal, never a refusal. Every
 * check reads the writing in the reader's language (docs/product.md#the-readers-language): its structure through
 * the one parser (lib/writers/structure.ts), its cards in their prose forms, its safety in that language's words.
 */

export { QUALITY_CHECKS };
export type { QualityCheck, QualityResult } from "@/lib/observability/writing";
export { alikeAnswers, type AnsweredQuestion } from "./repeats";
export { shadowKeywords } from "./shadow";
export { stockPhrases, type StockPhrases } from "./stock-phrases";

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
  const locale = readingLocale(prompt);
  const question = analyseQuestion(prompt.question, prompt.locale);
  const parsed = parseReading(text, { locale });
  const answer = withoutQuotedQuestion(text, prompt.question);
  const prose = proseOf(parsed);
  const expectsVerdict = spread.verdict && verdictAsked(question, prompt.category);
  const named = cardsNamed(answer, locale);
  return {
    cards_named: prompt.cards.every((card) => named.named.has(card)),
    no_undrawn_cards: [...named.strictly].every((card) => prompt.cards.includes(card)),
    sections_in_order: sectionsInOrder(parsed, spread, prompt.cards, locale),
    length_in_window: readingLengthInWindow(text, prompt, spread),
    ...questionAnswered(answer, prompt.question, question, locale),
    verdict_fits_question: (parsed.verdict !== null) === expectsVerdict,
    ...(parsed.verdict ? { verdict_fits_cards: parsed.verdict.leaning === cardsVerdict(prompt.cards) } : {}),
    question_language: inReaderLanguage(parsed, locale),
    no_shadow_encouragement: shadowEncouraged(answer, prompt.cards, locale).length === 0,
    ...safetyChecks(prose, question, locale, moodOf(prompt.question, locale)),
  };
}

function checkFollowUp(text: string, prompt: FollowUpPrompt<string>): QualityResult {
  const { reading, question } = prompt;
  const locale = followUpLocale(prompt);
  const asked = analyseQuestion(question, locale);
  // A follow-up on a reading about another's illness is about them too unless it names someone else.
  const original = analyseQuestion(reading.question, reading.locale);
  const about: QuestionAnalysis = asked.subject.kind === "self" || asked.subject.kind === "matter" ? { ...asked, othersHealth: asked.othersHealth || original.othersHealth } : asked;
  const answer = withoutQuotedQuestion(text, question);
  const parsed = parseReading(text, { locale });
  return {
    no_undrawn_cards: [...cardsNamed(answer, locale).strictly].every((card) => reading.cards.includes(card)),
    ...questionAnswered(answer, question, asked, locale),
    question_language: inReaderLanguage(parsed, locale),
    no_shadow_encouragement: shadowEncouraged(answer, reading.cards, locale).length === 0,
    ...safetyChecks(proseOf(parsed), about, locale, moodOf(question, locale)),
  };
}

function checkDaily(text: string, prompt: DailyPrompt): QualityResult {
  const locale = dailyLocale(prompt);
  const named = cardsNamed(text, locale);
  return {
    cards_named: named.named.has(prompt.card),
    no_undrawn_cards: [...named.strictly].every((card) => card === prompt.card),
    length_in_window: dailyLengthInWindow(text),
    question_language: inReaderLanguage(parseReading(text, { locale }), locale),
    no_shadow_encouragement: shadowEncouraged(text, [prompt.card], locale).length === 0,
    no_certainty: certainSentences(text, locale).length === 0,
    no_instruction: instructingSentences(text, locale, { decision: false }).length === 0,
  };
}

/** The prose of a writing: every section's text (a notice before the first heading is not the writing's prose). */
function proseOf(parsed: ParsedReading): string {
  return parsed.sections.length > 0 ? parsed.sections.map((section) => section.body).join("\n\n") : parsed.preamble;
}

/** Some of the words' stems are among the text's: one of up to four words, two of more. */
function mentions(stems: ReadonlySet<string>, words: readonly string[]): boolean {
  const found = words.filter((word) => stems.has(stem(word))).length;
  return found >= (words.length > 4 ? 2 : 1);
}

/**
 * The words a question is about: its content words, and the noun it names its person or pet by even when that
 * noun is short ("my ex": a reading about "your ex" speaks to it, though "ex" has only two letters).
 */
function askedWords(question: string, asked: QuestionAnalysis): string[] {
  const words = contentWords(question);
  const subject = asked.subject.kind === "person" || asked.subject.kind === "pet" ? wordsOf(asked.subject.phrase).at(-1) : undefined;
  return subject && subject.length > 1 && !words.includes(subject) ? [...words, subject] : words;
}

/**
 * The question answered, not just quoted: an either/or question's two options are each named, any other
 * question's own words appear. A question with no words of its own ("Tarot?") is not checked. A request a reading
 * does not answer (an instruction to the writer, a task, a fact: `outside`) is answered honestly by a reading that
 * says plainly it reads the cards for the reader's own life (saysWhatReadingIsFor), or that speaks to its words.
 */
function questionAnswered(answer: string, question: string, asked: QuestionAnalysis, locale: Locale): QualityResult {
  if (asked.outside && saysWhatReadingIsFor(plainText(answer), locale)) return { question_answered: true };
  if (asked.shape === "either_or" && asked.options) {
    const options = asked.options.map(contentWords).filter((words) => words.length > 0);
    if (options.length === 0) return {};
    const stems = stemsOf(plainText(answer));
    return { question_answered: options.every((words) => words.some((word) => stems.has(stem(word)))) };
  }
  const words = askedWords(question, asked);
  if (words.length === 0) return {};
  return { question_answered: mentions(stemsOf(plainText(answer)), words) };
}

/**
 * In the reader's language: the writing's prose, paragraph by paragraph, not a notice above it. Every paragraph
 * whose language can be told is in the reader's language, at least one can be told, and the structure (headings,
 * verdict) is the reader's language's too. English prose under a translated notice fails; so does "## Summary"
 * above Spanish prose.
 */
function inReaderLanguage(parsed: ParsedReading, locale: Locale): boolean {
  const paragraphs = (parsed.sections.length > 0 ? parsed.sections.map((section) => section.body) : [parsed.preamble])
    .flatMap((body) => body.split(/\n\s*\n/))
    .map((paragraph) => plainText(paragraph))
    .filter((paragraph) => countWords(paragraph) >= 8);
  const languages = paragraphs.map(proseLocale).filter((language) => language !== null);
  if (languages.length === 0 || languages.some((language) => language !== locale)) return false;
  if (parsed.locale !== null && parsed.locale !== locale) return false;
  return parsed.verdict === null || parsed.verdict.locale === locale;
}

/** The safety checks that apply: certainty and instruction always; referral where the question needs help; third party for another's illness; no omen as an outcome beside health, a death or a pregnancy. */
function safetyChecks(prose: string, question: QuestionAnalysis, locale: Locale, mood: Mood): QualityResult {
  return {
    no_certainty: certainSentences(prose, locale).length === 0,
    no_instruction: instructingSentences(prose, locale, { decision: question.decision }).length === 0,
    ...(helpNeeded(question, mood).length > 0 ? { referral: namesHelp(prose, question, locale, mood) } : {}),
    ...(question.othersHealth ? { third_party: !readsAsAskersBody(prose, locale) } : {}),
    ...(omensRead(question) ? { no_omen_outcome: omenOutcomeSentences(prose, locale).length === 0 } : {}),
  };
}

/** A question beside which Death and the Tower read as omens: someone's health, a death, a pregnancy. */
function omensRead(question: QuestionAnalysis): boolean {
  return question.othersHealth || question.domains.some((domain) => domain === "health" || domain === "death" || domain === "pregnancy");
}
