import "server-only";
import { and, eq, gte, sql } from "drizzle-orm";
import { getDb, schema } from "@/db";
import { rowsOf } from "@/db/rows";
import { localDateIn } from "@/lib/daily/local-date";
import { AppError } from "@/lib/errors";
import type { Viewer } from "@/lib/tarot/entitlements";
import { canSeeInsights } from "./access";
import { cardNameSchema, categoryIdSchema, spreadIdSchema } from "@/lib/tarot/schemas";
import { z } from "@/lib/zod";
import type { Insights } from "./insights-response";
import { rangeStart, type InsightsRange } from "./range";
import { RECURRING_MIN_COUNT, byCountThenName } from "./recurring";
import { localDaysWithAReading } from "./sittings";
import { streakDays } from "./streak";
import { utcDay } from "@/lib/time/day-window";
import { keptCountsSql } from "./kept-counts";

const { dailyCards } = schema;

/** What insights are asked for: whose, over which range, and in which zone the streak's days are counted. */
export type InsightsQuery = { userId: string; role: Viewer; range: InsightsRange; zone: string; now?: Date };

class InsightsPremiumError extends AppError {
  constructor() {
    super("premium_required", "Insights over 90 days and all time are part of the subscription. Subscribe to see the patterns of your whole journal.");
  }
}

const countRow = z.object({ kind: z.string(), key: z.string(), readings: z.number(), last_at: z.coerce.date() });
const sittingsRow = z.object({ day: z.string(), sittings: z.string() });

/**
 * The days a streak is first looked for in: more than a month. A streak that reaches back to the first of them
 * is looked for again in every day the reader has, so a reading's cost grows with the streak, not the journal.
 */
const STREAK_LOOKBACK_DAYS = 40;

/**
 * For each key of the reader's completed readings of the range (each card, category, spread, the check-ins
 * answered and helpful, and 'all'), in how many readings and the last moment: from the kept counts
 * (lib/insights/kept-counts.ts), a row per day and key, or per key for all time.
 */
async function countsSince(userId: string, since: Date | null) {
  const db = await getDb();
  return rowsOf(countRow, await db.execute(keptCountsSql(userId, since)));
}

/**
 * The local days with a reading: the quarter hours of each UTC day `reading_tallies` keeps, turned into local
 * days with Intl in JS (lib/insights/sittings.ts), not by the database's own zone list. Only as many days as the
 * streak needs are read.
 */
async function daysWithAReading(userId: string, zone: string, now: Date): Promise<Set<string>> {
  const db = await getDb();
  const read = async (from: string | null) =>
    localDaysWithAReading(
      rowsOf(
        sittingsRow,
        await db.execute(sql`
          select day::text as day, sittings::text as sittings from reading_tallies
          where user_id = ${userId} and kind = 'all' ${from === null ? sql`` : sql`and day >= ${from}::date`}`),
      ),
      zone,
    );
  const from = utcDay(new Date(now.getTime() - STREAK_LOOKBACK_DAYS * 24 * 60 * 60 * 1000));
  const days = await read(from);
  // The lookback's first days may be cut off in the zone: a streak that reaches them may reach further.
  return streakDays(days, localDateIn(zone, now)) < STREAK_LOOKBACK_DAYS - 2 ? days : read(null);
}

async function dailyCardCounts(userId: string, since: Date | null) {
  const db = await getDb();
  return db
    .select({ card: dailyCards.card, count: sql<number>`count(*)::int` })
    .from(dailyCards)
    .where(and(eq(dailyCards.userId, userId), since ? gte(dailyCards.createdAt, since) : undefined))
    .groupBy(dailyCards.card);
}

const byCountThenKey = <Entry extends { key: string; count: number }>(rows: readonly Entry[]) =>
  [...rows].sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

/**
 * The patterns of the caller's journal (docs/product.md#insights-route): counts over the completed
 * readings of the range, the recurring cards, the streak, and the cards of the day apart. A free user
 * sees the last 30 days; a longer range is 403 `premium_required`. Three statements, each reading a bounded
 * number of rows whatever the reader's history (the streak's, as many as the streak is long).
 */
export async function journalInsights({ userId, role, range, zone, now = new Date() }: InsightsQuery): Promise<Insights> {
  if (!canSeeInsights(role, range)) throw new InsightsPremiumError();
  const since = rangeStart(range, now);
  const [counts, days, daily] = await Promise.all([countsSince(userId, since), daysWithAReading(userId, zone, now), dailyCardCounts(userId, since)]);
  const of = (kind: string) => counts.filter((row) => row.kind === kind).map(({ key, readings, last_at }) => ({ key, count: readings, lastSeen: last_at }));
  const cards = of("card").map(({ key, count, lastSeen }) => ({ card: cardNameSchema.parse(key), count, lastSeen }));
  const checkIns = (key: string) => of("check_in").find((row) => row.key === key)?.count ?? 0;
  return {
    range,
    total: of("all")[0]?.count ?? 0,
    byCard: byCountThenName(cards.map(({ card, count }) => ({ card, count }))),
    byCategory: byCountThenKey(of("category")).map(({ key, count }) => ({ category: categoryIdSchema.parse(key), count })),
    bySpread: byCountThenKey(of("spread")).map(({ key, count }) => ({ spread: spreadIdSchema.parse(key), count })),
    recurring: byCountThenName(cards.filter(({ count }) => count >= RECURRING_MIN_COUNT)).map(({ card, count, lastSeen }) => ({ card, count, lastSeen: lastSeen.toISOString() })),
    streakDays: streakDays(days, localDateIn(zone, now)),
    dailyCards: { total: daily.reduce((sum, { count }) => sum + count, 0), byCard: byCountThenName(daily) },
    checkIns: { total: checkIns("answered"), helpful: checkIns("helpful") },
  };
}
