import "server-only";
import { and, count, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import { schema, type Database } from "@/db";
import { JUDGE_CRITERIA, type JudgeCriterion } from "@/lib/writers/quality/judge-criteria";
import { consoleWindows } from "./windows";

const { writerRuns } = schema;

/** The judge's scores, each a mean of 1–5; null where none of the rows holds that criterion (rows judged on an older rubric). */
export type JudgeMeans = Record<JudgeCriterion, number | null>;

/** One writer's judged readings in one reader's language in a window: how many, how many flagged, and their mean scores. */
export type JudgedWriter = { writer: string; locale: string | null; judged: number; flagged: number; means: JudgeMeans };

/** Today (since 00:00 UTC) or the last 30 × 24 hours, as the console's other figures (lib/admin/summary.ts). */
export type JudgeWindow = { window: "today" | "last30Days"; since: string; writers: JudgedWriter[] };

export type JudgeFigures = { windows: [JudgeWindow, JudgeWindow] };

/**
 * What the optional judge (lib/writers/quality/judge.ts, docs/judge.md) said of the readings it read, per writer and
 * reader's language, today and in the last 30 days, from `writer_runs.judge` (docs/product.md#operator-console).
 * Two grouped queries.
 */
export async function judgeFigures(db: Database, { now = new Date() }: { now?: Date } = {}): Promise<JudgeFigures> {
  const since = consoleWindows(now);
  const [today, last30Days] = await Promise.all([judgeWindow(db, "today", since.today), judgeWindow(db, "last30Days", since.last30Days)]);
  return { windows: [today, last30Days] };
}

/** The mean of one score, rounded to two places; the stored scores are whole numbers, a row without the criterion is left out. */
const mean = (key: JudgeCriterion) => sql<number | null>`round(avg((${writerRuns.judge} ->> ${sql.raw(`'${key}'`)})::numeric), 2)`.mapWith((value) => (value === null ? null : Number(value)));

const locale = sql<string | null>`${writerRuns.judge} ->> 'locale'`;

async function judgeWindow(db: Database, window: JudgeWindow["window"], since: Date): Promise<JudgeWindow> {
  const rows = await db
    .select({
      writer: writerRuns.writer,
      locale,
      judged: count(),
      flagged: sql<number>`count(*) filter (where (${writerRuns.judge} ->> 'flagged')::boolean)`.mapWith(Number),
      ...Object.fromEntries(JUDGE_CRITERIA.map((criterion) => [criterion, mean(criterion)])),
    })
    .from(writerRuns)
    .where(and(gte(writerRuns.createdAt, since), eq(writerRuns.kind, "reading"), isNotNull(writerRuns.judge)))
    .groupBy(writerRuns.writer, locale)
    .orderBy(desc(count()), writerRuns.writer, locale);
  return {
    window,
    since: since.toISOString(),
    writers: rows.map((row) => {
      const { writer, locale: language, judged, flagged } = row as { writer: string; locale: string | null; judged: number; flagged: number };
      const means = Object.fromEntries(JUDGE_CRITERIA.map((criterion) => [criterion, (row as unknown as Record<string, number | null>)[criterion] ?? null])) as JudgeMeans;
      return { writer, locale: language, judged, flagged, means };
    }),
  };
}
