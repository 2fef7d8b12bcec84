import { and, eq, gt, lt, sql, type SQL } from "drizzle-orm";
import { getDb, schema, type Database } from "@/db";
import { sessionEndedError } from "@/lib/auth/require-user";
import { AppError } from "@/lib/errors";
import { rateLimitedError, rateWindowStart, sweepRateLimitsNowAndThen, type RateLimit } from "@/lib/rate-limit/rate-limit";
import { FREE_READINGS_PER_MONTH, USER_ROLES, canUseCategory, canUseSpread, hasPremiumAccess, type UserRole } from "@/lib/tarot/access";
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


/** Whose reading: a user, and when the request came with a bearer token, the session it names (checked in the same statement). */
export type Reader = { userId: string; sessionId?: string };

/** The reader as the reservation's statement found them: who pays, and whether they may have this reading. */
export type ReaderRow = { id: string; identityHash: string; role: UserRole };

export type ReserveOptions = {
  now?: Date;
  /** Counted in the same statement as the reservation (the interpret route's per-user and per-address ones). */
  rateLimits?: RateLimit[];
  rateLimitMessage?: string;
  /** False to count and check only, reserving nothing (a crisis gets care, not a reading). */
  reserve?: boolean;
};

export type Reserved = { reader: ReaderRow; reservation: Reservation | null };

export class PremiumRequiredError extends AppError {
  constructor(what: "spread" | "category") {
    super("premium_required", `This ${what} is part of the subscription. Subscribe to unlock every spread and category.`);
  }
}

/**
 * Reserves a reading before the AI call (DESIGN.md §5). Every reading counts in the identity's usage
 * record for the month (the profile's 'N / 3'). Subscribers are unlimited; a free reading is taken by
 * one conditional upsert that only increments below the limit, then a referral bonus credit by a
 * conditional decrement, else 402. Concurrent requests, also from several app instances on one
 * PostgreSQL, can never take more than there is. The record is keyed by the identity, not the
 * account, so deleting the account and signing in again gives nothing back.
 *
 * The common case (a subscriber, or a free reading left this month) is one statement: it finds the
 * reader (through their live session when one is given: 401 otherwise), counts `rateLimits` (429 past
 * any), checks the reader's role against the spread and category (403), and only then reserves. Only a
 * free user at the monthly limit goes on to the bonus credits, in a transaction of its own.
 */
export async function reserveReading(
  reader: Reader,
  request: InterpretRequest,
  { now = new Date(), rateLimits = [], rateLimitMessage, reserve = true }: ReserveOptions = {},
): Promise<Reserved> {
  const db = await getDb();
  const period = periodOf(now);
  const windowStart = rateWindowStart(now);
  // The business rules stay in lib/tarot/access.ts: the statement only compares the reader's role with their verdicts.
  const entitledRoles = USER_ROLES.filter((role) => canUseSpread(role, request.type) && canUseCategory(role, request.category));
  const unlimitedRoles = USER_ROLES.filter((role) => hasPremiumAccess(role));

  const [outcome] = rowsOf<{ id: string | null; identity_hash: string; role: UserRole; allowed: boolean; entitled: boolean; reading_id: string | null }>(
    await db.execute(sql`
      with me as (${readerSql(reader, now)}),
      ${countedRequests(rateLimits, windowStart)},
      allowed as (${allowedSql(rateLimits)}),
      usage as (
        insert into identity_usage (identity_hash, period, readings)
        select me.identity_hash, ${period}, 1 from me, allowed
        where allowed.ok and ${reserve} and ${roleIn(sql`me.role`, entitledRoles)}
        on conflict (identity_hash, period) do update set readings = identity_usage.readings + 1
        where identity_usage.readings < ${FREE_READINGS_PER_MONTH} or ${roleIn(sql`(select role from me)`, unlimitedRoles)}
        returning readings
      ),
      reading as (
        insert into readings (user_id, period, question, type, category, cards, status, paid_with)
        select me.id, ${period}, ${request.question}, ${request.type}, ${request.category}, ${JSON.stringify(request.cards)}::jsonb, 'reserved', case when ${roleIn(sql`me.role`, unlimitedRoles)} then 'subscription' else 'monthly' end
        from usage, me
        returning id
      )
      select me.id, me.identity_hash, me.role, (select ok from allowed) as allowed, ${roleIn(sql`me.role`, entitledRoles)} as entitled,
        (select id from reading) as reading_id
      from (select 1) as one left join me on true`),
  );
  if (!outcome.id) throw sessionEndedError();
  if (rateLimits.length > 0) await sweepRateLimitsNowAndThen(db, windowStart);
  if (!outcome.allowed) throw rateLimitedError(windowStart, now, rateLimitMessage);
  const found: ReaderRow = { id: String(outcome.id), identityHash: outcome.identity_hash, role: outcome.role };
  if (!outcome.entitled) throw new PremiumRequiredError(canUseSpread(found.role, request.type) ? "category" : "spread");
  if (!reserve) return { reader: found, reservation: null };
  await sweepUsageNowAndThen(db, now);
  const usageKey = { userId: found.id, identityHash: found.identityHash, period };
  if (outcome.reading_id) {
    return { reader: found, reservation: { readingId: String(outcome.reading_id), ...usageKey, paidWith: hasPremiumAccess(found.role) ? "subscription" : "monthly" } };
  }
  return { reader: found, reservation: await reserveWithBonus(db, found.id, request, usageKey) };
}

/** The reader's row: through a live session (not revoked, not expired, still theirs) when one is named. */
function readerSql({ userId, sessionId }: Reader, now: Date): SQL {
  if (sessionId === undefined) return sql`select id, identity_hash, role from users where id = ${userId}`;
  return sql`
    select users.id, users.identity_hash, users.role from sessions join users on users.id = sessions.user_id
    where sessions.id = ${sessionId} and sessions.user_id = ${userId} and sessions.revoked_at is null and sessions.expires_at > ${now.toISOString()}::timestamptz`;
}

/** `role in (...roles)`; false for no roles at all. */
function roleIn(role: SQL, roles: readonly UserRole[]): SQL {
  const names = sql.join(roles.map((name) => sql`${name}`), sql`, `);
  return roles.length === 0 ? sql`false` : sql`${role} in (${names})`;
}

/** A CTE `counted(key, count)` counting one request against each limit for the reader `me` (none: an empty one). */
function countedRequests(limits: RateLimit[], windowStart: Date): SQL {
  if (limits.length === 0) return sql`counted (key, count) as (select null::text, 0 where false)`;
  const rows = sql.join(
    limits.map(({ key }) => sql`(${key}, ${windowStart.toISOString()}::timestamptz, 1)`),
    sql`, `,
  );
  // Nothing is counted for a session that is over: that request is a 401, not a try.
  return sql`counted as (
    insert into rate_limits (key, window_start, count)
    select key, window_start, count from (values ${rows}) as request (key, window_start, count) where exists (select 1 from me)
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
async function reserveWithBonus(db: Database, userId: string, request: InterpretRequest, usageKey: Omit<Reservation, "readingId" | "paidWith">): Promise<Reservation> {
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
        .where(and(eq(users.id, userId), gt(users.bonusCredits, 0)))
        .returning({ left: users.bonusCredits });
      if (bonus.length === 0) throw new QuotaExceededError();
      await countReading(false);
      paidWith = "bonus";
    }
    const [reading] = await tx
      .insert(readings)
      .values({
        userId,
        period: usageKey.period,
        question: request.question,
        type: request.type,
        category: request.category,
        cards: request.cards,
        status: "reserved",
        paidWith,
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
