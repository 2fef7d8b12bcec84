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

/**
 * Each time (whole milliseconds, to the first token and in all) of the window's runs and how many took it, by kind,
 * writer and model (`writer_run_times`), with the running count in time order and the group's whole count: what a
 * percentile of the window is read from.
 */
export function timesOfWindow(since: Date): SQL {
  const { wholeDays, edge } = edgeOf(since);
  return sql`(
    select kind, writer, model, measure, ms, runs,
      sum(runs) over (partition by kind, writer, model, measure order by ms)::bigint as up_to,
      sum(runs) over (partition by kind, writer, model, measure)::bigint as count
    from (
      select kind, writer, model, measure, ms, sum(runs)::bigint as runs from (
        select kind, writer, model, measure, ms, runs from writer_run_times where day >= ${wholeDays}::date
        union all
        select kind, writer, model, time.measure, time.ms, 1 from writer_runs
          cross join lateral (values ('first_token', first_token_ms), ('total', total_ms)) as time(measure, ms)
        where ${edge} and time.ms is not null
      ) as counted
      group by kind, writer, model, measure, ms having sum(runs) > 0
    ) as times
  )`;
}
