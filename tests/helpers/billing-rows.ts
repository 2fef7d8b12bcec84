import { eq } from "drizzle-orm";
import { getDb, schema } from "@/db";

/** A user's row as the billing tests check it (role, customer id). */
export async function userRow(userId: string) {
  const db = await getDb();
  const [row] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
  return row;
}

/** The subscription rows our sync wrote for a user. */
export async function subscriptionRows(userId: string) {
  const db = await getDb();
  return db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, userId));
}
