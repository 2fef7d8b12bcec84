import "server-only";
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { schema, type Database } from "@/db";
import { NOTIFICATION_KINDS } from "@/lib/domain/vocabularies";
import { consoleWindows } from "./windows";

const { notificationJobs: jobs } = schema;

const DAY_MS = 24 * 60 * 60 * 1000;

/** One kind of notification today: sent, given up on, and waiting (due by the end of the day, retries included). */
export type NotificationKindFigures = { kind: (typeof NOTIFICATION_KINDS)[number]; sent: number; failed: number; queued: number };

export type NotificationFigures = { since: string; kinds: NotificationKindFigures[] };

/**
 * The notification queue today (since 00:00 UTC, as the console's other figures), per kind, every channel
 * together (docs/product.md#operator-console): jobs sent today, jobs that failed for good today (a failed
 * job's `run_at` is when it gave up), and jobs waiting that are due before tomorrow. One grouped query.
 */
export async function notificationFigures(db: Database, { now = new Date() }: { now?: Date } = {}): Promise<NotificationFigures> {
  const { today } = consoleWindows(now);
  const tomorrow = new Date(today.getTime() + DAY_MS);
  const counted = (condition: ReturnType<typeof and>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const rows = await db
    .select({
      kind: jobs.kind,
      sent: counted(and(eq(jobs.status, "sent"), gte(jobs.sentAt, today))),
      failed: counted(and(eq(jobs.status, "failed"), gte(jobs.runAt, today))),
      queued: counted(and(inArray(jobs.status, ["queued", "sending"]), lt(jobs.runAt, tomorrow))),
    })
    .from(jobs)
    // Sent or failed today, or still waiting: the rows the three counts can see, each through its index.
    .where(
      sql`(${jobs.sentAt} >= ${today.toISOString()}::timestamptz or (${jobs.status} = 'failed' and ${jobs.runAt} >= ${today.toISOString()}::timestamptz) or ${jobs.status} in ('queued', 'sending'))`,
    )
    .groupBy(jobs.kind);
  return {
    since: today.toISOString(),
    kinds: NOTIFICATION_KINDS.map((kind) => ({ kind, sent: 0, failed: 0, queued: 0, ...rows.find((row) => row.kind === kind) })),
  };
}
