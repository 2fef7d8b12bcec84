import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, schema } from "@/db";
import type { User } from "@/db/schema";
import { syncCustomer } from "@/lib/billing/sync";
import { AppError } from "@/lib/errors";
import { recordAdminAction } from "./audit";
import { findCustomer, isCustomerId } from "./customer";

const { sessions, users } = schema;

/** The operator acting, as the audit row names them. */
type Operator = Pick<User, "email">;

function noSuchCustomer(): AppError {
  return new AppError("not_found", "There is no customer with this id: the account may have been deleted since this page was loaded.");
}

async function requireCustomer(userId: string): Promise<User> {
  const customer = await findCustomer(userId);
  if (!customer) throw noSuchCustomer();
  return customer;
}

/** An id that is no id names no customer (and would fail as a query parameter): refused before any query. */
function requireCustomerId(userId: string): void {
  if (!isCustomerId(userId)) throw noSuchCustomer();
}

/** Gives a customer bonus readings (support's gesture), in one transaction with its audit row. Answers their credits after. */
export async function grantReadings(operator: Operator, userId: string, { readings, reason }: { readings: number; reason: string }): Promise<{ bonusCredits: number }> {
  requireCustomerId(userId);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [granted] = await tx
      .update(users)
      .set({ bonusCredits: sql`${users.bonusCredits} + ${readings}` })
      .where(eq(users.id, userId))
      .returning({ bonusCredits: users.bonusCredits });
    if (!granted) throw noSuchCustomer();
    await recordAdminAction(tx, { adminEmail: operator.email, action: "grant", targetUserId: userId, reason, details: { readings, bonusCredits: granted.bonusCredits } });
    return granted;
  });
}

/** Ends every live session of a customer, on every instance at once; with its audit row. Answers how many were ended. */
export async function revokeCustomerSessions(operator: Operator, userId: string, { reason }: { reason?: string }, now: Date = new Date()): Promise<{ revoked: number }> {
  requireCustomerId(userId);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (!customer) throw noSuchCustomer();
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .returning({ id: sessions.id });
    await recordAdminAction(tx, { adminEmail: operator.email, action: "revoke_sessions", targetUserId: userId, reason, details: { revoked: ended.length } });
    return { revoked: ended.length };
  });
}

/**
 * Reads the customer's subscriptions from the billing provider again and converges ours to them
 * (`syncCustomer`, the one writer of subscription state): the answer to "I paid but I'm still Free"
 * when a webhook was lost. Recorded once it succeeded, with the role it left.
 */
export async function resyncCustomer(operator: Operator, userId: string, { reason }: { reason?: string }): Promise<{ role: User["role"] }> {
  const customer = await requireCustomer(userId);
  if (!customer.stripeCustomerId) {
    throw new AppError("no_billing_customer", "This customer has never started a checkout: there is nothing to re-sync.");
  }
  const synced = await syncCustomer(await getDb(), customer.stripeCustomerId);
  const role = synced?.role ?? customer.role;
  await recordAdminAction(await getDb(), { adminEmail: operator.email, action: "resync", targetUserId: userId, reason, details: { role } });
  return { role };
}
