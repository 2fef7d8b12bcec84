import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { errorSummary } from "@/lib/observability/error-summary";
import { log } from "@/lib/observability/log";
import { isDraining } from "@/lib/lifecycle/drain";

export type Health = { ok: true; db: "up" } | { ok: false; db: "down" } | { ok: false; db: "up"; draining: true };

/** Up only when a real query round-trips through the process's database, and not while the instance drains (lib/lifecycle/drain.ts). */
export async function checkHealth(): Promise<Health> {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return isDraining() ? { ok: false, db: "up", draining: true } : { ok: true, db: "up" };
  } catch (error) {
    log.error("Health check failed", { error: errorSummary(error) });
    return { ok: false, db: "down" };
  }
}
