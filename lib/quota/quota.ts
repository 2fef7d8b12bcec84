import { and, eq, gt, lt, sql } from "drizzle-orm";
import { getDb, schema } from "@/db";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
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

export type Reservation = { readingId: string; identityHash: string; period: string; paidWith: PaidWith };


/**
 * Reserves a reading before the AI call (DESIGN.md §5). Every reading counts in the identity's usage
 * record for the month (the profile's 'N / 3'). Subscribers are unlimited; a free reading is taken by
 * one conditional upsert that only increments below the limit, then a referral bonus credit by a
 * conditional decrement, else 402. Concurrent requests, also from several app instances on one
 * PostgreSQL, can never take more than there is. The record is keyed by the identity, not the
 * account, so deleting the account and signing in again gives nothing back.
 */
export async function reserveReading(user: User, request: InterpretRequest, now: Date = new Date()): Promise<Reservation> {
  const db = await getDb();
  const period = periodOf(now);
  const usageKey = { identityHash: user.identityHash, period };
  const reservation = await db.transaction(async (tx) => {
    const countReading = (onlyBelowFreeLimit: boolean) =>
      tx
        .insert(identityUsage)
        .values({ ...usageKey, readings: 1 })
        .onConflictDoUpdate({
          target: [identityUsage.identityHash, identityUsage.period],
          set: { readings: sql`${identityUsage.readings} + 1` },
          setWhere: onlyBelowFreeLimit ? sql`${identityUsage.readings} < ${FREE_READINGS_PER_MONTH}` : undefined,
        })
        .returning({ readings: identityUsage.readings });

    let paidWith: PaidWith;
    if (hasPremiumAccess(user.role)) {
      await countReading(false);
      paidWith = "subscription";
    } else if ((await countReading(true)).length > 0) {
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
        period,
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
  // Only this month's and last month's records are kept; older ones are swept now and then.
  if (Math.random() < 0.01) await db.delete(identityUsage).where(lt(identityUsage.period, previousPeriodOf(now)));
  return reservation;
}

/** Stores the interpretation: the reading is now in the user's history. */
export async function completeReading(reservation: Reservation, interpretation: string): Promise<void> {
  const db = await getDb();
  await db.update(readings).set({ status: "completed", interpretation }).where(eq(readings.id, reservation.readingId));
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
