import { and, eq, gt, lt, sql, type SQL } from "drizzle-orm";
import { getDb, schema, type Database } from "@/db";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { rateLimitedError, rateWindowStart, sweepRateLimitsNowAndThen, type RateLimit } from "@/lib/rate-limit/rate-limit";
import { FREE_READINGS_PER_MONTH, hasPremiumAccess } from "@/lib/tarot/access";
import type { InterpretRequest } from "@/lib/readings/interpret-request";
import { periodOf, previousPeriodOf } from "@/lib/time/period";

const { identityUsage, readings, users } = schema;

export class QuotaExceededError extends AppError {
  constructor() {
    super("quota_exceeded", `You have used your ${FREE_READINGS_PER_MONTH} free readings this month. Subscribe for unlimited readings, or invite friends to earn bonus readings.`);
  }
}

/** What paid for a reserved reading, so that a failed one is given back to the right place. */
export type PaidWith = "subscription" | "monthly" | "bonus";

export type Reservation = { readingId: string; userId: string; identityHash: string; period: string; paidWith: PaidWith };


/** Rate limits to count in the same statement as the reservation (the interpret route's per-user and per-address ones). */
export type ReserveOptions = { now?: Date; rateLimits?: RateLimit[]; rateLimitMessage?: string };

/**
 * Reserves a reading before the AI call (DESIGN.md §5). Every reading counts in the identity's usage
 * record for the month (the profile's 'N / 3'). Subscribers are unlimited; a free reading is taken by
 * one conditional upsert that only increments below the limit, then a referral bonus credit by a
 * conditional decrement, else 402. Concurrent requests, also from several app instances on one
 * PostgreSQL, can never take more than there is. The record is keyed by the identity, not the
 * account, so deleting the account and signing in again gives nothing back.
 *
 * The common case (a subscriber, or a free reading left this month) is one statement that also counts
 * `rateLimits` and reserves only when none is past its limit (429 otherwise); only a free user at the
 * monthly limit goes on to the bonus credits, in a transaction of its own.
 */
export async function reserveReading(user: User, request: InterpretRequest, { now = new Date(), rateLimits = [], rateLimitMessage }: ReserveOptions = {}): Promise<Reservation> {
  const db = await getDb();
  const period = periodOf(now);
  const usageKey = { userId: user.id, identityHash: user.identityHash, period };
  const windowStart = rateWindowStart(now);
  const premium = hasPremiumAccess(user.role);

  const [outcome] = rowsOf<{ allowed: boolean; reading_id: string | null }>(
    await db.execute(sql`
      with ${countedRequests(rateLimits, windowStart)},
      allowed as (${allowedSql(rateLimits)}),
      usage as (
        insert into identity_usage (identity_hash, period, readings)
        select ${user.identityHash}, ${period}, 1 from allowed where allowed.ok
        on conflict (identity_hash, period) do update set readings = identity_usage.readings + 1
        ${premium ? sql`` : sql`where identity_usage.readings < ${FREE_READINGS_PER_MONTH}`}
        returning readings
      ),
      reading as (
        insert into readings (user_id, period, question, type, category, cards, status, paid_with_bonus)
        select ${user.id}, ${period}, ${request.question}, ${request.type}, ${request.category}, ${JSON.stringify(request.cards)}::jsonb, 'reserved', false
        from usage
        returning id
      )
      select (select ok from allowed) as allowed, (select id from reading) as reading_id`),
  );
  if (rateLimits.length > 0) await sweepRateLimitsNowAndThen(db, windowStart);
  if (!outcome.allowed) throw rateLimitedError(windowStart, now, rateLimitMessage);
  await sweepUsageNowAndThen(db, now);
  if (outcome.reading_id) return { readingId: String(outcome.reading_id), ...usageKey, paidWith: premium ? "subscription" : "monthly" };
  return reserveWithBonus(db, user, request, usageKey);
}

/** A CTE `counted(key, count)` counting one request against each limit (none: an empty one). */
function countedRequests(limits: RateLimit[], windowStart: Date): SQL {
  if (limits.length === 0) return sql`counted (key, count) as (select null::text, 0 where false)`;
  const rows = sql.join(
    limits.map(({ key }) => sql`(${key}, ${windowStart.toISOString()}::timestamptz, 1)`),
    sql`, `,
  );
  return sql`counted as (
    insert into rate_limits (key, window_start, count) values ${rows}
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning key, count
  )`;
}

function allowedSql(limits: RateLimit[]): SQL {
  if (limits.length === 0) return sql`select true as ok`;
  const past = sql.join(
    limits.map(({ key, limit }) => sql`(counted.key = ${key} and counted.count > ${limit})`),
    sql` or `,
  );
  return sql`select not exists (select 1 from counted where ${past}) as ok`;
}

/** The driver's rows: postgres.js answers an array, PGlite an object holding `rows`. */
function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/** Only this month's and last month's records are kept; older ones are swept now and then. */
async function sweepUsageNowAndThen(db: Database, now: Date): Promise<void> {
  if (Math.random() < 0.01) await db.delete(identityUsage).where(lt(identityUsage.period, previousPeriodOf(now)));
}

/** A free user past the month's free readings: a referral bonus credit pays, or 402. */
async function reserveWithBonus(db: Database, user: User, request: InterpretRequest, usageKey: Omit<Reservation, "readingId" | "paidWith">): Promise<Reservation> {
  return db.transaction(async (tx) => {
    const countReading = (onlyBelowFreeLimit: boolean) =>
      tx
        .insert(identityUsage)
        .values({ identityHash: usageKey.identityHash, period: usageKey.period, readings: 1 })
        .onConflictDoUpdate({
          target: [identityUsage.identityHash, identityUsage.period],
          set: { readings: sql`${identityUsage.readings} + 1` },
          setWhere: onlyBelowFreeLimit ? sql`${identityUsage.readings} < ${FREE_READINGS_PER_MONTH}` : undefined,
        })
        .returning({ readings: identityUsage.readings });

    let paidWith: PaidWith;
    // A reading given back since the first look frees a monthly one again.
    if ((await countReading(true)).length > 0) {
      paidWith = "monthly";
    } else {
      const bonus = await tx
        .update(users)
        .set({ bonusCredits: sql`${users.bonusCredits} - 1` })
        .where(and(eq(users.id, user.id), gt(users.bonusCredits, 0)))
        .returning({ left: users.bonusCredits });
      if (bonus.length === 0) throw new QuotaExceededError();
      await countReading(false);
      paidWith = "bonus";
    }
    const [reading] = await tx
      .insert(readings)
      .values({
        userId: user.id,
        period: usageKey.period,
        question: request.question,
        type: request.type,
        category: request.category,
        cards: request.cards,
        status: "reserved",
        paidWithBonus: paidWith === "bonus",
      })
      .returning({ id: readings.id });
    return { readingId: reading.id, ...usageKey, paidWith };
  });
}

/**
 * Stores the interpretation: the reading is now in the user's history. In the same round trip, says
 * whether the reader has a referral waiting to be judged (almost never: only a referred user's first).
 */
export async function completeReading(reservation: Reservation, interpretation: string): Promise<{ referralWaiting: boolean }> {
  const db = await getDb();
  const [row] = rowsOf<{ referral_waiting: boolean }>(
    await db.execute(sql`
      with done as (update readings set status = 'completed', interpretation = ${interpretation} where id = ${reservation.readingId})
      select exists (select 1 from referrals where referred_user_id = ${reservation.userId} and first_reading_at is null) as referral_waiting`),
  );
  return { referralWaiting: Boolean(row?.referral_waiting) };
}

/** A failed reading costs nothing: its count and its bonus credit go back, in one transaction. */
export async function releaseReading(reservation: Reservation): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [reading] = await tx
      .update(readings)
      .set({ status: "failed" })
      .where(and(eq(readings.id, reservation.readingId), eq(readings.status, "reserved")))
      .returning({ userId: readings.userId });
    // Already released or completed (or the account is gone): nothing to give back twice.
    if (!reading) return;
    await tx
      .update(identityUsage)
      .set({ readings: sql`greatest(${identityUsage.readings} - 1, 0)` })
      .where(and(eq(identityUsage.identityHash, reservation.identityHash), eq(identityUsage.period, reservation.period)));
    if (reservation.paidWith === "bonus") {
      await tx
        .update(users)
        .set({ bonusCredits: sql`${users.bonusCredits} + 1` })
        .where(eq(users.id, reading.userId));
    }
  });
}

/** Readings counted this UTC month for an identity: the profile's 'N / 3' and 'Total readings this month'. */
export async function readingsThisMonth(identityHash: string, now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ readings: identityUsage.readings })
    .from(identityUsage)
    .where(and(eq(identityUsage.identityHash, identityHash), eq(identityUsage.period, periodOf(now))));
  return row?.readings ?? 0;
}
