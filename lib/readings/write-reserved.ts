import "server-only";
import { getConfig } from "@/lib/config";
import { AppError, databaseUnavailableError } from "@/lib/errors";
import { errorSummary } from "@/lib/observability/error-summary";
import { WriterUnavailableError } from "@/lib/writers/types";
import { withDeadline } from "@/lib/async/deadline";
import { untilAborted } from "@/lib/async/until-aborted";
import { log } from "@/lib/observability/log";
import { observeWriterTimes } from "@/lib/observability/metrics";
import { writingEnded, type WriterRun } from "@/lib/observability/writer-runs";
import type { QualityResult, WritingKind, WritingOutcome } from "@/lib/observability/writing";
import type { WriterOptions, WriterUsage } from "@/lib/writers/types";

/**
 * A writing whose cost is already reserved (a reading against the month, a follow-up against its
 * reading): how to write it, and how to store it or give its reservation back.
 */
export type ReservedWriting = {
  /** What it is, in the reader's words ("reading", "answer"): the 503's message names it. */
  nameForReader: string;
  /** What it is in the metrics, and which writer writes it. */
  kind: WritingKind;
  writer: string;
  /** The reserved reading or follow-up, by which the console's record of it is kept once (lib/observability/writer-runs.ts). */
  writingId: string;
  /** What the operator console counts it by besides its kind and writer (a reading's spread and category). */
  labels?: Pick<WriterRun, "spread" | "category">;
  /** The writer's chunks; joined, the whole text. The writer stops when `signal` (its deadline) aborts, and tells `onUsage` what it cost. */
  chunks(options: Required<WriterOptions>): AsyncIterable<string>;
  /** The finished text's quality checks (lib/writers/quality/), recorded with its writer run once it is stored. */
  quality?: (text: string) => QualityResult;
  /** Stores the text; `stored` is false when the sweeper gave the reservation back first. */
  store(text: string): Promise<{ stored: boolean }>;
  /** Gives the reservation back. */
  release(): Promise<void>;
};

/**
 * Writes a reserved writing to its end, handing each chunk to `onText`, and stores it (docs/architecture.md#a-reading).
 * It runs to its end even if nobody is listening any more (a reader who left finds it in the journal);
 * only the writer's own failure or its deadline releases it, as a 503 that says it was not counted. Text
 * that cannot be stored (the database went away, or kept it waiting until the sweeper released it) is
 * not counted either: the reader is told to try again, as after any outage. Each writing is counted in the
 * metrics by how it ended, with the writer's time to its first words and to its last, and recorded for the
 * operator console with what it cost (`writer_runs`).
 */
export async function writeReserved(writing: ReservedWriting, onText?: (text: string) => void): Promise<string> {
  const started = performance.now();
  const msSinceStart = () => performance.now() - started;
  const times: { firstTokenMs?: number; totalMs?: number } = {};
  let usage: WriterUsage | undefined;
  // Recorded behind the answer (lib/observability/writer-runs.ts): nobody waits for the console's row.
  const ended = (outcome: WritingOutcome, quality?: () => QualityResult) => {
    void writingEnded({ kind: writing.kind, outcome, writer: writing.writer, writingId: writing.writingId, ...writing.labels, ...times, ...usage, quality });
  };
  let text = "";
  let deadlinePassed = false;
  try {
    // The writer's deadline, well inside the age at which the sweeper takes a reservation for abandoned.
    await withDeadline(getConfig().readingTimeoutSeconds * 1000, async (deadline) => {
      try {
        const chunks = writing.chunks({ signal: deadline, onUsage: (reported) => (usage = reported) });
        for await (const chunk of untilAborted(chunks, deadline)) {
          if (text === "" && chunk !== "") {
            times.firstTokenMs = msSinceStart();
            observeWriterTimes(writing.kind, writing.writer, { firstTokenSeconds: times.firstTokenMs / 1000 });
          }
          text += chunk;
          onText?.(chunk);
        }
      } finally {
        deadlinePassed = deadline.aborted;
      }
    });
  } catch (error) {
    await releaseOrLeaveToSweeper(writing);
    if (error instanceof WriterUnavailableError || deadlinePassed) {
      ended(deadlinePassed ? "timed_out" : "failed");
      log.error("Writing failed and was released", { kind: writing.kind, writer: writing.writer, error: errorSummary(error) });
      throw new AppError("interpreter_unavailable", `We could not write your ${writing.nameForReader} right now. It was not counted; please try again in a moment.`, {
        "Retry-After": "10",
      });
    }
    ended("error");
    throw error;
  }
  times.totalMs = msSinceStart();
  observeWriterTimes(writing.kind, writing.writer, { totalSeconds: times.totalMs / 1000 });
  try {
    const { stored } = await writing.store(text);
    if (!stored) {
      log.warn("Writing finished after its reservation was swept: not stored, not counted", { kind: writing.kind });
      throw databaseUnavailableError();
    }
  } catch (error) {
    await releaseOrLeaveToSweeper(writing);
    ended("released");
    throw error;
  }
  const { quality } = writing;
  ended("completed", quality && (() => quality(text)));
  return text;
}

/**
 * Gives a failed writing back now, or, when the database cannot be reached to do so, leaves it to the
 * sweeper (lib/reservations/sweeper.ts), which releases every reservation older than the writer's deadline:
 * the reader hears about the failure that happened, not about the release.
 */
async function releaseOrLeaveToSweeper(writing: ReservedWriting): Promise<void> {
  await writing
    .release()
    .catch((error: unknown) => log.error("Writing not released yet (the sweeper will)", { kind: writing.kind, error: errorSummary(error) }));
}
