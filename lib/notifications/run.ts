import "server-only";
import { getDb } from "@/db";
import { errorSummary } from "@/lib/observability/error-summary";
import { log } from "@/lib/observability/log";
import { countNotification } from "@/lib/observability/metrics";
import { scheduleDailyCards } from "./daily-schedule";
import { deliverJob } from "./deliver";
import { mailEnabled } from "./mail/send";
import { pushEnabled } from "./push/vapid";
import { claimDueJobs, dropJob, markAttemptFailed, markSent } from "./queue";

/** What one run did: jobs it queued (the day's cards), sent, gave up on, put back for later, and dropped with nothing to send. */
export type NotificationRun = { scheduled: number; sent: number; failed: number; retried: number; skipped: number };

/** Jobs taken per statement; a run takes batches until nothing is due. */
const DEFAULT_BATCH = 20;

/** Whether this server sends anything at all: without mail and push there is no work to run. */
export function notificationsEnabled(): boolean {
  return mailEnabled() || pushEnabled();
}

/**
 * One turn of the notification worker, as of `at` (docs/architecture.md#notifications): queue the day's
 * cards whose hour it is, then send every job due by `at` on the channels this server has, a batch at a
 * time. Each job is leased to this run alone, so instances running at once send each message once; a
 * failed send is put back with its backoff and counted, never thrown, so one bad address stops nothing.
 */
export async function runDueNotifications({ at = new Date(), limit = DEFAULT_BATCH }: { at?: Date; limit?: number } = {}): Promise<NotificationRun> {
  const run: NotificationRun = { scheduled: await scheduleDailyCards(at), sent: 0, failed: 0, retried: 0, skipped: 0 };
  const channels = [...(mailEnabled() ? ["email" as const] : []), ...(pushEnabled() ? ["push" as const] : [])];
  const db = await getDb();
  for (let batch = await claimDueJobs(db, { at, limit, channels }); batch.length > 0; batch = await claimDueJobs(db, { at, limit, channels })) {
    for (const job of batch) {
      try {
        if ((await deliverJob(db, job)) === "sent") {
          await markSent(db, job.id);
          countNotification(job.kind, job.channel, "sent");
          run.sent += 1;
        } else {
          await dropJob(db, job.id);
          run.skipped += 1;
        }
      } catch (error) {
        const reason = errorSummary(error);
        const outcome = await markAttemptFailed(db, job, { at, reason: errorReason(error) });
        countNotification(job.kind, job.channel, outcome);
        run[outcome] += 1;
        log.warn(outcome === "failed" ? "Notification given up after a day of attempts" : "Notification not sent, tried again later", {
          job: job.id,
          kind: job.kind,
          channel: job.channel,
          attempt: job.attempts,
          error: reason,
        });
      }
    }
  }
  return run;
}

/** The reason kept with the job for the operator: the error's own message (an SMTP reply, a push service's status). */
function errorReason(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
