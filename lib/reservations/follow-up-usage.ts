import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { USER_ROLES, followUpsPerReading } from "@/lib/tarot/entitlements";

/**
 * A reading's follow-up counter, `follow_ups_used` (docs/architecture.md#a-follow-up), and the two
 * statements that move it, as usage.ts does for the identity's readings: the follow-up's reservation
 * counts one, its failure and the sweeper of stale reservations give them back.
 */

/** The role's follow-up limit as SQL, from the entitlements' one table. */
function limitOfRoleSql(role: SQL): SQL {
  const cases = sql.join(USER_ROLES.map((name) => sql`when ${name} then ${followUpsPerReading(name)}`), sql` `);
  return sql`(case ${role} ${cases} else 0 end)`;
}

type CountFollowUp = {
  readingId: string;
  /** The reader's id and role: columns of `from`. */
  userId: SQL;
  role: SQL;
  /** What the update reads besides the reading (`me, allowed`), and the condition on it. */
  from: SQL;
  onlyIf: SQL;
};

/**
 * Counts one follow-up on the reader's completed reading, in one conditional update that only counts
 * below the role's limit, answering the reading's id and its new count, or no row at the limit.
 * Concurrent requests, on any number of instances, queue on the reading's row and can never count past it.
 */
export function countFollowUpSql({ readingId, userId, role, from, onlyIf }: CountFollowUp): SQL {
  return sql`
    update readings set follow_ups_used = readings.follow_ups_used + 1
    from ${from}
    where readings.id = ${readingId} and readings.user_id = ${userId} and readings.status = 'completed'
      and ${onlyIf} and readings.follow_ups_used < ${limitOfRoleSql(role)}
    returning readings.id, readings.follow_ups_used`;
}

/**
 * Releases every reserved follow-up that `which` selects, in one statement: each is marked failed once
 * (one completed or released meanwhile is left alone) and its reading's counter goes down by as many.
 * Safe when two run at once: the follow-up's row decides. Answers the released follow-ups' ids.
 */
export function releaseFollowUpsSql(which: SQL): SQL {
  return sql`
    with released as (
      update follow_ups set status = 'failed'
      where status = 'reserved' and (${which})
      returning id, reading_id
    ),
    given_back as (
      update readings set follow_ups_used = greatest(readings.follow_ups_used - per_reading.follow_ups, 0)
      from (select reading_id, count(*)::int as follow_ups from released group by reading_id) as per_reading
      where readings.id = per_reading.reading_id
    )
    select id from released`;
}
