import "server-only";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { databasePoolFigures } from "@/db/pool-figures";
import type { QualityResult, WritingKind, WritingOutcome } from "./writing";

/**
 * The instance's metrics in Prometheus's text format (GET /api/metrics, docs/architecture.md#logs-and-metrics).
 * Counters are per instance; Prometheus sums them over the instances it scrapes. One registry per
 * process, kept on globalThis so that every copy of this module in Next's bundles counts into it.
 * Labels are closed sets (route patterns, outcomes, writer names), never ids, e-mails or raw URLs.
 */

export type WebhookOutcome = "synced" | "duplicate" | "ignored" | "failed" | "invalid";
export type SignInOutcome = "signed_in" | "refused" | "failed";
/** What became of one attempt at a notification: sent, put back for later, or given up for good. */
export type NotificationOutcome = "sent" | "retried" | "failed";

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
const WRITER_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 3, 5, 8, 13, 20, 30, 45, 60, 90];

function createMetrics() {
  const registry = new Registry();
  // Process CPU and memory, heap, GC, and the event loop's lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: "arcana_http_requests_total",
      help: "API requests answered, by route pattern, method and status.",
      labelNames: ["route", "method", "status"] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: "arcana_http_request_duration_seconds",
      help: "API request time, to the end of the body for streamed answers.",
      labelNames: ["route", "method"] as const,
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    writings: new Counter({
      name: "arcana_writings_total",
      help: "Writings (readings, follow-ups, cards of the day's messages, judgements) by how they ended and which writer wrote them.",
      labelNames: ["kind", "outcome", "writer"] as const,
      registers,
    }),
    qualityCheckFailures: new Counter({
      name: "arcana_quality_check_failures_total",
      help: "Quality checks a finished writing failed (lib/writers/quality/), by check and writer.",
      labelNames: ["check", "writer"] as const,
      registers,
    }),
    firstToken: new Histogram({
      name: "arcana_writer_first_token_seconds",
      help: "Time from asking the writer to its first words.",
      labelNames: ["kind", "writer"] as const,
      buckets: WRITER_BUCKETS,
      registers,
    }),
    writerTotal: new Histogram({
      name: "arcana_writer_duration_seconds",
      help: "Time from asking the writer to its last words.",
      labelNames: ["kind", "writer"] as const,
      buckets: WRITER_BUCKETS,
      registers,
    }),
    tokens: new Counter({
      name: "arcana_writer_tokens_total",
      help: "Tokens the writer reported, in (prompt) and out (written).",
      labelNames: ["kind", "writer", "direction"] as const,
      registers,
    }),
    budgetRefusals: new Counter({
      name: "arcana_ai_budget_refusals_total",
      help: "Writings the day's AI budget kept from the AI writer (AI_DAILY_BUDGET_USD): readings and follow-ups refused, cards of the day written by the local writer, judgements skipped.",
      labelNames: ["kind"] as const,
      registers,
    }),
    webhookEvents: new Counter({
      name: "arcana_webhook_events_total",
      help: "Billing webhook events by type and outcome.",
      labelNames: ["type", "outcome"] as const,
      registers,
    }),
    signIns: new Counter({
      name: "arcana_sign_ins_total",
      help: "Sign-ins with an ID token, by outcome.",
      labelNames: ["outcome"] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: "arcana_rate_limit_refusals_total",
      help: "Requests refused by a rate limit (rate_limited) or the subscriber's daily ceiling (daily_limit), by route.",
      labelNames: ["route", "code"] as const,
      registers,
    }),
    shareImagesDrawn: new Counter({
      name: "arcana_share_images_drawn_total",
      help: "Share pictures of a card of the day drawn (each is drawn once per instance while it is kept), by format.",
      labelNames: ["format"] as const,
      registers,
    }),
    notifications: new Counter({
      name: "arcana_notifications_total",
      help: "Attempts at sending a notification job, by kind, channel and outcome (sent, retried later, failed for good).",
      labelNames: ["kind", "channel", "outcome"] as const,
      registers,
    }),
    // The database layer counts these itself (db/pool-figures.ts); they are read when the metrics are scraped.
    databasePoolMax: new Gauge({
      name: "arcana_db_pool_max_connections",
      help: "Connections the app's database pool may open (PGlite: 1).",
      labelNames: ["driver"] as const,
      registers,
      collect() {
        for (const [driver, connections] of databasePoolFigures().maxConnections) this.set({ driver }, connections);
      },
    }),
    databaseBusy: new Gauge({
      name: "arcana_db_pool_busy",
      help: "Queries and transactions in flight on the pool; above the pool's maximum, some wait for a connection.",
      registers,
      collect() {
        this.set(databasePoolFigures().busy);
      },
    }),
  };
}

type Metrics = ReturnType<typeof createMetrics>;
const holder = globalThis as unknown as { [key: symbol]: Metrics | undefined };
const METRICS = Symbol.for("arcana.metrics");

function metrics(): Metrics {
  return (holder[METRICS] ??= createMetrics());
}

export function observeHttpRequest({ route, method, status, seconds }: { route: string; method: string; status: number; seconds: number }): void {
  const { httpRequests, httpDuration } = metrics();
  httpRequests.inc({ route, method, status: String(status) });
  httpDuration.observe({ route, method }, seconds);
}

export function countWriting(kind: WritingKind, outcome: WritingOutcome, writer: string): void {
  metrics().writings.inc({ kind, outcome, writer });
}

/** Each check a finished writing failed; the checks it passed are counted nowhere but in `writer_runs`. */
export function countQualityFailures(quality: QualityResult, writer: string): void {
  for (const [check, passed] of Object.entries(quality)) if (passed === false) metrics().qualityCheckFailures.inc({ check, writer });
}

export function observeWriterTimes(kind: WritingKind, writer: string, times: { firstTokenSeconds?: number; totalSeconds?: number }): void {
  const { firstToken, writerTotal } = metrics();
  if (times.firstTokenSeconds !== undefined) firstToken.observe({ kind, writer }, times.firstTokenSeconds);
  if (times.totalSeconds !== undefined) writerTotal.observe({ kind, writer }, times.totalSeconds);
}

export function countBudgetRefusal(kind: WritingKind): void {
  metrics().budgetRefusals.inc({ kind });
}

export function countWriterTokens(kind: WritingKind, writer: string, { input, output }: { input: number; output: number }): void {
  const { tokens } = metrics();
  if (input > 0) tokens.inc({ kind, writer, direction: "in" }, input);
  if (output > 0) tokens.inc({ kind, writer, direction: "out" }, output);
}

export function countWebhookEvent(type: string, outcome: WebhookOutcome): void {
  metrics().webhookEvents.inc({ type, outcome });
}

export function countSignIn(outcome: SignInOutcome): void {
  metrics().signIns.inc({ outcome });
}

export function countRateLimitRefusal(route: string, code: string): void {
  metrics().rateLimitRefusals.inc({ route, code });
}

export function countShareImageDrawn(format: "og" | "story"): void {
  metrics().shareImagesDrawn.inc({ format });
}

export function countNotification(kind: string, channel: string, outcome: NotificationOutcome): void {
  metrics().notifications.inc({ kind, channel, outcome });
}

/** The registry's text and its content type. */
export async function metricsExposition(): Promise<{ text: string; contentType: string }> {
  const { registry } = metrics();
  return { text: await registry.metrics(), contentType: registry.contentType };
}
