import { and, eq, gt, sql } from "drizzle-orm";
import { getDb, schema } from "@/db";
import type { User } from "@/db/schema";
import { HttpError } from "@/lib/http/respond";
import { FREE_READINGS_PER_MONTH, hasPremiumAccess } from "@/lib/tarot/access";
import type { CategoryId } from "@/lib/tarot/categories";
import type { CardName } from "@/lib/tarot/deck";
import type { SpreadId } from "@/lib/tarot/spreads";
import { periodOf } from "@/lib/time/period";

const { monthlyUsage, readings, users } = schema;

export class QuotaExceededError extends HttpError {
  constructor() {
    super(
      402,
      `You have used your ${FREE_READINGS_PER_MONTH} free readings this month. Subscribe for unlimited readings, or invite friends to earn bonus readings.`,
      "quota_exceeded",
    );
  }
}

/** What paid for a reserved reading, so that a failed one is given back to the right place. */
export type PaidWith = "subscription" | "monthly" | "bonus";

export type Reservation = { readingId: string; paidWith: PaidWith };

export type ReadingRequest = { question: string; type: SpreadId; category: CategoryId; cards: CardName[] };

/**
 * Reserves a reading before the AI call (DESIGN.md §5): subscribers are unlimited; free users take one
 * of the month's free readings with a single conditional upsert (it only increments below the limit),
 * then a referral bonus credit with a conditional decrement, else 402. Concurrent requests, also from
 * several app instances on one PostgreSQL, can never take more than there is.
 */
export async function reserveReading(user: User, request: ReadingRequest, now: Date = new Date()): Promise<Reservation> {
  const db = await getDb();
  const period = periodOf(now);
  return db.transaction(async (tx) => {
    let paidWith: PaidWith;
    if (hasPremiumAccess(user.role)) {
      paidWith = "subscription";
    } else {
      const monthly = await tx
        .insert(monthlyUsage)
        .values({ userId: user.id, period, used: 1 })
        .onConflictDoUpdate({
          target: [monthlyUsage.userId, monthlyUsage.period],
          set: { used: sql`${monthlyUsage.used} + 1` },
          setWhere: sql`${monthlyUsage.used} < ${FREE_READINGS_PER_MONTH}`,
        })
        .returning({ used: monthlyUsage.used });
      if (monthly.length > 0) {
        paidWith = "monthly";
      } else {
        const bonus = await tx
          .update(users)
          .set({ bonusCredits: sql`${users.bonusCredits} - 1` })
          .where(and(eq(users.id, user.id), gt(users.bonusCredits, 0)))
          .returning({ left: users.bonusCredits });
        if (bonus.length === 0) throw new QuotaExceededError();
        paidWith = "bonus";
      }
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
    return { readingId: reading.id, paidWith };
  });
}

/** Stores the interpretation: the reading now counts in the profile's stats. */
export async function completeReading(reservation: Reservation, interpretation: string): Promise<void> {
  const db = await getDb();
  await db.update(readings).set({ status: "completed", interpretation }).where(eq(readings.id, reservation.readingId));
}

/** A failed reading costs nothing: its free reading or bonus credit goes back, in one transaction. */
export async function releaseReading(reservation: Reservation): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [reading] = await tx
      .update(readings)
      .set({ status: "failed" })
      .where(and(eq(readings.id, reservation.readingId), eq(readings.status, "reserved")))
      .returning({ userId: readings.userId, period: readings.period });
    // Already released or completed: nothing to give back twice.
    if (!reading) return;
    if (reservation.paidWith === "monthly") {
      await tx
        .update(monthlyUsage)
        .set({ used: sql`greatest(${monthlyUsage.used} - 1, 0)` })
        .where(and(eq(monthlyUsage.userId, reading.userId), eq(monthlyUsage.period, reading.period)));
    } else if (reservation.paidWith === "bonus") {
      await tx
        .update(users)
        .set({ bonusCredits: sql`${users.bonusCredits} + 1` })
        .where(eq(users.id, reading.userId));
    }
  });
}
