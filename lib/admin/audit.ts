import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb, schema, type Database, type Transaction } from "@/db";
import type { AdminAction, AdminActionEntry } from "./admin-action";

const { adminActions, users } = schema;

/** How many actions the console lists. */
const ACTIONS_SHOWN = 50;

/** One audit row: who did what to whom and why. Written in the action's own transaction where it has one. */
export async function recordAdminAction(
  db: Database | Transaction,
  action: { adminEmail: string; action: AdminAction; targetUserId: string; reason?: string; details: AdminActionEntry["details"] },
): Promise<void> {
  await db.insert(adminActions).values({ ...action, reason: action.reason || null });
}

/** The newest actions, of everyone or done to one customer, with the customer's e-mail while their account exists. */
export async function listAdminActions({ targetUserId }: { targetUserId?: string } = {}): Promise<AdminActionEntry[]> {
  const db = await getDb();
  const rows = await db
    .select({ action: adminActions, email: users.email })
    .from(adminActions)
    .leftJoin(users, eq(users.id, adminActions.targetUserId))
    .where(targetUserId === undefined ? undefined : eq(adminActions.targetUserId, targetUserId))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(ACTIONS_SHOWN);
  return rows.map(({ action, email }) => ({
    id: action.id,
    createdAt: action.createdAt.toISOString(),
    adminEmail: action.adminEmail,
    action: action.action,
    target: action.targetUserId && email !== null ? { userId: action.targetUserId, email } : null,
    reason: action.reason,
    details: action.details,
  }));
}

/** Why support last gave this customer bonus readings (the newest grant's reason), or null when it never did. */
export async function latestGrantReason(targetUserId: string, db?: Database): Promise<string | null> {
  db ??= await getDb();
  const [grant] = await db
    .select({ reason: adminActions.reason })
    .from(adminActions)
    .where(and(eq(adminActions.targetUserId, targetUserId), eq(adminActions.action, "grant")))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(1);
  return grant?.reason ?? null;
}
