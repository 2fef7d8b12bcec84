import "server-only";
import { sql } from "drizzle-orm";
import { type Database } from "@/db";
import { rowsOf } from "@/db/rows";
import { z } from "@/lib/zod";
import { judgementsOfWindow } from "./window-runs";
import { consoleWindows } from "./windows";

/** The judge's four scores, each a mean of 1–5. */
export type JudgeMeans = { specificity: number; fidelity: number; tone: number; safety: number };

/** One writer's judged readings in a window: how many, how many flagged, and their mean scores. */
export type JudgedWriter = { writer: string; judged: number; flagged: number; means: JudgeMeans };

/** Today (since 00:00 UTC) or the last 30 × 24 hours, as the console's other figures (lib/admin/summary.ts). */
export type JudgeWindow = { window: "today" | "last30Days"; since: string; writers: JudgedWriter[] };

export type JudgeFigures = { windows: [JudgeWindow, JudgeWindow] };

/**
 * What the optional judge (lib/writers/quality/judge.ts) said of the readings it read, per writer, today and
 * in the last 30 days, from `writer_runs.judge` (docs/product.md#operator-console), through the counts the
 * database keeps of it per day (lib/admin/window-runs.ts). Two statements.
 */
export async function judgeFigures(db: Database, { now = new Date() }: { now?: Date } = {}): Promise<JudgeFigures> {
  const since = consoleWindows(now);
  const [today, last30Days] = await Promise.all([judgeWindow(db, "today", since.today), judgeWindow(db, "last30Days", since.last30Days)]);
  return { windows: [today, last30Days] };
}

const judgedRow = z.object({
  writer: z.string(),
  judged: z.number(),
  flagged: z.number(),
  specificity: z.coerce.number(),
  fidelity: z.coerce.number(),
  tone: z.coerce.number(),
  safety: z.coerce.number(),
});

/** The mean of one score from its sum, rounded to two places, as `round(avg(score), 2)` of the scores themselves. */
const mean = (key: keyof JudgeMeans) => sql`round(${sql.identifier(key)}::numeric / judged, 2) as ${sql.identifier(key)}`;

async function judgeWindow(db: Database, window: JudgeWindow["window"], since: Date): Promise<JudgeWindow> {
  const rows = rowsOf(
    judgedRow,
    await db.execute(sql`
      select writer, judged, flagged, ${mean("specificity")}, ${mean("fidelity")}, ${mean("tone")}, ${mean("safety")}
      from ${judgementsOfWindow(since)} as judged
      order by judged desc, writer`),
  );
  return {
    window,
    since: since.toISOString(),
    writers: rows.map(({ writer, judged, flagged, specificity, fidelity, tone, safety }) => ({ writer, judged, flagged, means: { specificity, fidelity, tone, safety } })),
  };
}
