import "server-only";
import type { LOCALES } from "@/lib/domain/vocabularies";
import type { CategoryId } from "@/lib/tarot/categories";
import type { CardName } from "@/lib/tarot/deck";
import type { SpreadId } from "@/lib/tarot/spreads";
import type { Voice } from "@/lib/tarot/voices";
import type { WRITER_NAMES } from "@/lib/domain/vocabularies";

/**
 * What a writer is asked: the question, the spread, the category, the cards in draw order and the reader
 * voice to write in (gentle when absent). The validated reading request (lib/readings/interpret-request.ts)
 * is one; `Id` widens for a table of spreads of a test's own.
 */
export type ReadingPrompt<Id extends string = SpreadId> = {
  question: string;
  type: Id;
  category: CategoryId;
  cards: readonly CardName[];
  /** The reader voice to write in; gentle when absent. */
  voice?: Voice;
  /** The reader's recent readings, when they let readings remember (lib/readings/memory.ts); absent otherwise. */
  memory?: ReadingMemory;
  /** The page's language: the one to write in when the question's own cannot be told (lib/writers/language.ts). */
  locale?: (typeof LOCALES)[number];
};

/**
 * What a writer is given of the reader's recent readings: the cards drawn in at least two of them in the
 * last 30 days, with in how many (this reading not counted), and the questions of their last three readings,
 * newest first. Nothing else of the reader.
 */
export type ReadingMemory = { cards: readonly { card: CardName; count: number }[]; questions: readonly string[] };

/**
 * A follow-up question on a reading already written: the same cards in their positions, the original
 * question and the reading's text, and the new question (docs/product.md#follow-up-questions).
 */
export type FollowUpPrompt<Id extends string = SpreadId> = { reading: ReadingPrompt<Id>; interpretation: string; question: string };

/** The writers there are; the database stores these names (lib/domain/vocabularies.ts). */
export type WriterName = (typeof WRITER_NAMES)[number];

/** What a writer reports it used for one writing, once the writing ends (however it ends): the model billed and its tokens. */
export type WriterUsage = { model: string; inputTokens: number; outputTokens: number };

/** `signal` stops the writer; `onUsage` hears what the writing cost (a writer that bills nothing may never call it). */
export type WriterOptions = { signal?: AbortSignal; onUsage?: (usage: WriterUsage) => void };

/**
 * A writer turns a reading into markdown of one shape: a short summary, a section per card in its
 * position, and a closing synthesis (with a Yes / No / Maybe verdict for a verdict spread). It streams: the
 * chunks, joined, are the whole reading.
 */
export type ReadingWriter = {
  name: WriterName;
  stream(prompt: ReadingPrompt, options?: WriterOptions): AsyncIterable<string>;
};

/**
 * The follow-up side of a writer: a short answer in markdown from the same cards, never a new card.
 * Kept apart from `ReadingWriter` so that a stand-in for readings alone need not answer follow-ups.
 */
export type FollowUpWriter = {
  name: WriterName;
  answer(prompt: FollowUpPrompt, options?: WriterOptions): AsyncIterable<string>;
};

/** A card of the day's message: the card, the calendar day it is for and the language to write in (English when absent); nothing of any reader. */
export type DailyPrompt = { card: CardName; date: string; locale?: (typeof LOCALES)[number] };

/** The card of the day side of a writer: 3–5 sentences of markdown about one card for one day. */
export type DailyWriter = {
  name: WriterName;
  daily(prompt: DailyPrompt, options?: WriterOptions): AsyncIterable<string>;
};

/** The writers the app runs write all three. */
export type Writer = ReadingWriter & FollowUpWriter & DailyWriter;

/** The writer could not produce a reading; the reservation is released and the user is not charged. */
export class WriterUnavailableError extends Error {
  override name = "WriterUnavailableError";
}
