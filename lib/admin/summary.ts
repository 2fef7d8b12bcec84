import "server-only";
import { and, count, eq, gte, sql, type SQL } from "drizzle-orm";
import { getDb, schema, type Database } from "@/db";
import { rowsOf } from "@/db/rows";
import { WRITING_KINDS } from "@/lib/domain/vocabularies";
import { z } from "@/lib/zod";
import { PREMIUM_STATUSES } from "@/lib/billing/roles";
import { getConfig, type WriterPrice } from "@/lib/config";
import { priceOf, writerCost } from "@/lib/observability/writer-cost";
import { REFERRAL_BONUS_READINGS } from "@/lib/tarot/entitlements";
import { firstWholeDay, utcDay } from "@/lib/time/day-window";
import { qualityFigures } from "./quality-figures";
import type { AdminSummary, WindowFigures, WriterFigures } from "./summary-response";
import { runsOfWindow } from "./window-runs";
import { writerTimePercentiles } from "./writer-times";
import { consoleWindows } from "./windows";

const { adminActions, referrals, subscriptions, users } = schema;

/** Stripe's statuses of a subscription whose first payment has not (or never) gone through. */
const NEVER_PAID_STATUSES = ["incomplete", "incomplete_expired"];

/**
 * The console's figures (docs/product.md#operator-console) for today (since 00:00 UTC) and the last 30
 * days, counted from the database, so every instance shows the same. Readings, follow-ups and the
 * writers' work come from `writer_runs`, which outlives deleted readings and accounts, through the counts the
 * database keeps of it per day; people from their rows as they are now. Each statement reads the window it
 * counts (an index or kept counts), never all time.
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
  // One row per subscriber, in subscriptions_premium_idx's order, so no sort (a `count(distinct …)` sorts every
  // subscription); a subscriber is cancelling when one of their premium subscriptions is. The statuses written
  // into the statement, not sent as values: so a prepared statement's generic plan, too, can read them from
  // subscriptions_premium_idx, whose condition they are.
  const [row] = rowsOf(
    z.object({ active: z.number(), cancelling: z.number() }),
    await db.execute(sql`
      select count(*)::int as active, count(*) filter (where cancelling)::int as cancelling from (
        select ${subscriptions.userId}, bool_or(${subscriptions.cancelAtPeriodEnd}) as cancelling from ${subscriptions}
        where ${subscriptions.status} in (${sql.raw([...PREMIUM_STATUSES].map((status) => `'${status}'`).join(", "))})
        group by ${subscriptions.userId}
      ) as subscribers`),
  );
  return row;
}

async function windowFigures(db: Database, window: WindowFigures["window"], since: Date, prices: Readonly<Record<string, WriterPrice>>): Promise<WindowFigures> {
  // Independent reads, sent together (a lookup renders the whole console again, so they add up): on
  // PostgreSQL they share the pool's connections instead of waiting for one another.
  const [runs, writers, signUps, activeReaders, dailyCardsKept, credited, grantedCredits, conversions, quality] = await Promise.all([
    runFigures(db, since),
    writerFigures(db, since, prices),
    countRows(db, users, gte(users.createdAt, since)),
    activeReadersSince(db, since),
    dailyCardsSince(db, since),
    // `credited` as written, not a value: referrals_credited_idx's condition, for the generic plan too.
    countRows(db, referrals, and(sql`${referrals.credited}`, gte(referrals.firstReadingAt, since))),
    grantedReadings(db, since),
    firstSubscriptionsSince(db, since),
    qualityFigures(db, since),
  ]);
  const { bySpread, byCategory, byWriter, byOutcome, followUpsByOutcome } = runs;
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

type CountedTable = typeof users | typeof referrals;

async function countRows(db: Database, table: CountedTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ count: count() }).from(table).where(where);
  return row.count;
}

const keyCounts = z.array(z.object({ key: z.string().nullable(), count: z.number() }));
const runFiguresRow = z.object({ by_spread: keyCounts, by_category: keyCounts, by_writer: keyCounts, by_outcome: keyCounts, follow_ups_by_outcome: keyCounts });

/**
 * The window's runs counted by one of their columns, largest first, then by the column as the database orders
 * it (a null spread or category last, as "none"): readings completed by spread, category and writer, readings
 * and follow-ups by outcome. One statement over the window's kept counts (lib/admin/window-runs.ts).
 */
async function runFigures(db: Database, since: Date) {
  const counted = (column: string, where: SQL) => sql`(
    select coalesce(json_agg(json_build_object('key', key, 'count', count) order by count desc, key), '[]'::json)
    from (select ${sql.identifier(column)} as key, sum(runs)::int as count from runs where ${where} group by ${sql.identifier(column)}) as counted
  )`;
  const completedReadings = sql`kind = 'reading' and outcome = 'completed'`;
  const [row] = rowsOf(
    runFiguresRow,
    await db.execute(sql`
      with runs as materialized (select * from ${runsOfWindow(since)} as window_runs)
      select ${counted("spread", completedReadings)} as by_spread, ${counted("category", completedReadings)} as by_category,
        ${counted("writer", completedReadings)} as by_writer, ${counted("outcome", sql`kind = 'reading'`)} as by_outcome,
        ${counted("outcome", sql`kind = 'follow_up'`)} as follow_ups_by_outcome`),
  );
  const keyed = (rows: z.infer<typeof keyCounts>) => rows.map(({ key, count }) => ({ key: key ?? "none", count }));
  return {
    bySpread: keyed(row.by_spread),
    byCategory: keyed(row.by_category),
    byWriter: keyed(row.by_writer),
    byOutcome: keyed(row.by_outcome),
    followUpsByOutcome: keyed(row.follow_ups_by_outcome),
  };
}

/**
 * A count over the window from counts the database keeps per UTC day (migration 0020): the sum of its whole days'
 * rows of `kept`, and the rows of `counted` in the part-day before them, by their `at` column's index.
 */
async function keptPerDaySince(db: Database, since: Date, kept: { table: string; sum: string }, counted: { table: string; at: string; where?: SQL }): Promise<number> {
  const wholeDays = firstWholeDay(since);
  const at = sql.identifier(counted.at);
  const [row] = rowsOf(
    z.object({ count: z.number() }),
    await db.execute(sql`
      select (select coalesce(sum(${sql.identifier(kept.sum)}), 0) from ${sql.identifier(kept.table)} where day >= ${utcDay(wholeDays)}::date)::int
        + (select count(*) from ${sql.identifier(counted.table)}
            where ${counted.where ?? sql`true`} and ${at} >= ${since.toISOString()}::timestamptz and ${at} < ${wholeDays.toISOString()}::timestamptz)::int as count`),
  );
  return row.count;
}

/**
 * Readers with a completed reading in the window: those whose last one is in it. Its whole days from
 * `reader_last_days` (each day's readers whose last reading falls on it), the part-day before them from
 * `reading_totals` (its partial index on `last_at`, whose condition is written here): not every reader.
 */
function activeReadersSince(db: Database, since: Date): Promise<number> {
  return keptPerDaySince(db, since, { table: "reader_last_days", sum: "readers" }, { table: "reading_totals", at: "last_at", where: sql`kind = 'all'` });
}

/** The cards of the day written in the window: its whole days from `daily_card_tallies`, the part-day from `daily_cards_created_idx`. */
function dailyCardsSince(db: Database, since: Date): Promise<number> {
  return keptPerDaySince(db, since, { table: "daily_card_tallies", sum: "cards" }, { table: "daily_cards", at: "created_at" });
}

async function grantedReadings(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ readings: sql<number>`coalesce(sum((${adminActions.details} ->> 'readings')::int), 0)`.mapWith(Number) })
    .from(adminActions)
    .where(and(eq(adminActions.action, "grant"), gte(adminActions.createdAt, since)));
  return row.readings;
}

/**
 * Customers converted from free to paid: those whose first subscription began in the window, that is with one
 * begun in it and none before. One whose first payment never went through (`incomplete`, `incomplete_expired`)
 * converted nobody. Only the window's subscriptions are read (subscriptions_created_idx), and each one's earlier ones.
 */
async function firstSubscriptionsSince(db: Database, since: Date): Promise<number> {
  // postgres.js under drizzle sends a Date parameter of raw SQL unencoded (it fails, while PGlite accepts it): the bound is sent as text.
  const bound = sql`${since.toISOString()}::timestamptz`;
  const paid = (alias: string) => sql`${sql.identifier(alias)}.status not in (${sql.join(NEVER_PAID_STATUSES.map((status) => sql`${status}`), sql`, `)})`;
  const [row] = rowsOf(
    z.object({ count: z.number() }),
    await db.execute(sql`
      select count(distinct s.user_id)::int as count from subscriptions s
      where s.created_at >= ${bound} and ${paid("s")}
        and not exists (select 1 from subscriptions e where e.user_id = s.user_id and e.created_at < ${bound} and ${paid("e")})`),
  );
  return row.count;
}

const writerRow = z.object({ kind: z.enum(WRITING_KINDS), writer: z.string(), model: z.string().nullable(), runs: z.number(), input_tokens: z.coerce.number(), output_tokens: z.coerce.number() });

/**
 * Each writer's runs, tokens and cost per kind of writing and model, with the p50 and p95 of its times, all from
 * the window's kept counts (lib/admin/window-runs.ts; the times: lib/admin/writer-times.ts).
 */
async function writerFigures(db: Database, since: Date, prices: Readonly<Record<string, WriterPrice>>): Promise<WriterFigures[]> {
  const [rows, percentileOf] = await Promise.all([
    db.execute(sql`
      select kind, writer, model, sum(runs)::int as runs, sum(input_tokens)::bigint as input_tokens, sum(output_tokens)::bigint as output_tokens
      from ${runsOfWindow(since)} as window_runs
      group by kind, writer, model
      order by kind, sum(runs) desc, writer`),
    writerTimePercentiles(db, since),
  ]);
  return rowsOf(writerRow, rows).map(({ kind, writer, model, runs, input_tokens: inputTokens, output_tokens: outputTokens }) => ({
    kind,
    writer,
    model,
    runs,
    firstTokenMs: { p50: percentileOf(kind, writer, model, "first_token", 0.5), p95: percentileOf(kind, writer, model, "first_token", 0.95) },
    totalMs: { p50: percentileOf(kind, writer, model, "total", 0.5), p95: percentileOf(kind, writer, model, "total", 0.95) },
    inputTokens,
    outputTokens,
    costUsd: writerCost({ inputTokens, outputTokens }, priceOf(prices, model ?? writer)),
  }));
}
