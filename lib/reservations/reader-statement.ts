import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db";
import { rowsOf } from "@/db/rows";
import { sessionEndedError } from "@/lib/auth/require-user";
import { liveUserSql, type SessionToken } from "@/lib/auth/session";
import { countRequestSql, rateLimitedError, rateWindowStart, sweepRateLimitsNowAndThen, withinLimitsSql, type CountedRequest } from "@/lib/rate-limit/rate-limit";
import type { UserRole } from "@/lib/tarot/entitlements";
import { userRoleSchema } from "@/lib/tarot/schemas";
import { z } from "@/lib/zod";

/**
 * Whose reservation: the session a bearer token names (checked live in the reservation's own statement),
 * with the rate limits the request counts against (lib/readings/reading-limits.ts).
 */
export type Reader = SessionToken & { counted: CountedRequest };

/** The reader as the statement found them. */
export type ReaderRow = { id: string; identityHash: string; role: UserRole };

/** The reader's columns of every reservation statement's one row: none when their session is over. */
const readerRow = z.object({
  id: z.string().nullable(),
  identity_hash: z.string().nullable(),
  role: userRoleSchema.nullable(),
  allowed: z.boolean(),
});

type ReaderStatement<Row extends z.ZodType> = {
  reader: Reader;
  now: Date;
  /** The reservation's own expressions (`name as (...), ...`): they see `me` (the reader) and `allowed.ok` (within every rate limit). */
  with: SQL;
  /** Its own columns of the answer, and what they hold. */
  select: SQL;
  row: Row;
  /** Joined after `me` (`left join target on true`), for columns from its own expressions. */
  join?: SQL;
};

/**
 * One reservation's statement (a reading's, a follow-up's), with the checks every reservation makes
 * first in the same round trip: the reader through their live session (lib/auth: 401 otherwise), then
 * the request counted against their rate limits (lib/rate-limit: 429 past any). Nothing is counted for
 * a session that is over. The reservation's own expressions reserve only where `allowed.ok`; what they
 * found comes back with the reader, once both checks have passed.
 */
export async function runReaderStatement<Row extends z.ZodType>(
  db: Database,
  { reader, now, with: reservation, select, row, join = sql`` }: ReaderStatement<Row>,
): Promise<{ reader: ReaderRow; row: z.infer<Row> }> {
  const windowStart = rateWindowStart(now);
  const { limits, message } = reader.counted;
  const result = await db.execute(sql`
    with me as (${liveUserSql(reader, now)}),
    counted as (${countRequestSql(limits, windowStart, sql`exists (select 1 from me)`)}),
    allowed as (select ${withinLimitsSql(limits, "counted")} as ok),
    ${reservation}
    select me.id, me.identity_hash, me.role, (select ok from allowed) as allowed, ${select}
    from (select 1) as one left join me on true ${join}`);
  const [me] = rowsOf(readerRow, result);
  if (!me.id || !me.identity_hash || !me.role) throw sessionEndedError();
  if (limits.length > 0) await sweepRateLimitsNowAndThen(db, windowStart);
  if (!me.allowed) throw rateLimitedError(windowStart, now, message);
  return { reader: { id: me.id, identityHash: me.identity_hash, role: me.role }, row: rowsOf(row, result)[0] };
}
