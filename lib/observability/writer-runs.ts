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
  /** The reading or follow-up, when it was reserved: the sweeper may record the same piece (`writingSwept`). */
  pieceId?: string;
};

const { writerRuns } = schema;
const PIECE = [writerRuns.kind, writerRuns.pieceId];

/**
 * Counts how one piece of writing ended in the instance's metrics and records it for the console. Its
 * word on a reserved piece replaces the sweeper's, which knew neither writer nor cost.
 */
export async function writingEnded(run: WriterRun): Promise<void> {
  countWriting(run.kind, run.outcome, run.writer);
  await bestEffort(run.kind, run.outcome, async () => {
    const db = await getDb();
    const values = { ...run, firstTokenMs: roundedMs(run.firstTokenMs), totalMs: roundedMs(run.totalMs) };
    const insert = db.insert(writerRuns).values(values);
    await (run.pieceId === undefined ? insert : insert.onConflictDoUpdate({ target: PIECE, set: values }));
  });
}

/**
 * Reserved pieces the sweeper released (lib/quota/sweeper.ts), recorded as released by a writer nobody
 * knows any more: its instance is gone. A piece its instance has recorded already (it failed and could
 * not give the reservation back, or it is still storing) keeps that row, and is not counted again.
 */
export async function writingSwept(kind: WritingKind, pieceIds: readonly string[]): Promise<void> {
  if (pieceIds.length === 0) return;
  await bestEffort(kind, "released", async () => {
    const db = await getDb();
    const recorded = await db
      .insert(writerRuns)
      .values(pieceIds.map((pieceId) => ({ kind, outcome: "released" as const, writer: "unknown", pieceId })))
      .onConflictDoNothing({ target: PIECE })
      .returning({ id: writerRuns.id });
    for (let i = 0; i < recorded.length; i++) countWriting(kind, "released", "unknown");
  });
}

/**
 * Records how writing went. Best effort: the reader's reading never fails on a failure here (the
 * database may be the reason the piece failed); a lost row is one piece missing from the console's
 * figures, and is logged.
 */
async function bestEffort(kind: WritingKind, outcome: WritingOutcome, record: () => Promise<void>): Promise<void> {
  try {
    await record();
  } catch (error) {
    log.error("Writer run not recorded", { kind, outcome, error: errorSummary(error) });
  }
}

function roundedMs(ms: number | undefined): number | undefined {
  return ms === undefined ? undefined : Math.round(ms);
}
