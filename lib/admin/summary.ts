import "server-only";
import { and, count, countDistinct, desc, eq, gte, inArray, notInArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { getDb, schema, type Database } from "@/db";
import { PREMIUM_STATUSES } from "@/lib/billing/roles";
import { getConfig, type WriterPrice } from "@/lib/config";
import { priceOf, writerCost } from "@/lib/observability/writer-cost";
import { REFERRAL_BONUS_READINGS } from "@/lib/tarot/entitlements";
import { qualityFigures } from "./quality-figures";
import type { AdminSummary, WindowFigures, WriterFigures } from "./summary-response";
import { consoleWindows } from "./windows";

const { adminActions, dailyCards, readings, referrals, subscriptions, users, writerRuns } = schema;

/** Stripe's statuses of a subscription whose first payment has not (or never) gone through. */
const NEVER_PAID_STATUSES = ["incomplete", "incomplete_expired"];

/**
 * The console's figures (docs/product.md#operator-console) for today (since 00:00 UTC) and the last 30
 * days, counted from the database, so every instance shows the same. Readings, follow-ups and the
 * writers' work come from `writer_runs`, which outlives deleted readings and accounts; people from
 * their rows as they are now.
 */
export async function adminSummary(now: Date = new Date()): Promise<AdminSummary> {
  const db = await getDb();
  const since = consoleWindows(now);
  const prices = getConfig().writerPrices;
  // Independent reads, sent together: on PostgreSQL they share the pool's connections.
  const [subscribers, today, last30Days] = await Promise.all([
    subscriberCounts(db),
    windowFigures(db, "today", since.today, prices),
    windowFigures(db, "last30Days", since.last30Days, prices),
  ]);
  return { generatedAt: now.toISOString(), subscribers, windows: [today, last30Days] };
}

async function subscriberCounts(db: Database): Promise<AdminSummary["subscribers"]> {
  const [row] = await db
    .select({
      active: countDistinct(subscriptions.userId),
      cancelling: sql<number>`count(distinct ${subscriptions.userId}) filter (where ${subscriptions.cancelAtPeriodEnd})`.mapWith(Number),
    })
    .from(subscriptions)
    .where(inArray(subscriptions.status, [...PREMIUM_STATUSES]));
  return row;
}

async function windowFigures(db: Database, window: WindowFigures["window"], since: Date, prices: Readonly<Record<string, WriterPrice>>): Promise<WindowFigures> {
  const runsSince = gte(writerRuns.createdAt, since);
  const readingRuns = and(runsSince, eq(writerRuns.kind, "reading"));
  const completedReadings = and(readingRuns, eq(writerRuns.outcome, "completed"));
  const followUpRuns = and(runsSince, eq(writerRuns.kind, "follow_up"));

  // Independent reads, sent together (a lookup renders the whole console again, so they add up): on
  // PostgreSQL they share the pool's connections instead of waiting for one another.
  const [bySpread, byCategory, byWriter, byOutcome, followUpsByOutcome, writers, signUps, activeReaders, dailyCardsKept, credited, grantedCredits, conversions, quality] =
    await Promise.all([
      runCounts(db, writerRuns.spread, completedReadings),
      runCounts(db, writerRuns.category, completedReadings),
      runCounts(db, writerRuns.writer, completedReadings),
      runCounts(db, writerRuns.outcome, readingRuns),
      runCounts(db, writerRuns.outcome, followUpRuns),
      writerFigures(db, runsSince, prices),
      countRows(db, users, gte(users.createdAt, since)),
      distinctReaders(db, since),
      countRows(db, dailyCards, gte(dailyCards.createdAt, since)),
      countRows(db, referrals, and(eq(referrals.credited, true), gte(referrals.firstReadingAt, since))),
      grantedReadings(db, since),
      firstSubscriptionsSince(db, since),
      qualityFigures(db, since),
    ]);
  const completed = bySpread.reduce((sum, { count }) => sum + count, 0);
  const readingCosts = writers.filter(({ kind }) => kind === "reading").map(({ costUsd }) => costUsd);
  // A model without a price makes the cost per reading unknown rather than too low.
  const readingCost = readingCosts.includes(null) ? null : readingCosts.reduce<number>((sum, cost) => sum + (cost ?? 0), 0);

  return {
    window,
    since: since.toISOString(),
    signUps,
    activeReaders,
    readings: { completed, bySpread, byCategory, byWriter, byOutcome },
    followUps: { completed: followUpsByOutcome.find(({ key }) => key === "completed")?.count ?? 0, byOutcome: followUpsByOutcome },
    dailyCards: dailyCardsKept,
    referralCredits: REFERRAL_BONUS_READINGS * credited,
    grantedCredits,
    conversions,
    writers,
    quality,
    costPerReadingUsd: completed === 0 || readingCost === null ? null : readingCost / completed,
  };
}

type CountedTable = typeof users | typeof dailyCards | typeof referrals;

async function countRows(db: Database, table: CountedTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ count: count() }).from(table).where(where);
  return row.count;
}

/** Runs counted by one of their columns, largest first (a null spread or category, as "none"). */
type RunColumn = typeof writerRuns.spread | typeof writerRuns.category | typeof writerRuns.writer | typeof writerRuns.outcome;

async function runCounts(db: Database, column: RunColumn, where: SQL | undefined): Promise<{ key: string; count: number }[]> {
  const rows = await db
    .select({ key: sql<string | null>`${column}`, count: count() })
    .from(writerRuns)
    .where(where)
    .groupBy(column)
    .orderBy(desc(count()), column);
  return rows.map(({ key, count }) => ({ key: key ?? "none", count }));
}

async function distinctReaders(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(readings.userId) })
    .from(readings)
    .where(and(eq(readings.status, "completed"), gte(readings.createdAt, since)));
  return row.count;
}

async function grantedReadings(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ readings: sql<number>`coalesce(sum((${adminActions.details} ->> 'readings')::int), 0)`.mapWith(Number) })
    .from(adminActions)
    .where(and(eq(adminActions.action, "grant"), gte(adminActions.createdAt, since)));
  return row.readings;
}

/**
 * Customers converted from free to paid: those whose first subscription began in the window. One whose
 * first payment never went through (`incomplete`, `incomplete_expired`) converted nobody.
 */
async function firstSubscriptionsSince(db: Database, since: Date): Promise<number> {
  const firsts = db
    .select({ first: sql<Date>`min(${subscriptions.createdAt})`.as("first") })
    .from(subscriptions)
    .where(notInArray(subscriptions.status, NEVER_PAID_STATUSES))
    .groupBy(subscriptions.userId)
    .as("firsts");
  // A column of a subquery carries no encoder, and postgres.js under drizzle sends a Date parameter
  // unencoded (it fails, while PGlite accepts it): the bound is sent as text.
  const [row] = await db.select({ count: count() }).from(firsts).where(sql`${firsts.first} >= ${since.toISOString()}`);
  return row.count;
}

const percentile = (fraction: number, column: AnyColumn) =>
  sql<number | null>`percentile_cont(${sql.raw(String(fraction))}) within group (order by ${column})`.mapWith((value) => (value === null ? null : Math.round(Number(value))));

async function writerFigures(db: Database, where: SQL, prices: Readonly<Record<string, WriterPrice>>): Promise<WriterFigures[]> {
  const rows = await db
    .select({
      kind: writerRuns.kind,
      writer: writerRuns.writer,
      model: writerRuns.model,
      runs: count(),
      firstP50: percentile(0.5, writerRuns.firstTokenMs),
      firstP95: percentile(0.95, writerRuns.firstTokenMs),
      totalP50: percentile(0.5, writerRuns.totalMs),
      totalP95: percentile(0.95, writerRuns.totalMs),
      inputTokens: sql<number>`coalesce(sum(${writerRuns.inputTokens}), 0)`.mapWith(Number),
      outputTokens: sql<number>`coalesce(sum(${writerRuns.outputTokens}), 0)`.mapWith(Number),
    })
    .from(writerRuns)
    .where(where)
    .groupBy(writerRuns.kind, writerRuns.writer, writerRuns.model)
    .orderBy(writerRuns.kind, desc(count()), writerRuns.writer);
  return rows.map(({ kind, writer, model, runs, firstP50, firstP95, totalP50, totalP95, inputTokens, outputTokens }) => ({
    kind,
    writer,
    model,
    runs,
    firstTokenMs: { p50: firstP50, p95: firstP95 },
    totalMs: { p50: totalP50, p95: totalP95 },
    inputTokens,
    outputTokens,
    costUsd: writerCost({ inputTokens, outputTokens }, priceOf(prices, model ?? writer)),
  }));
}
