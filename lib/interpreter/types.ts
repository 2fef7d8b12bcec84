import type { CategoryId } from "@/lib/tarot/categories";
import type { CardName } from "@/lib/tarot/deck";
import type { SpreadId } from "@/lib/tarot/spreads";

/** What a writer is asked: the validated reading request. */
export type ReadingPrompt = {
  question: string;
  type: SpreadId;
  category: CategoryId;
  /** Card names in draw order, one per position of the spread. */
  cards: CardName[];
};

/**
 * A writer turns a reading into markdown of one shape: a short summary, a section per card in its
 * position, and a closing synthesis (with a Yes / No / Maybe verdict for yes_no).
 */
export type Interpreter = {
  name: "anthropic" | "local";
  write(prompt: ReadingPrompt): Promise<string>;
};

/** The writer could not produce a reading; the reservation is released and the user is not charged. */
export class InterpreterUnavailableError extends Error {
  override name = "InterpreterUnavailableError";
}
