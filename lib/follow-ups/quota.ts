import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import { rowsOf } from "@/db/rows";
import { sessionEndedError } from "@/lib/auth/require-user";
import { liveUserSql } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import type { Reader } from "@/lib/quota/quota";
import { countRequestSql, rateLimitedError, rateWindowStart, sweepRateLimitsNowAndThen, withinLimitsSql } from "@/lib/rate-limit/rate-limit";
import { USER_ROLES, followUpsPerReading, type UserRole } from "@/lib/tarot/entitlements";
import { cardNameSchema, categoryIdSchema, spreadIdSchema, userRoleSchema } from "@/lib/tarot/schemas";
import type { ReadingPrompt } from "@/lib/interpreter/types";
import { z } from "@/lib/zod";
import { followUpLimitMessage } from "./limit-message";

/**
 * Follow-up questions counted against their reading (docs/architecture.md#a-follow-up): the reading's
 * `follow_ups_used` is the one counter, moved by one conditional update that only counts below the
 * role's limit (lib/tarot/entitlements.ts), and given back when the writer fails. Follow-ups never touch
 * the identity's monthly usage record.
 */

export class ReadingNotFoundError extends AppError {
  constructor() {
    super("not_found", "This reading does not exist.");
  }
}

class FollowUpLimitError extends AppError {
  constructor(role: UserRole) {
    super("follow_up_limit", followUpLimitMessage(role));
  }
}

/** The reading a follow-up asks about: what its writer is given again. */
export type AskedReading = { readingId: string; prompt: ReadingPrompt; interpretation: string };

/** A reserved follow-up: which one, on which reading, and how many the reader has left on it after this one. */
export type FollowUpReservation = { followUpId: string; readingId: string; remaining: number };

type ReserveOptions = {
  now?: Date;
  /** False to count and check only, reserving nothing (a question in crisis gets care, not an answer). */
  reserve?: boolean;
};

const cardsColumn = z.preprocess((value) => (typeof value === "string" ? JSON.parse(value) : value), z.array(cardNameSchema));

const reservationRow = z.object({
  id: z.string().nullable(),
  role: userRoleSchema.nullable(),
  allowed: z.boolean(),
  reading_id: z.string().nullable(),
  question: z.string().nullable(),
  type: spreadIdSchema.nullable(),
  category: categoryIdSchema.nullable(),
  cards: cardsColumn.nullable(),
  interpretation: z.string().nullable(),
  used_before: z.number().nullable(),
  used_after: z.number().nullable(),
  follow_up_id: z.string().nullable(),
});

/** The nil uuid: no reading has it. */
const NO_READING = "00000000-0000-0000-0000-000000000000";

/** The role's follow-up limit as SQL, from the entitlements' one table. */
function limitOfRoleSql(role: SQL): SQL {
  const cases = sql.join(USER_ROLES.map((name) => sql`when ${name} then ${followUpsPerReading(name)}`), sql` `);
  return sql`(case ${role} ${cases} else 0 end)`;
}

/**
 * Reserves a follow-up on one of the reader's completed readings, in one statement: the reader through
 * their live session (401), the request counted against the reading rate limits it shares (429), the
 * reading found (404 for a missing one, another user's, or one not completed), then the reading's
 * counter moved only below the role's limit (403 `follow_up_limit`) and the follow-up's row inserted.
 * The conditional update queues concurrent requests on the reading's row, so 10 at once on one reading,
 * on any number of instances, reserve exactly the limit.
 */
export async function reserveFollowUp(
  reader: Reader,
  readingId: string,
  question: string,
  { now = new Date(), reserve = true }: ReserveOptions = {},
): Promise<{ reading: AskedReading; reservation: FollowUpReservation | null; remaining: number }> {
  // An id that is no uuid names no reading; it still meets the session and rate-limit checks first.
  const target = z.uuid().safeParse(readingId).success ? readingId : NO_READING;
  const db = await getDb();
  const windowStart = rateWindowStart(now);
  const { limits, message } = reader.counted ?? { limits: [] };

  const [outcome] = rowsOf(
    reservationRow,
    await db.execute(sql`
      with me as (${liveUserSql(reader, now)}),
      counted as (${countRequestSql(limits, windowStart, sql`exists (select 1 from me)`)}),
      allowed as (select ${withinLimitsSql(limits, "counted")} as ok),
      target as (
        select readings.id, readings.question, readings.type, readings.category, readings.cards, readings.interpretation, readings.follow_ups_used
        from readings join me on readings.user_id = me.id
        where readings.id = ${target} and readings.status = 'completed'
      ),
      taken as (
        update readings set follow_ups_used = readings.follow_ups_used + 1
        from me, allowed
        where readings.id = ${target} and readings.user_id = me.id and readings.status = 'completed'
          and allowed.ok and ${reserve} and readings.follow_ups_used < ${limitOfRoleSql(sql`me.role`)}
        returning readings.id, readings.follow_ups_used
      ),
      follow_up as (
        insert into follow_ups (reading_id, user_id, question, status)
        select taken.id, me.id, ${question}, 'reserved' from taken, me
        returning id
      )
      select me.id, me.role, (select ok from allowed) as allowed,
        target.id as reading_id, target.question, target.type, target.category, target.cards, target.interpretation,
        target.follow_ups_used as used_before, (select follow_ups_used from taken) as used_after, (select id from follow_up) as follow_up_id
      from (select 1) as one left join me on true left join target on true`),
  );
  if (!outcome.id || !outcome.role) throw sessionEndedError();
  if (limits.length > 0) await sweepRateLimitsNowAndThen(db, windowStart);
  if (!outcome.allowed) throw rateLimitedError(windowStart, now, message);
  if (!outcome.reading_id || !outcome.question || !outcome.type || !outcome.category || !outcome.cards) throw new ReadingNotFoundError();

  const limit = followUpsPerReading(outcome.role);
  const reading: AskedReading = {
    readingId: outcome.reading_id,
    prompt: { question: outcome.question, type: outcome.type, category: outcome.category, cards: outcome.cards },
    interpretation: outcome.interpretation ?? "",
  };
  if (!reserve) return { reading, reservation: null, remaining: Math.max(0, limit - (outcome.used_before ?? 0)) };
  if (!outcome.follow_up_id || outcome.used_after === null) throw new FollowUpLimitError(outcome.role);
  const remaining = Math.max(0, limit - outcome.used_after);
  return { reading, reservation: { followUpId: outcome.follow_up_id, readingId: outcome.reading_id, remaining }, remaining };
}

const storedRow = z.object({ stored: z.boolean() });

/** Stores the answer. A follow-up the sweeper already released stays released (it was given back). */
export async function completeFollowUp(reservation: FollowUpReservation, answer: string): Promise<{ stored: boolean }> {
  const db = await getDb();
  const [row] = rowsOf(
    storedRow,
    await db.execute(sql`
      with done as (
        update follow_ups set status = 'completed', answer = ${answer}
        where id = ${reservation.followUpId} and status = 'reserved'
        returning id
      )
      select exists (select 1 from done) or exists (select 1 from follow_ups where id = ${reservation.followUpId} and status = 'completed') as stored`),
  );
  return row;
}

/** A failed follow-up costs nothing: it is marked failed and its reading's counter given back. */
export async function releaseFollowUp(reservation: FollowUpReservation): Promise<void> {
  const db = await getDb();
  await db.execute(releaseFollowUpsSql(sql`id = ${reservation.followUpId}`));
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
