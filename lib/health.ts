import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { errorSummary } from "@/lib/observability/error-summary";
import { log } from "@/lib/observability/log";

export type Health = { ok: true; db: "up" } | { ok: false; db: "down" };

/** Up only when a real query round-trips through the process's database. */
export async function checkHealth(): Promise<Health> {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return { ok: true, db: "up" };
  } catch (error) {
    log.error("Health check failed", { error: errorSummary(error) });
    return { ok: false, db: "down" };
  }
}
