import "server-only";
import { getDb, type Database } from "@/db";
import { errorSummary } from "@/lib/observability/error-summary";
import { log } from "@/lib/observability/log";
import { countNotification } from "@/lib/observability/metrics";
import { scheduleDailyCards } from "./daily-schedule";
import { deliverJob } from "./deliver";
import { mailEnabled } from "./mail/send";
import { PushRefusedError, type PushNetwork } from "./push/send";
import { pushEnabled } from "./push/vapid";
import { claimDueJobs, dropJob, markAttemptFailed, markSent, type ClaimedJob } from "./queue";

/** What one run did: jobs it queued (the day's cards), sent, gave up on, put back for later, and dropped with nothing to send. */
export type NotificationRun = { scheduled: number; sent: number; failed: number; retried: number; skipped: number };

/** Jobs one worker sends at once: a slow mail server or push service holds one of these places, never the others. */
export const NOTIFICATION_CONCURRENCY = 8;
/**
 * How long one job may take, from its claim to its mark: the reader's card of the day (whose message the AI
 * writer may take 8 s to write, once a day per card and language), then the send, whose own deadlines are
 * shorter (a push service 5 s, a mail server 10–20 s). Past it the job is put back with its backoff; it is far
 * inside the job's lease (NOTIFICATION_LEASE_SECONDS, lib/notifications/queue.ts), so no other worker takes it meanwhile.
 */
export const JOB_DEADLINE_MS = 30_000;

/** Whether this server sends anything at all: without mail and push there is no work to run. */
export function notificationsEnabled(): boolean {
  return mailEnabled() || pushEnabled();
}

/** The job took longer than its deadline: put back with its backoff, and its sending abandoned. */
class JobDeadlineError extends Error {
  override name = "JobDeadlineError";
}

type RunOptions = {
  at?: Date;
  /** Jobs sent at once. */
  concurrency?: number;
  jobDeadlineMs?: number;
  /** How pushes reach the push services: the server's own unless a test injects its resolver. */
  push?: PushNetwork;
};

/**
 * One turn of the notification worker, as of `at` (docs/architecture.md#notifications): queue the day's
 * cards whose hour it is, then send every job due by `at` on the channels this server has, `concurrency` at
 * a time. A job is taken (and leased, on the database's clock) only when one of those places is free, so its
 * lease starts when its sending does and outlasts its deadline: instances running at once send each message
 * once, and a stalled push service or mail server keeps one place busy for at most JOB_DEADLINE_MS while
 * the others carry on with everyone else's. A failed send is put back with its backoff and counted, never
 * thrown, so one bad address stops nothing.
 */
export async function runDueNotifications({ at = new Date(), concurrency = NOTIFICATION_CONCURRENCY, jobDeadlineMs = JOB_DEADLINE_MS, push }: RunOptions = {}): Promise<NotificationRun> {
  const run: NotificationRun = { scheduled: await scheduleDailyCards(at), sent: 0, failed: 0, retried: 0, skipped: 0 };
  const channels = [...(mailEnabled() ? ["email" as const] : []), ...(pushEnabled() ? ["push" as const] : [])];
  const db = await getDb();
  const underWay = new Set<Promise<void>>();
  let drained = false;
  for (;;) {
    // Fill the free places with due jobs, taken as they are started.
    while (!drained && underWay.size < concurrency) {
      const jobs = await claimDueJobs(db, { at, limit: concurrency - underWay.size, channels });
      if (jobs.length === 0) drained = true;
      for (const job of jobs) {
        const sending: Promise<void> = settle(db, job, { at, jobDeadlineMs, push }, run).finally(() => underWay.delete(sending));
        underWay.add(sending);
      }
    }
    if (underWay.size === 0) return run;
    await Promise.race(underWay);
  }
}

/** Sends one job within its deadline and marks how it went: sent, dropped (nothing to send), or failed (retried, or given up). */
async function settle(db: Database, job: ClaimedJob, { at, jobDeadlineMs, push }: { at: Date; jobDeadlineMs: number; push?: PushNetwork }, run: NotificationRun): Promise<void> {
  try {
    const delivery = await withinDeadline(jobDeadlineMs, (signal) => deliverJob(db, job, { push, signal }));
    if (delivery === "sent") {
      await markSent(db, job);
      countNotification(job.kind, job.channel, "sent");
      run.sent += 1;
    } else {
      await dropJob(db, job.id);
      run.skipped += 1;
    }
  } catch (error) {
    const reason = errorSummary(error);
    // Nobody left to send it to (every device's address refused and dropped): trying again cannot help.
    const giveUp = error instanceof PushRefusedError;
    const outcome = await markAttemptFailed(db, job, { at, reason: errorReason(error), giveUp }).catch((markError: unknown) => {
      // Left `sending`: taken again once its lease runs out.
      log.error("Notification attempt not recorded", { job: job.id, error: errorSummary(markError) });
      return "retried" as const;
    });
    countNotification(job.kind, job.channel, outcome);
    run[outcome] += 1;
    log.warn(outcome === "failed" ? (giveUp ? "Notification given up: nobody left to send it to" : "Notification given up after a day of attempts") : "Notification not sent, tried again later", {
      job: job.id,
      kind: job.kind,
      channel: job.channel,
      attempt: job.attempts,
      error: reason,
    });
  }
}

/**
 * `work`, or a JobDeadlineError once `ms` have passed. At the deadline `work`'s signal is aborted: a send it
 * has not begun is never begun, and a push under way is cut off, so an attempt put back is not delivered
 * after all. A mail already handed to the mail server ends on its own (within the transport's timeouts).
 */
function withinDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new JobDeadlineError(`not done within ${ms} ms`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  const running = work(controller.signal);
  // An abandoned send that fails later has nobody to tell.
  running.catch(() => {});
  return Promise.race([running, deadline]).finally(() => clearTimeout(timer));
}

/** The reason kept with the job for the operator: the error's own message (an SMTP reply, a push service's status). */
function errorReason(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
