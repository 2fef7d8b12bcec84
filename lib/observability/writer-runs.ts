import "server-only";
import { sql } from "drizzle-orm";
import { getDb, schema } from "@/db";
import { errorSummary } from "./error-summary";
import type { CategoryId } from "@/lib/tarot/categories";
import type { SpreadId } from "@/lib/tarot/spreads";
import { log } from "./log";
import { costOfWriting, spendWritten, spent } from "./ai-spend";
import { countQualityFailures, countWriting } from "./metrics";
import type { QualityResult, WritingKind, WritingOutcome } from "./writing";

/** One writing as the operator console counts it: no user, no text (db/schema.ts `writer_runs`). */
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
  /**
   * What was written, when there is one to name: the reserved reading or follow-up (the sweeper may record
   * the same writing, `writingSwept`), the day's message, or the reading a judgement is of.
   */
  writingId?: string;
  /**
   * The finished text's quality checks (lib/writers/quality/), run when the row is written, behind the answer:
   * they never delay it, and one that throws is logged and leaves the row without results.
   */
  quality?: () => QualityResult;
};

const { writerRuns } = schema;
const WRITING = [writerRuns.kind, writerRuns.writingId];
type Row = typeof writerRuns.$inferInsert;

/** How long an ended writing's row may wait for others to share its insert, and how many one insert takes at most. */
const FLUSH_AFTER_MS = 200;
const MAX_ROWS_PER_INSERT = 250;

/** A row waiting for its insert, with its quality checks still to run. */
type Pending = { row: Row; quality?: () => QualityResult };
type Batch = { rows: Pending[]; written: Promise<void>; markWritten: () => void };
type Queue = { batch?: Batch; timer?: ReturnType<typeof setTimeout>; inFlight: Set<Promise<void>> };
// One queue per process, whatever copies of this module Next's bundles hold.
const holder = globalThis as unknown as { [key: symbol]: Queue | undefined };
const QUEUE = Symbol.for("arcana.writerRuns");
const queue = (holder[QUEUE] ??= { inFlight: new Set() });

/**
 * Counts how one writing ended in the instance's metrics and records it for the console. Its
 * word on a reserved writing replaces the sweeper's, which knew neither writer nor cost. The row is written
 * behind the answer: writings that end within FLUSH_AFTER_MS of each other share one insert, so a reading
 * costs no statement of its own here (docs/architecture.md#a-reading). The promise settles once the row is
 * written or given up on; nobody on a request's path waits for it.
 */
export function writingEnded(run: WriterRun): Promise<void> {
  countWriting(run.kind, run.outcome, run.writer);
  // Paid for however it ended: counted against the day's AI budget at once, before its row is written.
  if ((run.inputTokens ?? 0) > 0 || (run.outputTokens ?? 0) > 0) spent(costOfWriting(run));
  const batch = (queue.batch ??= newBatch());
  const { quality, ...row } = run;
  batch.rows.push({ row: { ...row, firstTokenMs: roundedMs(run.firstTokenMs), totalMs: roundedMs(run.totalMs) }, quality });
  if (batch.rows.length >= MAX_ROWS_PER_INSERT) void writeBatch();
  else queue.timer ??= setTimeout(() => void writeBatch(), FLUSH_AFTER_MS).unref();
  return batch.written;
}

/** Writes the rows waiting now and waits for every insert under way: for tests, and before the process exits. */
export async function writerRunsWritten(): Promise<void> {
  await writeBatch();
  await Promise.all(queue.inFlight);
  await spendWritten();
}

function newBatch(): Batch {
  let markWritten!: () => void;
  const written = new Promise<void>((resolve) => (markWritten = resolve));
  return { rows: [], written, markWritten };
}

async function writeBatch(): Promise<void> {
  clearTimeout(queue.timer);
  queue.timer = undefined;
  const batch = queue.batch;
  queue.batch = undefined;
  if (!batch) return;
  const insert = insertRows(batch.rows.map(checkedRow)).finally(batch.markWritten);
  queue.inFlight.add(insert);
  await insert.finally(() => queue.inFlight.delete(insert));
}

/**
 * One insert for the batch; a writing the sweeper recorded first takes its instance's word (`excluded`). The
 * rows travel as one JSON parameter, so the statement's text is the same whatever their number: a `values`
 * list of N rows would be another prepared statement for every N, each kept by every pooled connection.
 */
async function insertRows(rows: Row[]): Promise<void> {
  const outcomes = new Set(rows.map((row) => row.outcome));
  await bestEffort(rows[0].kind, outcomes.size === 1 ? rows[0].outcome : "mixed", rows.length, async () => {
    const db = await getDb();
    const json = JSON.stringify(rows.map((row) => Object.fromEntries(INSERTED_COLUMNS.map((key) => [writerRuns[key].name, row[key] ?? COLUMN_DEFAULTS[key] ?? null]))));
    await db.execute(sql`
      insert into ${writerRuns} (${COLUMN_LIST})
      select ${COLUMN_LIST} from jsonb_to_recordset(${json}::jsonb) as run(${RECORD_TYPE})
      on conflict (${sql.identifier(writerRuns.kind.name)}, ${sql.identifier(writerRuns.writingId.name)}) do update set ${REPLACED}`);
  });
}

/** What a row says, column by column (the id and time are the database's). */
const INSERTED_COLUMNS = ["kind", "outcome", "writer", "model", "spread", "category", "firstTokenMs", "totalMs", "inputTokens", "outputTokens", "writingId", "quality"] as const;
/** Columns that are not null in the table, with its defaults. */
const COLUMN_DEFAULTS: Partial<Record<(typeof INSERTED_COLUMNS)[number], number>> = { inputTokens: 0, outputTokens: 0 };
const COLUMN_LIST = sql.join(INSERTED_COLUMNS.map((key) => sql.identifier(writerRuns[key].name)), sql`, `);
const RECORD_TYPE = sql.raw(INSERTED_COLUMNS.map((key) => `${writerRuns[key].name} ${writerRuns[key].getSQLType()}`).join(", "));
/** What the instance's row says of a writing that the sweeper's row may already hold. */
const REPLACED = sql.raw(
  (["outcome", "writer", "model", "spread", "category", "firstTokenMs", "totalMs", "inputTokens", "outputTokens", "quality"] as const)
    .map((key) => `${writerRuns[key].name} = excluded.${writerRuns[key].name}`)
    .join(", "),
);

/**
 * Reserved writings the sweeper released (lib/reservations/sweeper.ts), recorded as released by a writer nobody
 * knows any more: its instance is gone. A writing its instance has recorded already (it failed and could
 * not give the reservation back, or it is still storing) keeps that row, and is not counted again.
 */
export async function writingSwept(kind: WritingKind, writingIds: readonly string[]): Promise<void> {
  if (writingIds.length === 0) return;
  await bestEffort(kind, "released", writingIds.length, async () => {
    const db = await getDb();
    const recorded = await db
      .insert(writerRuns)
      .values(writingIds.map((writingId) => ({ kind, outcome: "released" as const, writer: "unknown", writingId })))
      .onConflictDoNothing({ target: WRITING })
      .returning({ id: writerRuns.id });
    for (let i = 0; i < recorded.length; i++) countWriting(kind, "released", "unknown");
  });
}

/**
 * Records how writing went. Best effort: the reader's reading never fails on a failure here (the
 * database may be the reason the writing failed); a lost row is one writing missing from the console's
 * figures, and is logged.
 */
async function bestEffort(kind: WritingKind, outcome: WritingOutcome | "mixed", rows: number, record: () => Promise<void>): Promise<void> {
  try {
    await record();
  } catch (error) {
    log.error("Writer runs not recorded", { kind, outcome, rows, error: errorSummary(error) });
  }
}

/** A row with its quality checks run and their failures counted; a check that throws is logged, and the row keeps no results. */
function checkedRow({ row, quality }: Pending): Row {
  if (!quality) return row;
  try {
    const result = quality();
    countQualityFailures(result, row.writer);
    return { ...row, quality: result };
  } catch (error) {
    log.error("Quality checks failed", { kind: row.kind, writer: row.writer, error: errorSummary(error) });
    return row;
  }
}

function roundedMs(ms: number | undefined): number | undefined {
  return ms === undefined ? undefined : Math.round(ms);
}
