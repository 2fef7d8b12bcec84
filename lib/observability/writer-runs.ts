import { getDb, schema } from "@/db";
import { errorSummary } from "@/lib/http/respond";
import type { CategoryId } from "@/lib/tarot/categories";
import type { SpreadId } from "@/lib/tarot/spreads";
import { log } from "./log";
import { countWriting } from "./metrics";
import type { WritingKind, WritingOutcome } from "./writing";

/** One piece of writing as the operator console counts it: no user, no text (db/schema.ts `writer_runs`). */
export type WriterRun = {
  kind: WritingKind;
  outcome: WritingOutcome;
  writer: string;
  model?: string;
  spread?: SpreadId;
  category?: CategoryId;
  firstTokenMs?: number;
  totalMs?: number;
  inputTokens?: number;
  outputTokens?: number;
};

/** Counts how one piece of writing ended in the instance's metrics and records it for the console. */
export async function writingEnded(run: WriterRun): Promise<void> {
  countWriting(run.kind, run.outcome, run.writer);
  await recordWriterRun(run);
}

/**
 * Records how one piece of writing went. Best effort: the reader's reading never waits on a failure
 * here (the database may be the reason the piece failed); a lost row is one reading missing from the
 * console's figures, and is logged.
 */
async function recordWriterRun(run: WriterRun): Promise<void> {
  try {
    const db = await getDb();
    await db.insert(schema.writerRuns).values({
      ...run,
      firstTokenMs: roundedMs(run.firstTokenMs),
      totalMs: roundedMs(run.totalMs),
    });
  } catch (error) {
    log.error("Writer run not recorded", { kind: run.kind, outcome: run.outcome, error: errorSummary(error) });
  }
}

function roundedMs(ms: number | undefined): number | undefined {
  return ms === undefined ? undefined : Math.round(ms);
}
