import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { schema, type Transaction } from "@/db";
import { isReferralCode } from "./referral-code";

const { referrals, users } = schema;

/**
 * Records who referred a new account, inside the transaction that creates it. Only a code that exists
 * and is not the new user's own counts; anything else is ignored without a word, so a code can never
 * make a sign-in fail. A person is referred once, ever: the referral is keyed by their identity hash
 * (the usage record's), which outlives the account, so deleting it and signing up again through a
 * link (anyone's) earns no referrer a second credit.
 */
export async function attributeReferral(
  tx: Transaction,
  { newUserId, identityHash, referralCode }: { newUserId: string; identityHash: string; referralCode: unknown },
): Promise<void> {
  if (!isReferralCode(referralCode)) return;
  const [referrer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, referralCode), ne(users.id, newUserId)))
    .limit(1);
  if (!referrer) return;
  const attributed = await tx
    .insert(referrals)
    .values({ referrerId: referrer.id, referredUserId: newUserId, referredIdentityHash: identityHash })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  if (attributed.length > 0) await tx.update(users).set({ referredBy: referrer.id }).where(eq(users.id, newUserId));
}
