import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb, schema } from "@/db";
import type { ReferralEntry } from "./referral-response";

const { referrals, users } = schema;

/** First two characters of the local part, '•••', then '@' and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 0) return `${email.slice(0, 2)}•••`;
  return `${email.slice(0, Math.min(2, at))}•••@${email.slice(at + 1)}`;
}

/** The caller's own referrals, newest first. */
export async function listReferrals(referrerId: string): Promise<ReferralEntry[]> {
  const db = await getDb();
  const rows = await db
    .select({ email: users.email, createdAt: referrals.createdAt, credited: referrals.credited, firstReadingAt: referrals.firstReadingAt })
    .from(referrals)
    .leftJoin(users, eq(users.id, referrals.referredUserId))
    .where(eq(referrals.referrerId, referrerId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
  return rows.map((row) => ({
    email: row.email === null ? null : maskEmail(row.email),
    createdAt: row.createdAt.toISOString(),
    credited: row.credited,
    // A deleted account will never read: it is not waiting for anything.
    pending: row.firstReadingAt === null && row.email !== null,
  }));
}
