import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { rowsOf } from "@/db/rows";
import { getConfig } from "@/lib/config";
import { z } from "@/lib/zod";
import { releaseFollowUpsSql } from "./follow-up-usage";
import { releaseReadingsSql } from "./usage";
import { log } from "@/lib/observability/log";
import { writingSwept } from "@/lib/observability/writer-runs";

/**
 * How long past the writer's deadline a reservation may stay before it counts as left behind: a
 * reading still in progress has either been stored or released by then, so only an instance that
 * died mid-reading leaves one this old.
 */
const STALE_RESERVATION_MARGIN_SECONDS = 10;

export function staleReservationAgeSeconds(): number {
  return getConfig().readingTimeoutSeconds + STALE_RESERVATION_MARGIN_SECONDS;
}

/**
 * Releases reservations left behind by an instance that stopped mid-reading (killed, crashed, its
 * machine gone): each is marked failed and what paid for it is given back, so it stops counting
 * against the reader's month. Ages are measured by the database's clock, on which the reservations
 * were stamped, so instances with skewed clocks agree. Safe when several instances sweep at once.
 * Follow-ups left reserved are released the same way, their reading's counter given back.
 * Answers how many it released, readings and follow-ups together.
 */
export async function releaseStaleReservations({ olderThanSeconds = staleReservationAgeSeconds() }: { olderThanSeconds?: number } = {}): Promise<number> {
  const db = await getDb();
  const released = rowsOf(z.object({ id: z.string() }), await db.execute(releaseReadingsSql(sql`created_at < now() - ${olderThanSeconds} * interval '1 second'`)));
  if (released.length > 0) log.warn("Released reading reservations left behind by a stopped instance", { count: released.length });
  const followUps = rowsOf(z.object({ id: z.string() }), await db.execute(releaseFollowUpsSql(sql`created_at < now() - ${olderThanSeconds} * interval '1 second'`)));
  if (followUps.length > 0) log.warn("Released follow-up reservations left behind by a stopped instance", { count: followUps.length });
  await writingSwept("reading", released.map((row) => row.id));
  await writingSwept("follow_up", followUps.map((row) => row.id));
  return released.length + followUps.length;
}
