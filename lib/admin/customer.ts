import "server-only";
import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import { getDb, schema, type Database } from "@/db";
import type { User } from "@/db/schema";
import { periodOf } from "@/lib/time/period";
import { z } from "@/lib/zod";
import { listAdminActions } from "./audit";
import type { CustomerEntry } from "./customer-response";

const { identityUsage, readings, referrals, sessions, subscriptions, users } = schema;

/** How many of a customer's sessions the console lists, newest first. */
const SESSIONS_SHOWN = 20;

/** Every account with this e-mail (case does not matter), as the console shows a customer. */
export async function lookUpCustomers(email: string, now: Date = new Date()): Promise<CustomerEntry[]> {
  const db = await getDb();
  const found = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .orderBy(users.createdAt);
  return Promise.all(found.map((user) => customerEntry(db, user, now)));
}

/** Whether `userId` has the shape of an account's id. */
export function isCustomerId(userId: string): boolean {
  return z.uuid().safeParse(userId).success;
}

/** One account by id, or null when there is none (or the id is no id at all). */
export async function findCustomer(userId: string): Promise<User | null> {
  if (!isCustomerId(userId)) return null;
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

async function customerEntry(db: Database, user: User, now: Date): Promise<CustomerEntry> {
  const period = periodOf(now);
  const madeBy = eq(referrals.referrerId, user.id);
  // Independent reads, sent together: on PostgreSQL they share the pool's connections.
  const [[kept], [usage], [counted], plans, opened, actions] = await Promise.all([
    db
      .select({ count: count() })
      .from(readings)
      .where(and(eq(readings.userId, user.id), eq(readings.period, period), inArray(readings.status, ["reserved", "completed"]))),
    db
      .select({ readings: identityUsage.readings })
      .from(identityUsage)
      .where(and(eq(identityUsage.identityHash, user.identityHash), eq(identityUsage.period, period))),
    db
      .select({
        made: sql<number>`count(*) filter (where ${madeBy})`.mapWith(Number),
        credited: sql<number>`count(*) filter (where ${madeBy} and ${referrals.credited})`.mapWith(Number),
        referred: sql<number>`count(*) filter (where ${eq(referrals.referredUserId, user.id)})`.mapWith(Number),
      })
      .from(referrals)
      .where(or(madeBy, eq(referrals.referredUserId, user.id))),
    db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).orderBy(desc(subscriptions.createdAt)),
    db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(desc(sessions.createdAt)).limit(SESSIONS_SHOWN),
    listAdminActions({ targetUserId: user.id }),
  ]);

  return {
    id: user.id,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    billingCustomerId: user.stripeCustomerId,
    subscriptions: plans.map((plan) => ({
      id: plan.id,
      status: plan.status,
      currentPeriodEnd: plan.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
    })),
    readingsThisMonth: kept.count,
    identityReadingsThisMonth: usage?.readings ?? 0,
    bonusCredits: user.bonusCredits,
    referrals: { made: counted.made, credited: counted.credited, referred: counted.referred > 0 },
    sessions: opened.map((session) => ({
      createdAt: session.createdAt.toISOString(),
      lastUsedAt: session.lastUsedAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      revokedAt: session.revokedAt?.toISOString() ?? null,
      live: session.revokedAt === null && session.expiresAt > now,
    })),
    actions,
  };
}
