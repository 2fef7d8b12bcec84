import "server-only";
import { and, count, eq, gte, isNull, sql, type SQL } from "drizzle-orm";
import { getDb, schema } from "@/db";
import { REFERRAL_BONUS_READINGS } from "@/lib/tarot/entitlements";

const { referrals, users } = schema;

/** Credited referrals per referrer per UTC month; later ones are listed but earn nothing. */
export const MAX_CREDITED_REFERRALS_PER_MONTH = 10;

/** A referral of this user still to be judged (at their first completed reading). */
function waitingReferral(referredUserId: string): SQL {
  return sql`${eq(referrals.referredUserId, referredUserId)} and ${isNull(referrals.firstReadingAt)}`;
}

/**
 * Whether the user has a referral waiting to be judged, as a condition for a statement that does more
 * in the same round trip (the one storing a reading): almost never, only before a referred user's first.
 */
export function referralWaitingSql(referredUserId: string): SQL {
  return sql`exists (select 1 from ${referrals} where ${waitingReferral(referredUserId)})`;
}

/**
 * Called when a user completes a reading. The first completed reading of a referred user judges the
 * referral, exactly once: the referrer earns the bonus unless they already had 10 credited this
 * month. A bare account earns its referrer nothing, so throw-away accounts farm nothing.
 */
export async function judgeReferralOnReading(referredUserId: string, now: Date = new Date()): Promise<void> {
  const db = await getDb();
  // Almost every reading is not a referred user's first: one cheap look settles those.
  const [waiting] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(waitingReferral(referredUserId))
    .limit(1);
  if (!waiting) return;

  await db.transaction(async (tx) => {
    // Concurrent first readings queue on this row; the later ones find it already judged.
    const [pending] = await tx
      .select({ id: referrals.id, referrerId: referrals.referrerId })
      .from(referrals)
      .where(and(eq(referrals.id, waiting.id), isNull(referrals.firstReadingAt)))
      .for("update");
    if (!pending) return;
    // The referrer's row serialises the monthly cap across all of their referrals.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, pending.referrerId)).for("update");
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const [{ creditedThisMonth }] = await tx
      .select({ creditedThisMonth: count() })
      .from(referrals)
      .where(and(eq(referrals.referrerId, pending.referrerId), eq(referrals.credited, true), gte(referrals.firstReadingAt, monthStart)));
    const earns = Number(creditedThisMonth) < MAX_CREDITED_REFERRALS_PER_MONTH;
    await tx.update(referrals).set({ firstReadingAt: now, credited: earns }).where(eq(referrals.id, pending.id));
    if (earns) {
      await tx
        .update(users)
        .set({ bonusCredits: sql`${users.bonusCredits} + ${REFERRAL_BONUS_READINGS}` })
        .where(eq(users.id, pending.referrerId));
    }
  });
}
