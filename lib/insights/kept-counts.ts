import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { firstWholeDay, utcDay } from "@/lib/time/day-window";

/** The keys insights count (migration 0018's `reading_tally_keys`): everything but nothing else. */
const KINDS = sql`('all', 'card', 'category', 'spread', 'check_in')`;

/**
 * For each key of the reader's completed readings since `since` (null: all time), in how many readings and
 * the last moment. All time is the reader's `reading_totals` (a row per key); a window is its whole days'
 * `reading_tallies` (a row per day and key) and, before the first of them, the readings themselves, counted
 * under the same keys by the same function the triggers use: at most a day's readings.
 */
export function keptCountsSql(userId: string, since: Date | null): SQL {
  if (since === null) {
    return sql`select kind, key, readings, last_at from reading_totals where user_id = ${userId} and kind in ${KINDS}`;
  }
  const wholeDays = firstWholeDay(since);
  return sql`
    select kind, key, sum(readings)::int as readings, max(last_at) as last_at from (
      select kind, key, readings, last_at from reading_tallies
      where user_id = ${userId} and kind in ${KINDS} and day >= ${utcDay(wholeDays)}::date
      union all
      select k.kind, k.key, 1, r.created_at from readings r
        cross join lateral reading_tally_keys(r.cards, r.category, r.type, r.checked_in_at, r.check_in_helpful) as k
      where r.user_id = ${userId} and r.status = 'completed'
        and r.created_at >= ${since.toISOString()}::timestamptz and r.created_at < ${wholeDays.toISOString()}::timestamptz
    ) as counted
    group by kind, key`;
}
