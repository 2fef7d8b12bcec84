import "server-only";
import { and, eq, gt, lt, sql, type SQL } from "drizzle-orm";
import { getDb, schema, type Database } from "@/db";
import { rowsOf } from "@/db/rows";
import type { Reading, User } from "@/db/schema";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { referralWaitingSql } from "@/lib/referrals/credit";
import { FREE_READINGS_PER_MONTH, UNLIMITED_ROLES, canUseCategory, canUseSpread, hasPremiumAccess, rolesEntitledTo, type PaidWith, type Selection, type UserRole, type Viewer } from "@/lib/tarot/entitlements";
import { FREE_VOICE } from "@/lib/tarot/voices";
import type { CardName } from "@/lib/tarot/deck";
import type { LOCALES } from "@/lib/domain/vocabularies";
import { periodOf, previousPeriodOf } from "@/lib/time/period";
import { z } from "@/lib/zod";
import { runReaderStatement, type Reader, type ReaderRow } from "./reader-statement";
import { countReadingSql, dayOf, releaseReadingsSql } from "./usage";

const { identityUsage, users } = schema;

class QuotaExceededError extends AppError {
  constructor() {
    super("quota_exceeded", `You have used your ${FREE_READINGS_PER_MONTH} free readings this month. Subscribe for unlimited readings, or invite friends to earn bonus readings.`);
  }
}

/** A subscriber at the day's fair-use ceiling: a calm 429 that says when it lifts (midnight UTC). */
class DailyLimitError extends AppError {
  constructor(ceiling: number, now: Date) {
    const secondsLeft = Math.max(1, Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000));
    super(
      "daily_limit",
      `You have reached today's fair-use limit of ${ceiling} readings. It resets at midnight UTC, in ${durationInWords(secondsLeft)}.`,
      { "Retry-After": String(secondsLeft) },
    );
  }
}

function durationInWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? "a minute" : `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? "about an hour" : `about ${hours} hours`;
}

/** A reserved reading: which one, whose, and what paid for it. */
export type Reservation = { readingId: string; userId: string; paidWith: PaidWith };

/** What a reading asks for, as far as its reservation is concerned: the spread and category it must be entitled to, and what its row keeps. */
type AskedReading = Selection & { question: string; cards: readonly CardName[]; ownDraw?: boolean; locale?: (typeof LOCALES)[number] };

type ReserveOptions = {
  now?: Date;
  /** False to count and check only, reserving nothing (a crisis gets care, not a reading). */
  reserve?: boolean;
};

type Reserved = { reader: ReaderRow; reservation: Reservation | null };

type PremiumChoice = "spread" | "category" | "voice";

const PREMIUM_REQUIRED: Record<PremiumChoice, string> = {
  spread: "This spread is part of the subscription. Subscribe to unlock every spread and category.",
  category: "This category is part of the subscription. Subscribe to unlock every spread and category.",
  voice: "This voice is part of the subscription. Subscribe to read in every voice.",
};

class PremiumRequiredError extends AppError {
  constructor(what: PremiumChoice) {
    super("premium_required", PREMIUM_REQUIRED[what]);
  }
}

/** Which of the reading's choices the role may not have: the spread first, then the category, then the voice. */
function premiumChoice(role: Viewer, request: Selection): PremiumChoice {
  if (!canUseSpread(role, request.type)) return "spread";
  return canUseCategory(role, request.category) ? "voice" : "category";
}

/** What the reservation's own expressions found, beside the reader (lib/reservations/reader-statement.ts). */
const reservationRow = z.object({
  entitled: z.boolean().nullable(),
  reading_id: z.string().nullable(),
});
const readingIdRow = z.object({ id: z.string() });
const countedRow = z.object({ readings: z.number() });

/**
 * Reserves a reading before the AI call. Every reading counts in the identity's usage record for the
 * month (lib/reservations/usage.ts): a free reading below the month's free limit, a subscriber's below the
 * day's fair-use ceiling; at the free limit a referral bonus credit pays, else 402. Concurrent
 * requests, also from several app instances on one PostgreSQL, can never take more than there is.
 * The record is keyed by the identity, not the account, so deleting the account and signing in again
 * gives nothing back.
 *
 * The common case (a subscriber, or a free reading left this month) is one statement, built from the
 * pieces each rule's owner writes: the reader through their live session and the request counted
 * against their rate limits (lib/reservations/reader-statement.ts: 401, 429), the roles entitled to the spread
 * and category (lib/tarot/entitlements.ts: 403), the usage count and the reading's row (here and in
 * usage.ts), each only when everything before it allowed it. Only a free user at the monthly limit goes
 * on to the bonus credits, in a transaction of its own that uses the same usage count and row.
 */
export async function reserveReading(db: Database, reader: Reader, request: AskedReading, { now = new Date(), reserve = true }: ReserveOptions = {}): Promise<Reserved> {
  const period = periodOf(now);
  const day = dayOf(now);
  const dailyCeiling = getConfig().subscriberReadingsPerDay;
  const entitled = roleIn(sql`me.role`, rolesEntitledTo(request));
  const paidWith = sql`(select case when ${roleIn(sql`me.role`, UNLIMITED_ROLES)} then 'subscription' else 'monthly' end from me)`;

  const { reader: found, row: outcome } = await runReaderStatement(db, {
    reader,
    now,
    with: sql`
      usage as (${countReadingSql({
        identityHash: sql`me.identity_hash`,
        paidWith,
        period,
        day,
        dailyCeiling,
        from: sql`from me, allowed where allowed.ok and ${reserve} and ${entitled}`,
      })}),
      reading as (${reservedReadingSql({ userId: sql`me.id`, period, request, paidWith, from: sql`from usage, me` })})`,
    select: sql`${entitled} as entitled, (select id from reading) as reading_id`,
    row: reservationRow,
  });
  if (!outcome.entitled) throw new PremiumRequiredError(premiumChoice(found.role, request));
  if (!reserve) return { reader: found, reservation: null };
  await sweepUsageNowAndThen(db, now);
  if (outcome.reading_id) {
    return { reader: found, reservation: { readingId: outcome.reading_id, userId: found.id, paidWith: hasPremiumAccess(found.role) ? "subscription" : "monthly" } };
  }
  if (hasPremiumAccess(found.role)) throw new DailyLimitError(dailyCeiling, now);
  return { reader: found, reservation: await reserveWithBonus(db, found, request, { period, day, dailyCeiling }) };
}

/** `role in (...roles)`; false for no roles at all. */
function roleIn(role: SQL, roles: readonly UserRole[]): SQL {
  const names = sql.join(roles.map((name) => sql`${name}`), sql`, `);
  return roles.length === 0 ? sql`false` : sql`${role} in (${names})`;
}

/**
 * The reserved reading's row, for each row of `from` (none: one row of values), answering its id: the
 * one insert of a reading, for the common statement and the bonus path alike.
 */
function reservedReadingSql({ userId, period, request, paidWith, from = sql`` }: { userId: SQL; period: string; request: AskedReading; paidWith: SQL; from?: SQL }): SQL {
  return sql`
    insert into readings (user_id, period, question, type, category, cards, status, paid_with, own_draw, voice, locale)
    select ${userId}::uuid, ${period}, ${request.question}, ${request.type}, ${request.category}, ${JSON.stringify(request.cards)}::jsonb, 'reserved', ${paidWith},
      ${request.ownDraw ?? false}, ${request.voice ?? FREE_VOICE}, ${request.locale ?? null}
    ${from}
    returning id`;
}

/** Only this month's and last month's records are kept; older ones are swept now and then. */
async function sweepUsageNowAndThen(db: Database, now: Date): Promise<void> {
  if (Math.random() < 0.01) await db.delete(identityUsage).where(lt(identityUsage.period, previousPeriodOf(now)));
}

/** A free user past the month's free readings: a referral bonus credit pays, or 402. */
async function reserveWithBonus(
  db: Database,
  reader: ReaderRow,
  request: AskedReading,
  { period, day, dailyCeiling }: { period: string; day: string; dailyCeiling: number },
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    const countReading = async (paidWith: PaidWith) =>
      rowsOf(countedRow, await tx.execute(countReadingSql({ identityHash: sql`${reader.identityHash}`, paidWith: sql`${paidWith}`, period, day, dailyCeiling }))).length > 0;

    let paidWith: PaidWith;
    // A reading given back since the first look frees a monthly one again.
    if (await countReading("monthly")) {
      paidWith = "monthly";
    } else {
      const bonus = await tx
        .update(users)
        .set({ bonusCredits: sql`${users.bonusCredits} - 1` })
        .where(and(eq(users.id, reader.id), gt(users.bonusCredits, 0)))
        .returning({ left: users.bonusCredits });
      if (bonus.length === 0) throw new QuotaExceededError();
      await countReading("bonus");
      paidWith = "bonus";
    }
    const [reading] = rowsOf(readingIdRow, await tx.execute(reservedReadingSql({ userId: sql`${reader.id}`, period, request, paidWith: sql`${paidWith}` })));
    return { readingId: reading.id, userId: reader.id, paidWith };
  });
}

/**
 * Stores the interpretation: the reading is now in the user's history. In the same round trip, says
 * whether the reader has a referral waiting to be judged (almost never: only a referred user's first).
 * A reservation the sweeper has already released stays released (it was not counted).
 */
export async function completeReading(
  db: Database,
  reservation: Reservation,
  interpretation: string,
  /** Which writer wrote it, kept so that feedback can be counted per writer. */
  writer: string | null = null,
  /** What its writer was given of the reader's recent readings (lib/readings/memory.ts); null when nothing. */
  remembered: Reading["remembered"] = null,
): Promise<{ referralWaiting: boolean; stored: boolean }> {
  const [row] = rowsOf(
    completedRow,
    await db.execute(sql`
      with done as (
        update readings set status = 'completed', interpretation = ${interpretation}, writer = ${writer},
          remembered = ${remembered === null ? null : JSON.stringify(remembered)}::jsonb
        where id = ${reservation.readingId} and status = 'reserved'
        returning id
      )
      select ${referralWaitingSql(reservation.userId)} as referral_waiting,
        -- Already completed counts as stored: the same statement sent again after its answer was lost.
        exists (select 1 from done) or exists (select 1 from readings where id = ${reservation.readingId} and status = 'completed') as stored`),
  );
  return { referralWaiting: row.referral_waiting, stored: row.stored };
}

const completedRow = z.object({ referral_waiting: z.boolean(), stored: z.boolean() });

/** A failed reading costs nothing: what paid for it goes back, in one statement (lib/reservations/usage.ts). */
export async function releaseReading(db: Database, reservation: Reservation): Promise<void> {
  await db.execute(releaseReadingsSql(sql`id = ${reservation.readingId}`));
}

/**
 * The profile's count this UTC month ('N / 3' for a free user, 'Total readings this month' for a
 * subscriber): a free user's counts the free readings only, so readings made while Premium never use
 * up the free month of someone whose subscription has ended. The profile's own query, so it finds the
 * database itself.
 */
export async function readingsThisMonth({ identityHash, role }: Pick<User, "identityHash" | "role">, now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ readings: identityUsage.readings, freeReadings: identityUsage.freeReadings })
    .from(identityUsage)
    .where(and(eq(identityUsage.identityHash, identityHash), eq(identityUsage.period, periodOf(now))));
  if (!row) return 0;
  return hasPremiumAccess(role) ? row.readings : row.freeReadings;
}
