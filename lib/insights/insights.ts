import "server-only";
import { and, eq, gte, isNotNull, sql, type SQL } from "drizzle-orm";
import { getDb, schema } from "@/db";
import { rowsOf } from "@/db/rows";
import { localDateIn } from "@/lib/daily/local-date";
import { AppError } from "@/lib/errors";
import type { Viewer } from "@/lib/tarot/entitlements";
import { canSeeInsights } from "./access";
import { cardNameSchema } from "@/lib/tarot/schemas";
import { z } from "@/lib/zod";
import type { Insights } from "./insights-response";
import { rangeStart, type InsightsRange } from "./range";
import { RECURRING_MIN_COUNT, byCountThenName } from "./recurring";
import { streakDays } from "./streak";

const { dailyCards, readings } = schema;

/** What insights are asked for: whose, over which range, and in which zone the streak's days are counted. */
export type InsightsQuery = { userId: string; role: Viewer; range: InsightsRange; zone: string; now?: Date };

class InsightsPremiumError extends AppError {
  constructor() {
    super("premium_required", "Insights over 90 days and all time are part of the subscription. Subscribe to see the patterns of your whole journal.");
  }
}

const cardCountRow = z.object({ card: cardNameSchema, count: z.number(), last_seen: z.coerce.date() });
const bucketRow = z.object({ bucket: z.coerce.date() });

/** The caller's completed readings, from `since` on when the range has a start. */
function completedSince(userId: string, since: Date | null): SQL | undefined {
  return and(eq(readings.userId, userId), eq(readings.status, "completed"), since ? gte(readings.createdAt, since) : undefined);
}

/** For each card, in how many readings of the range it was drawn, and the last time (a card appears once per reading). */
async function cardsDrawn(userId: string, since: Date | null) {
  const db = await getDb();
  return rowsOf(
    cardCountRow,
    await db.execute(sql`
      select card, count(*)::int as count, max(${readings.createdAt}) as last_seen
      from ${readings} cross join lateral jsonb_array_elements_text(${readings.cards}) as card
      where ${completedSince(userId, since)}
      group by card`),
  );
}

async function countsBy<Column extends typeof readings.category | typeof readings.type>(column: Column, userId: string, since: Date | null) {
  const db = await getDb();
  return db
    .select({ key: column, count: sql<number>`count(*)::int` })
    .from(readings)
    .where(completedSince(userId, since))
    .groupBy(column);
}

/**
 * The local days with a reading, all time: the database groups readings into 15-minute buckets (one
 * row per sitting, not per reading), and each bucket falls on one day in every zone, since every zone's
 * offset is a multiple of 15 minutes; the zone is applied here, with Intl, not by the database's own zone list.
 */
async function daysWithAReading(userId: string, zone: string): Promise<Set<string>> {
  const db = await getDb();
  const buckets = rowsOf(
    bucketRow,
    await db.execute(sql`
      select distinct date_bin('15 minutes', ${readings.createdAt}, timestamptz '2000-01-01T00:00:00Z') as bucket
      from ${readings} where ${completedSince(userId, null)}`),
  );
  return new Set(buckets.map(({ bucket }) => localDateIn(zone, bucket)));
}

async function dailyCardCounts(userId: string, since: Date | null) {
  const db = await getDb();
  return db
    .select({ card: dailyCards.card, count: sql<number>`count(*)::int` })
    .from(dailyCards)
    .where(and(eq(dailyCards.userId, userId), since ? gte(dailyCards.createdAt, since) : undefined))
    .groupBy(dailyCards.card);
}

/** The readings of the range with a check-in's answer, and those of them the reader found helpful. */
async function checkInCounts(userId: string, since: Date | null): Promise<{ total: number; helpful: number }> {
  const db = await getDb();
  const [counts] = await db
    .select({ total: sql<number>`count(*)::int`, helpful: sql<number>`(count(*) filter (where ${readings.checkInHelpful}))::int` })
    .from(readings)
    .where(and(completedSince(userId, since), isNotNull(readings.checkedInAt)));
  return { total: counts?.total ?? 0, helpful: counts?.helpful ?? 0 };
}

const byCountThenKey = <Entry extends { key: string; count: number }>(rows: readonly Entry[]) =>
  [...rows].sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

/**
 * The patterns of the caller's journal (docs/product.md#insights-route): counts over the completed
 * readings of the range, the recurring cards, the streak, and the cards of the day apart. A free user
 * sees the last 30 days; a longer range is 403 `premium_required`.
 */
export async function journalInsights({ userId, role, range, zone, now = new Date() }: InsightsQuery): Promise<Insights> {
  if (!canSeeInsights(role, range)) throw new InsightsPremiumError();
  const since = rangeStart(range, now);
  const [cards, categories, spreads, days, daily, checkIns] = await Promise.all([
    cardsDrawn(userId, since),
    countsBy(readings.category, userId, since),
    countsBy(readings.type, userId, since),
    daysWithAReading(userId, zone),
    dailyCardCounts(userId, since),
    checkInCounts(userId, since),
  ]);
  const byCard = byCountThenName(cards.map(({ card, count }) => ({ card, count })));
  const recurring = byCountThenName(cards.filter(({ count }) => count >= RECURRING_MIN_COUNT)).map(({ card, count, last_seen }) => ({
    card,
    count,
    lastSeen: last_seen.toISOString(),
  }));
  return {
    range,
    total: categories.reduce((sum, { count }) => sum + count, 0),
    byCard,
    byCategory: byCountThenKey(categories).map(({ key, count }) => ({ category: key, count })),
    bySpread: byCountThenKey(spreads).map(({ key, count }) => ({ spread: key, count })),
    recurring,
    streakDays: streakDays(days, localDateIn(zone, now)),
    dailyCards: { total: daily.reduce((sum, { count }) => sum + count, 0), byCard: byCountThenName(daily) },
    checkIns,
  };
}
