import "server-only";
import { sql } from "drizzle-orm";
import { getDb, schema, type Database } from "@/db";
import type { NotificationRequest } from "./types";

/**
 * Puts a message on the queue, once: a job whose key is already there (the same reader, kind and day,
 * or the same check-in) is dropped. Answers whether it was added. `db` is the caller's transaction when the
 * message must be queued with the change that causes it (a subscription synced, an account deleted).
 */
export async function enqueueNotification(request: NotificationRequest, db?: Database): Promise<boolean> {
  db ??= await getDb();
  const added = await db
    .insert(schema.notificationJobs)
    .values({ ...request, runAt: request.runAt ?? sql`now()` })
    .onConflictDoNothing({ target: schema.notificationJobs.key })
    .returning({ id: schema.notificationJobs.id });
  return added.length > 0;
}
