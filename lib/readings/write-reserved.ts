import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { databaseUnavailableError, errorSummary } from "@/lib/http/respond";
import { InterpreterUnavailableError } from "@/lib/interpreter/types";
import { untilAborted } from "@/lib/interpreter/until-aborted";

/**
 * A piece of writing whose cost is already reserved (a reading against the month, a follow-up against its
 * reading): how to write it, and how to store it or give its reservation back.
 */
export type ReservedWriting = {
  /** What it is, in the reader's words ("reading", "answer") and the logs'. */
  noun: string;
  /** The writer's chunks; joined, the whole text. The writer stops when `signal` (its deadline) aborts. */
  chunks(signal: AbortSignal): AsyncIterable<string>;
  /** Stores the text; `stored` is false when the sweeper gave the reservation back first. */
  store(text: string): Promise<{ stored: boolean }>;
  /** Gives the reservation back. */
  release(): Promise<void>;
};

/**
 * Writes a reserved piece to its end, handing each chunk to `onText`, and stores it (docs/architecture.md#a-reading).
 * It runs to its end even if nobody is listening any more (a reader who left finds it in the journal);
 * only the writer's own failure or its deadline releases it, as a 503 that says it was not counted. Text
 * that cannot be stored (the database went away, or kept it waiting until the sweeper released it) is
 * not counted either: the reader is told to try again, as after any outage.
 */
export async function writeReserved(writing: ReservedWriting, onText?: (text: string) => void): Promise<string> {
  let text = "";
  // The writer's deadline, well inside the age at which the sweeper takes a reservation for abandoned.
  const deadline = AbortSignal.timeout(getConfig().readingTimeoutSeconds * 1000);
  try {
    for await (const chunk of untilAborted(writing.chunks(deadline), deadline)) {
      text += chunk;
      onText?.(chunk);
    }
  } catch (error) {
    await releaseOrLeaveToSweeper(writing);
    if (error instanceof InterpreterUnavailableError || deadline.aborted) {
      console.error(`A ${writing.noun} failed and was released:`, errorSummary(error));
      throw new AppError("interpreter_unavailable", `We could not write your ${writing.noun} right now. It was not counted; please try again in a moment.`, {
        "Retry-After": "10",
      });
    }
    throw error;
  }
  try {
    const { stored } = await writing.store(text);
    if (!stored) {
      console.warn(`A ${writing.noun} finished after its reservation was swept: not stored, not counted.`);
      throw databaseUnavailableError();
    }
  } catch (error) {
    await releaseOrLeaveToSweeper(writing);
    throw error;
  }
  return text;
}

/**
 * Gives a failed piece back now, or, when the database cannot be reached to do so, leaves it to the
 * sweeper (lib/quota/sweeper.ts), which releases every reservation older than the writer's deadline:
 * the reader hears about the failure that happened, not about the release.
 */
async function releaseOrLeaveToSweeper(writing: ReservedWriting): Promise<void> {
  await writing.release().catch((error: unknown) => console.error(`A ${writing.noun} not released yet (the sweeper will):`, errorSummary(error)));
}
