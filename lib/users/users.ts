import "server-only";
import { eq, getTableColumns, sql } from "drizzle-orm";
import { getDb, schema, type Database } from "@/db";
import type { User } from "@/db/schema";
import { identityHash } from "@/lib/auth/identity-hash";
import { subscriptionSummaryOf } from "@/lib/billing/subscription-summary";
import type { VerifiedIdentity } from "@/lib/auth/oidc";
import { readingsThisMonth } from "@/lib/reservations/readings";
import { attributeReferral } from "@/lib/referrals/attribution";
import { monthLabelOf } from "@/lib/time/period";
import type { PublicUser } from "./public-user";
import { newReferralCode } from "@/lib/referrals/referral-code";
import { hasPremiumAccess } from "@/lib/tarot/entitlements";
import { remembersReadings } from "@/lib/readings/remembered";
import { latestGrantReason } from "@/lib/admin/audit";

const { users } = schema;
const REFERRAL_CODE_ATTEMPTS = 5;

/**
 * Creates the user on first sign-in (role free, a fresh referral code) or refreshes the e-mail of
 * the existing one, in one statement keyed by the issuer's subject, so concurrent first sign-ins
 * cannot create two users. The identity hash links the account to the usage record that outlives it.
 * Only the sign-in that creates the account records its referrer, in the same transaction.
 */
export async function upsertUserFromIdentity(
  identity: Pick<VerifiedIdentity, "issuer" | "subject" | "email">,
  { referralCode }: { referralCode?: unknown } = {},
): Promise<User> {
  const db = await getDb();
  const hash = identityHash(identity);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [{ created, ...user }] = await tx
          .insert(users)
          .values({ subject: identity.subject, identityHash: hash, email: identity.email, referralCode: newReferralCode() })
          .onConflictDoUpdate({ target: users.subject, set: { email: identity.email, identityHash: hash } })
          // PostgreSQL's way of telling an inserted row from an updated one.
          .returning({ ...getTableColumns(users), created: sql<boolean>`(xmax = 0)` });
        if (created && referralCode !== undefined) await attributeReferral(tx, { newUserId: user.id, identityHash: hash, referralCode });
        return user;
      });
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

/** The user JSON (docs/product.md#sign-in-and-account-routes). */
export async function toPublicUser(user: User, now: Date = new Date()): Promise<PublicUser> {
  const [totalCount, plan, grantReason] = await Promise.all([
    readingsThisMonth(user, now),
    hasPremiumAccess(user.role) ? subscriptionSummaryOf(user.id) : null,
    user.bonusCredits > 0 ? latestGrantReason(user.id) : null,
  ]);
  return {
    email: user.email,
    role: user.role,
    referral_code: user.referralCode,
    bonus_credits: user.bonusCredits,
    bonus_grant_reason: grantReason,
    stats: { month: monthLabelOf(now), currentMonth: { total_count: totalCount } },
    subscription: plan && { cancelAtPeriodEnd: plan.cancelAtPeriodEnd, currentPeriodEnd: plan.currentPeriodEnd?.toISOString() ?? null },
    remember_readings: remembersReadings(user.role, user.rememberReadings),
    locale: user.locale,
  };
}

/**
 * Deletes the account and everything of it in one statement: sessions (so every token of it stops
 * working), readings, subscription rows and the referrals it made go with it (foreign keys cascade);
 * referrals that name it stay, with no user ('Unknown'). The identity's usage record stays, so a new
 * account for the same identity starts from this month's count. `db` is the caller's transaction when
 * something must happen with the deletion or not at all.
 */
export async function deleteUser(userId: string, db?: Database): Promise<boolean> {
  db ??= await getDb();
  const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
}
