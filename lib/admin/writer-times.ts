import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/db";
import { rowsOf } from "@/db/rows";
import { z } from "@/lib/zod";
import { spansOfWindow, timesInSpans, type TimeSpan } from "./window-runs";

/** The percentiles the console shows. */
const FRACTIONS = [0.5, 0.95] as const;
type Fraction = (typeof FRACTIONS)[number];
type TimeMeasure = "first_token" | "total";

const rankRow = z.object({
  kind: z.string(),
  writer: z.string(),
  model: z.string().nullable(),
  measure: z.enum(["first_token", "total"]),
  fraction: z.number(),
  count: z.coerce.number(),
  low_span: z.number(),
  low_before: z.coerce.number(),
  high_span: z.number(),
  high_before: z.coerce.number(),
});
const timeRow = z.object({ target: z.number(), ms: z.number(), runs: z.coerce.number() });

/**
 * PostgreSQL's `percentile_cont(fraction)` of `count` values, from the values at the two ranks around
 * `fraction × (count − 1)`: the same double arithmetic as its own (float8_lerp), so the same figure, rounded.
 */
function percentileCont(fraction: number, count: number, low: number, high: number): number {
  const rank = fraction * (count - 1);
  return Math.round(low + (rank - Math.floor(rank)) * (high - low));
}

/** The time at 0-based `rank` of a group: the first of its span's times whose running count, after `before` runs in earlier spans, passes it. */
function timeAtRank(times: readonly { ms: number; runs: number }[], before: number, rank: number): number | null {
  let upTo = before;
  for (const { ms, runs } of times) {
    upTo += runs;
    if (upTo > rank) return ms;
  }
  // A run deleted between the two statements: the span's last time is the nearest there is.
  return times.at(-1)?.ms ?? null;
}

/**
 * The p50 and p95 of the window's times to the first token and in all, per kind, writer and model: exactly what
 * `percentile_cont` over the window's runs gives, from the kept counts. The spans (32 ms each) say in which span
 * each percentile's ranks fall and how many runs came before it; then only those spans' own times are read. So a
 * window of millions of runs costs its spans and a few dozen milliseconds' counts, not every time it holds.
 */
export async function writerTimePercentiles(db: Database, since: Date) {
  const ranks = rowsOf(
    rankRow,
    await db.execute(sql`
      select kind, writer, model, measure, fraction, max(count) as count,
        min(span) filter (where up_to > floor(fraction * (count - 1))) as low_span,
        (array_agg(up_to - runs order by span) filter (where up_to > floor(fraction * (count - 1))))[1] as low_before,
        min(span) filter (where up_to > ceil(fraction * (count - 1))) as high_span,
        (array_agg(up_to - runs order by span) filter (where up_to > ceil(fraction * (count - 1))))[1] as high_before
      from ${spansOfWindow(since)} as spans
        cross join (values ${sql.join(FRACTIONS.map((fraction) => sql`(${sql.raw(String(fraction))}::float8)`), sql`, `)}) as wanted(fraction)
      group by kind, writer, model, measure, fraction`),
  );
  const spans: TimeSpan[] = [];
  const spanIndex = new Map<string, number>();
  const indexOf = (span: TimeSpan) => {
    const key = JSON.stringify([span.kind, span.writer, span.model, span.measure, span.span]);
    if (!spanIndex.has(key)) spanIndex.set(key, spans.push(span) - 1);
    return spanIndex.get(key)!;
  };
  const wanted = ranks.map(({ low_span, high_span, ...rank }) => ({
    ...rank,
    low: indexOf({ ...rank, span: low_span }),
    high: indexOf({ ...rank, span: high_span }),
  }));
  const timesOf = new Map<number, { ms: number; runs: number }[]>();
  if (spans.length > 0) {
    const rows = rowsOf(timeRow, await db.execute(sql`select target, ms, runs from ${timesInSpans(since, spans)} as times order by target, ms`));
    for (const { target, ms, runs } of rows) {
      const times = timesOf.get(target) ?? [];
      times.push({ ms, runs });
      timesOf.set(target, times);
    }
  }

  const percentiles = new Map<string, number>();
  for (const { kind, writer, model, measure, fraction, count, low, low_before, high, high_before } of wanted) {
    const lowMs = timeAtRank(timesOf.get(low) ?? [], low_before, Math.floor(fraction * (count - 1)));
    const highMs = timeAtRank(timesOf.get(high) ?? [], high_before, Math.ceil(fraction * (count - 1)));
    if (lowMs !== null && highMs !== null) percentiles.set(JSON.stringify([kind, writer, model, measure, fraction]), percentileCont(fraction, count, lowMs, highMs));
  }
  return (kind: string, writer: string, model: string | null, measure: TimeMeasure, fraction: Fraction): number | null =>
    percentiles.get(JSON.stringify([kind, writer, model, measure, fraction])) ?? null;
}
