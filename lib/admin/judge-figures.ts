import "server-only";
import { and, count, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import { schema, type Database } from "@/db";
import { consoleWindows } from "./windows";

const { writerRuns } = schema;

/** The judge's four scores, each a mean of 1–5. */
export type JudgeMeans = { specificity: number; fidelity: number; tone: number; safety: number };

/** One writer's judged readings in a window: how many, how many flagged, and their mean scores. */
export type JudgedWriter = { writer: string; judged: number; flagged: number; means: JudgeMeans };

/** Today (since 00:00 UTC) or the last 30 × 24 hours, as the console's other figures (lib/admin/summary.ts). */
export type JudgeWindow = { window: "today" | "last30Days"; since: string; writers: JudgedWriter[] };

export type JudgeFigures = { windows: [JudgeWindow, JudgeWindow] };

/**
 * What the optional judge (lib/writers/quality/judge.ts) said of the readings it read, per writer, today and
 * in the last 30 days, from `writer_runs.judge` (docs/product.md#operator-console). Two grouped queries.
 */
export async function judgeFigures(db: Database, { now = new Date() }: { now?: Date } = {}): Promise<JudgeFigures> {
  const since = consoleWindows(now);
  const [today, last30Days] = await Promise.all([judgeWindow(db, "today", since.today), judgeWindow(db, "last30Days", since.last30Days)]);
  return { windows: [today, last30Days] };
}

/** The mean of one score, rounded to two places; the stored scores are whole numbers. */
const mean = (key: keyof JudgeMeans) =>
  sql<number>`round(avg((${writerRuns.judge} ->> ${sql.raw(`'${key}'`)})::numeric), 2)`.mapWith(Number);

async function judgeWindow(db: Database, window: JudgeWindow["window"], since: Date): Promise<JudgeWindow> {
  const rows = await db
    .select({
      writer: writerRuns.writer,
      judged: count(),
      flagged: sql<number>`count(*) filter (where (${writerRuns.judge} ->> 'flagged')::boolean)`.mapWith(Number),
      specificity: mean("specificity"),
      fidelity: mean("fidelity"),
      tone: mean("tone"),
      safety: mean("safety"),
    })
    .from(writerRuns)
    .where(and(gte(writerRuns.createdAt, since), eq(writerRuns.kind, "reading"), isNotNull(writerRuns.judge)))
    .groupBy(writerRuns.writer)
    .orderBy(desc(count()), writerRuns.writer);
  return {
    window,
    since: since.toISOString(),
    writers: rows.map(({ writer, judged, flagged, specificity, fidelity, tone, safety }) => ({ writer, judged, flagged, means: { specificity, fidelity, tone, safety } })),
  };
}
