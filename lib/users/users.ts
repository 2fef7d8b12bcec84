import { and, count, eq } from "drizzle-orm";
import { getDb, schema } from "@/db";
import type { User } from "@/db/schema";
import type { VerifiedIdentity } from "@/lib/auth/oidc";
import { monthLabelOf, periodOf } from "@/lib/time/period";
import type { PublicUser } from "./public-user";
import { newReferralCode } from "./referral-code";

const { users, readings } = schema;
const REFERRAL_CODE_ATTEMPTS = 5;

/**
 * Creates the user on first sign-in (role free, a fresh referral code) or refreshes the e-mail of
 * the existing one, in one statement keyed by the issuer's subject, so concurrent first sign-ins
 * cannot create two users.
 */
export async function upsertUserFromIdentity(identity: VerifiedIdentity): Promise<User> {
  const db = await getDb();
  for (let attempt = 1; ; attempt++) {
    try {
      const [user] = await db
        .insert(users)
        .values({ subject: identity.subject, email: identity.email, referralCode: newReferralCode() })
        .onConflictDoUpdate({ target: users.subject, set: { email: identity.email } })
        .returning();
      return user;
    } catch (error) {
      // A referral code collision is astronomically rare; anything else is a real failure.
      if (attempt >= REFERRAL_CODE_ATTEMPTS || !String(describe(error)).includes("referral_code")) throw error;
    }
  }
}

function describe(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  return `${(error as Error).message} ${cause instanceof Error ? cause.message : ""} ${JSON.stringify(cause ?? {})}`;
}

export async function findUserById(id: string): Promise<User | undefined> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Completed readings of the UTC month containing `now`. */
export async function completedReadingsIn(userId: string, now: Date): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ total: count() })
    .from(readings)
    .where(and(eq(readings.userId, userId), eq(readings.period, periodOf(now)), eq(readings.status, "completed")));
  return Number(row?.total ?? 0);
}

/** The user JSON of spec §3. */
export async function toPublicUser(user: User, now: Date = new Date()): Promise<PublicUser> {
  return {
    email: user.email,
    role: user.role,
    referral_code: user.referralCode,
    bonus_credits: user.bonusCredits,
    stats: { month: monthLabelOf(now), currentMonth: { total_count: await completedReadingsIn(user.id, now) } },
  };
}

/**
 * Deletes the account and everything of it in one transaction: readings, usage and subscription
 * rows, and the referrals it made go with it (foreign keys cascade); referrals that name it stay,
 * with no user ('Unknown').
 */
export async function deleteUser(userId: string): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return deleted.length > 0;
  });
}
