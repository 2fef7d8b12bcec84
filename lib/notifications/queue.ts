import "server-only";
import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import { getDb, schema, type Database } from "@/db";
import type { NotificationChannel, NotificationRequest } from "./types";

/**
 * The queue of notifications on the database (docs/decisions.md#notification-queue-on-the-database): every
 * instance works it, each job is leased by one worker at a time, and a job whose worker died is taken again
 * once its lease has run out. Delivery is at least once: the same job sent twice carries the same
 * Message-ID (or push `tag`), so a resend after a crash is one message to the reader's mail client or device.
 */
const { notificationJobs: jobs } = schema;

/**
 * Puts a message on the queue, once: a job whose key is already there (the same reader, kind and day,
 * or the same check-in) is dropped. Answers whether it was added. `db` is the caller's transaction when the
 * message must be queued with the change that causes it (a subscription synced, an account deleted).
 */
export async function enqueueNotification(request: NotificationRequest, db?: Database): Promise<boolean> {
  db ??= await getDb();
  const added = await db
    .insert(jobs)
    .values({ ...request, runAt: request.runAt ?? sql`now()` })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return added.length > 0;
}

/**
 * How long a worker holds a job it took. A worker takes a job only when it starts it (lib/notifications/run.ts)
 * and gives up on it at its deadline (JOB_DEADLINE_MS there, 30 s), so no second worker takes a job while the
 * first still holds it; the lease only runs out for a worker that died.
 */
export const NOTIFICATION_LEASE_SECONDS = 120;

const MINUTE_MS = 60_000;
/** The waits after the 1st, 2nd, 3rd… failed attempt; the last one repeats. */
const RETRY_DELAYS_MS = [1, 5, 15, 60].map((minutes) => minutes * MINUTE_MS);
/** A job is tried for a day from its first attempt; then it fails for good, its last error kept. */
export const GIVE_UP_AFTER_MS = 24 * 60 * MINUTE_MS;

/** The wait after the `attempts`-th failed attempt (1 for the first). */
export function retryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1];
}

/**
 * After the `attempts`-th failed attempt: the wait before the next, or null to give up because the next
 * attempt would come more than a day after the first. Counted on the waits, not on `created_at`, so a
 * message queued weeks ahead (a check-in) gets its whole day of attempts when it falls due.
 */
export function nextAttemptAfter(attempts: number): number | null {
  let waited = 0;
  for (let attempt = 1; attempt <= attempts; attempt += 1) waited += retryDelayMs(attempt);
  return waited > GIVE_UP_AFTER_MS ? null : retryDelayMs(attempts);
}

/** A job a worker holds: what it needs to send it, and its attempt (this one included). */
export type ClaimedJob = Pick<typeof jobs.$inferSelect, "id" | "key" | "kind" | "channel" | "userId" | "payload" | "attempts" | "runAt" | "createdAt">;

/**
 * Takes up to `limit` jobs due at `at` in one statement, so that two workers never take the same job:
 * queued jobs whose time has come, and jobs left `sending` by a worker whose lease ran out (it died
 * mid-send). Each is leased on the database's clock, which every instance shares, and its attempt counted.
 */
export async function claimDueJobs(db: Database, { at, limit, channels }: { at: Date; limit: number; channels: readonly NotificationChannel[] }): Promise<ClaimedJob[]> {
  if (channels.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.channel, [...channels]),
        or(and(eq(jobs.status, "queued"), lte(jobs.runAt, at)), and(eq(jobs.status, "sending"), lt(jobs.leasedUntil, sql`now()`))),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({ status: "sending", leasedUntil: sql`now() + ${NOTIFICATION_LEASE_SECONDS} * interval '1 second'`, attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning({ id: jobs.id, key: jobs.key, kind: jobs.kind, channel: jobs.channel, userId: jobs.userId, payload: jobs.payload, attempts: jobs.attempts, runAt: jobs.runAt, createdAt: jobs.createdAt });
  // `returning` keeps no order: a reader's messages go out as they were due (started before cancelled).
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime());
}

/** The attempt's own hold on a job: still `sending`, at this attempt (a worker that took it after a lost lease owns it now). */
const heldBy = (job: Pick<ClaimedJob, "id" | "attempts">) => and(eq(jobs.id, job.id), eq(jobs.status, "sending"), eq(jobs.attempts, job.attempts));

/** The job went out: it is done. */
export async function markSent(db: Database, job: Pick<ClaimedJob, "id" | "attempts">): Promise<void> {
  await db.update(jobs).set({ status: "sent", sentAt: sql`now()`, leasedUntil: null, lastError: null }).where(heldBy(job));
}

/** Nothing to send any more (the reader turned it off, the reading is gone): the job goes. */
export async function dropJob(db: Database, id: string): Promise<void> {
  await db.delete(jobs).where(eq(jobs.id, id));
}

/**
 * The attempt failed with `reason`: the job is due again after its backoff from `at`, or, after a day of
 * attempts or when trying again cannot help (`giveUp`: nobody left to send it to), fails for good. Either way
 * the reason is kept; a failed job's `run_at` is when it gave up.
 */
export async function markAttemptFailed(
  db: Database,
  job: Pick<ClaimedJob, "id" | "attempts">,
  { at, reason, giveUp = false }: { at: Date; reason: string; giveUp?: boolean },
): Promise<"retried" | "failed"> {
  const wait = giveUp ? null : nextAttemptAfter(job.attempts);
  const lastError = reason.slice(0, 500);
  // Only while the job is still this attempt's: a worker that took it after our lease ran out owns it now.
  const held = heldBy(job);
  if (wait === null) {
    await db.update(jobs).set({ status: "failed", runAt: at, leasedUntil: null, lastError }).where(held);
    return "failed";
  }
  await db
    .update(jobs)
    .set({ status: "queued", runAt: new Date(at.getTime() + wait), leasedUntil: null, lastError })
    .where(held);
  return "retried";
}
