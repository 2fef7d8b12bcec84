import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { FREE_READINGS_PER_MONTH } from "@/lib/tarot/entitlements";

/**
 * The identity's usage record (docs/architecture.md#data-model) and the two statements that move it, written once and
 * used by every path that counts or gives back a reading: the reservation's own statement, the bonus
 * path, a failed reading's release and the sweeper of stale reservations.
 */

/** The UTC day `YYYY-MM-DD` of `date`: the fair-use ceiling counts readings per UTC day. */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

type CountReading = {
  /** The identity's hash: a value, or a column of the statement's `from`. */
  identityHash: SQL;
  /** What pays: a value, or an expression of the statement's `from`. */
  paidWith: SQL;
  period: string;
  day: string;
  /** A subscriber's readings per UTC day. */
  dailyCeiling: number;
  /** The rows to count from, with their conditions (`from me where ...`); empty for one row of values. */
  from?: SQL;
};

/**
 * Counts one reading in the identity's record for the month, in one conditional upsert that only
 * counts below the limit of what pays: the monthly free readings (a free reading), the day's fair-use
 * ceiling (a subscriber's), or nothing (a bonus credit, already taken). Returns the month's count,
 * or no row when the limit is reached. Concurrent requests, on any number of instances, queue on
 * the row and can never count past a limit.
 */
export function countReadingSql({ identityHash, paidWith, period, day, dailyCeiling, from = sql`` }: CountReading): SQL {
  return sql`
    insert into identity_usage (identity_hash, period, readings, free_readings, day, readings_today)
    select ${identityHash}, ${period}, 1, case when ${paidWith} = 'monthly' then 1 else 0 end, ${day}, 1 ${from}
    on conflict (identity_hash, period) do update set
      readings = identity_usage.readings + 1,
      free_readings = identity_usage.free_readings + excluded.free_readings,
      readings_today = case when identity_usage.day = excluded.day then identity_usage.readings_today + 1 else 1 end,
      day = excluded.day
    where case ${paidWith}
      when 'monthly' then identity_usage.free_readings < ${FREE_READINGS_PER_MONTH}
      when 'subscription' then identity_usage.day <> excluded.day or identity_usage.readings_today < ${dailyCeiling}
      else true end
    returning readings`;
}

/**
 * Releases every reserved reading that `which` selects, in one statement: each is marked failed once
 * (a reading completed or released meanwhile is left alone), and what paid for it is given back: the
 * month's count, a free reading, the day's count if it is still that day, and a bonus credit. Safe
 * when two run at once: the reading's row decides which of them releases it. Answers the released
 * readings' ids.
 */
export function releaseReadingsSql(which: SQL): SQL {
  return sql`
    with released as (
      update readings set status = 'failed'
      where status = 'reserved' and (${which})
      returning id, user_id, period, paid_with, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day
    ),
    owners as (
      select released.*, users.identity_hash from released join users on users.id = released.user_id
    ),
    per_month as (
      select identity_hash, period, count(*)::int as readings, (count(*) filter (where paid_with = 'monthly'))::int as free_readings
      from owners group by identity_hash, period
    ),
    usage as (
      update identity_usage set
        readings = greatest(identity_usage.readings - per_month.readings, 0),
        free_readings = greatest(identity_usage.free_readings - per_month.free_readings, 0),
        readings_today = greatest(identity_usage.readings_today - (
          select count(*)::int from owners
          where owners.identity_hash = identity_usage.identity_hash and owners.period = identity_usage.period and owners.day = identity_usage.day
        ), 0)
      from per_month
      where identity_usage.identity_hash = per_month.identity_hash and identity_usage.period = per_month.period
    ),
    bonus as (
      update users set bonus_credits = users.bonus_credits + given.credits
      from (select user_id, count(*)::int as credits from released where paid_with = 'bonus' group by user_id) as given
      where users.id = given.user_id
    )
    select id from released`;
}
