import "server-only";
import { localBillingEnabled } from "@/lib/local-providers";
import { deliverDueLocalBillingEvents } from "@/lib/billing/local-events";
import { getConfig } from "@/lib/config";
import { errorSummary } from "@/lib/observability/error-summary";
import { notificationsEnabled, runDueNotifications } from "@/lib/notifications/run";
import { releaseStaleReservations } from "@/lib/reservations/sweeper";
import { log } from "@/lib/observability/log";

type Job = { name: string; everySeconds: number; run: () => Promise<unknown> };

/**
 * Work every instance does now and then besides answering requests: once at start, then on a timer.
 * Every job is safe when several instances run it at once, so no instance is special and any one of
 * them dying changes nothing. A job never overlaps itself, and a failure (the database restarting)
 * is logged and tried again at the next tick.
 */
export function startBackgroundJobs(jobs: Job[] = defaultJobs()): () => void {
  const timers = jobs.map((job) => {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await job.run();
      } catch (error) {
        log.error("Background job failed", { job: job.name, error: errorSummary(error) });
      } finally {
        running = false;
      }
    };
    void tick();
    const timer = setInterval(tick, job.everySeconds * 1000);
    // The timers never keep a process alive that is otherwise done.
    timer.unref();
    return timer;
  });
  return () => timers.forEach((timer) => clearInterval(timer));
}

/** The day's cards go out in the reader's chosen hour: looked for every minute, they leave within it. */
const NOTIFICATIONS_EVERY_SECONDS = 60;

/** The local checkout retries its first event after 5 s: looked for a little more often than that. */
const LOCAL_EVENTS_EVERY_SECONDS = 4;

function defaultJobs(): Job[] {
  const { reservationSweepSeconds } = getConfig();
  const jobs: Job[] = [{ name: "release stale reservations", everySeconds: reservationSweepSeconds, run: () => releaseStaleReservations() }];
  // Stripe retries its own webhooks; the local checkout's undelivered events are ours to send again.
  if (localBillingEnabled()) jobs.push({ name: "deliver local billing events", everySeconds: LOCAL_EVENTS_EVERY_SECONDS, run: () => deliverDueLocalBillingEvents() });
  // Without mail and push there is nothing to send.
  if (notificationsEnabled()) jobs.push({ name: "send due notifications", everySeconds: NOTIFICATIONS_EVERY_SECONDS, run: () => runDueNotifications() });
  return jobs;
}
