import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { firstWholeDay, utcDay } from "@/lib/time/day-window";

/**
 * The console's windows read from the counts the database keeps per UTC day (migration 0018,
 * docs/architecture.md#kept-counts): the window's whole days from the day rows, and the part of its first day
 * before them from `writer_runs` itself (none for today, which starts at midnight). Each is a derived table with
 * the columns of its day table, so a figure is counted from it as it was from the rows.
 */
function edgeOf(since: Date): { wholeDays: string; edge: SQL } {
  const wholeDays = firstWholeDay(since);
  return {
    wholeDays: utcDay(wholeDays),
    edge: sql`created_at >= ${since.toISOString()}::timestamptz and created_at < ${wholeDays.toISOString()}::timestamptz`,
  };
}

/** Runs and tokens by kind, outcome, writer, model, spread and category (`writer_run_tallies`). */
export function runsOfWindow(since: Date): SQL {
  const { wholeDays, edge } = edgeOf(since);
  return sql`(
    select kind, outcome, writer, model, spread, category, sum(runs)::int as runs, sum(input_tokens)::bigint as input_tokens, sum(output_tokens)::bigint as output_tokens
    from (
      select kind, outcome, writer, model, spread, category, runs, input_tokens, output_tokens from writer_run_tallies where day >= ${wholeDays}::date
      union all
      select kind, outcome, writer, model, spread, category, 1, input_tokens, output_tokens from writer_runs where ${edge}
    ) as runs
    group by kind, outcome, writer, model, spread, category
  )`;
}

/** Each quality check's runs and passes by writer (`writer_run_checks`), every kind of writing together. */
export function checksOfWindow(since: Date): SQL {
  const { wholeDays, edge } = edgeOf(since);
  return sql`(
    select writer, "check", sum(checked)::int as checked, sum(passed)::int as passed
    from (
      select writer, "check", checked, passed from writer_run_checks where day >= ${wholeDays}::date
      union all
      select writer, q.key, 1, (q.value = 'true')::int from writer_runs cross join lateral jsonb_each_text(quality) as q
      where ${edge} and q.value is not null
    ) as checks
    group by writer, "check"
  )`;
}

/** A window's times are counted by span of this many milliseconds first (`writer_run_time_spans`, migration 0019). */
export const TIME_SPAN_MS = 32;

/**
 * Each span of TIME_SPAN_MS milliseconds (to the first token and in all) of the window's runs and how many took a
 * time in it, by kind, writer and model (`writer_run_time_spans`), with the running count in span order and the
 * group's whole count: in which span a percentile's rank falls is read from these.
 */
export function spansOfWindow(since: Date): SQL {
  const { wholeDays, edge } = edgeOf(since);
  return sql`(
    select kind, writer, model, measure, span, runs,
      sum(runs) over (partition by kind, writer, model, measure order by span)::bigint as up_to,
      sum(runs) over (partition by kind, writer, model, measure)::bigint as count
    from (
      select kind, writer, model, measure, span, sum(runs)::bigint as runs from (
        select kind, writer, model, measure, span, runs from writer_run_time_spans where day >= ${wholeDays}::date
        union all
        select kind, writer, model, time.measure, time.ms / ${sql.raw(String(TIME_SPAN_MS))}, 1 from writer_runs
          cross join lateral (values ('first_token', first_token_ms), ('total', total_ms)) as time(measure, ms)
        where ${edge} and time.ms is not null
      ) as counted
      group by kind, writer, model, measure, span having sum(runs) > 0
    ) as spans
  )`;
}

/** One span of one group's times: what `timesInSpans` reads. */
export type TimeSpan = { kind: string; writer: string; model: string | null; measure: string; span: number };

/**
 * The times (whole milliseconds) of the window's runs that fall in the given spans, and how many took each, by the
 * span's index in `spans`: a span's own rows of `writer_run_times` (writer_run_times_ms_idx), never the window's others.
 */
export function timesInSpans(since: Date, spans: readonly TimeSpan[]): SQL {
  const { wholeDays, edge } = edgeOf(since);
  const width = sql.raw(String(TIME_SPAN_MS));
  const wanted = sql.join(
    spans.map(({ kind, writer, model, measure, span }, index) => sql`(${index}::int, ${kind}::text, ${writer}::text, ${model}::text, ${measure}::text, ${span}::int)`),
    sql`, `,
  );
  const inSpan = (table: string) =>
    sql`${sql.identifier(table)}.kind = wanted.kind and ${sql.identifier(table)}.writer = wanted.writer
      and ${sql.identifier(table)}.model is not distinct from wanted.model`;
  // Each span by its own range of writer_run_times_ms_idx: `offset 0` keeps the lateral subquery apart; joined to the
  // spans as one, the planner scans all the window's times (measured on 30 days of 3 M runs: 24 ms against 440 ms).
  return sql`(
    select target, ms, sum(runs)::bigint as runs from (
      select wanted.target, t.ms, t.runs from (values ${wanted}) as wanted(target, kind, writer, model, measure, span)
        cross join lateral (
          select t.ms, t.runs from writer_run_times t
          where ${inSpan("t")} and t.measure = wanted.measure and t.ms >= wanted.span * ${width} and t.ms < (wanted.span + 1) * ${width}
            and t.day >= ${wholeDays}::date
          offset 0
        ) as t
      union all
      select wanted.target, time.ms, 1 from (values ${wanted}) as wanted(target, kind, writer, model, measure, span)
        join writer_runs r on ${inSpan("r")}
        cross join lateral (values ('first_token', r.first_token_ms), ('total', r.total_ms)) as time(measure, ms)
      where ${edge} and time.measure = wanted.measure and time.ms / ${width} = wanted.span
    ) as counted
    group by target, ms
  )`;
}
