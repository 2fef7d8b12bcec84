import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as insightsRoute } from "@/app/api/readings/insights/route";
import { getDb, schema } from "@/db";
import { insightsSchema } from "@/lib/insights/insights-response";
import { RECURRING_MIN_COUNT } from "@/lib/insights/recurring";
import type { CardName } from "@/lib/tarot/deck";
import type { CategoryId } from "@/lib/tarot/categories";
import type { SpreadId } from "@/lib/tarot/spreads";
import { keptCountsSql } from "@/lib/insights/kept-counts";
import { planOf, rowsReadFrom } from "../helpers/plans";
import { jsonRequest, newUser } from "../helpers/requests";

const DAY_MS = 86_400_000;
const RANGE_DAYS = { "30d": 30, "90d": 90, all: null } as const;

const ask = (token: string | undefined, query = "") => insightsRoute(jsonRequest(`/api/readings/insights${query}`, { method: "GET", token }));

type Seed = { daysAgo: number; type: SpreadId; category: CategoryId; cards: CardName[]; status?: "completed" | "failed" | "reserved" };

/** A spread of readings over 200 days, with failed and reserved ones the figures must leave out. */
const SEEDS: Seed[] = [
  { daysAgo: 0, type: "one_card", category: "general", cards: ["The Tower"] },
  { daysAgo: 1, type: "three_cards", category: "love", cards: ["The Tower", "The Star", "The Moon"] },
  { daysAgo: 2, type: "yes_no", category: "general", cards: ["The Star", "The Sun", "Death"] },
  { daysAgo: 5, type: "tarot", category: "career", cards: ["The Tower", "The Fool", "The Moon", "Justice", "The World"] },
  { daysAgo: 10, type: "one_card", category: "love", cards: ["The Star"] },
  { daysAgo: 12, type: "one_card", category: "general", cards: ["The Tower"], status: "failed" },
  { daysAgo: 13, type: "one_card", category: "general", cards: ["The Tower"], status: "reserved" },
  { daysAgo: 29, type: "one_card", category: "general", cards: ["Death"] },
  { daysAgo: 31, type: "three_cards", category: "emotions", cards: ["The Moon", "The Tower", "Strength"] },
  { daysAgo: 45, type: "one_card", category: "emotions", cards: ["The Moon"] },
  { daysAgo: 89, type: "yes_no", category: "career", cards: ["Strength", "The Moon", "The Sun"] },
  { daysAgo: 91, type: "one_card", category: "general", cards: ["The Hermit"] },
  { daysAgo: 200, type: "one_card", category: "general", cards: ["The Hermit"] },
];

async function seed(userId: string, now: number) {
  const db = await getDb();
  await db.insert(schema.readings).values(
    SEEDS.map(({ daysAgo, type, category, cards, status = "completed" }, i) => {
      const createdAt = new Date(now - daysAgo * DAY_MS - i * 1000);
      // Every third reading has a check-in's answer, helpful every other time.
      const checkIn = i % 3 === 0 ? { checkInHappened: "partly" as const, checkInHelpful: i % 2 === 0, checkedInAt: createdAt } : {};
      return { userId, createdAt, period: createdAt.toISOString().slice(0, 7), question: `Q${i}?`, type, category, cards, interpretation: "x", status, ...checkIn };
    }),
  );
  await db.insert(schema.dailyCards).values(
    [3, 40, 100].map((daysAgo) => {
      const createdAt = new Date(now - daysAgo * DAY_MS);
      return { userId, date: createdAt.toISOString().slice(0, 10), card: "The Sun" as const, message: "m", writer: "local" as const, createdAt };
    }),
  );
}

const byCountThenKey = (counts: Map<string, number>) =>
  [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1)).map(([key, count]) => ({ key, count }));

function tally<Item>(items: Item[], keyOf: (item: Item) => string | string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) for (const key of [keyOf(item)].flat()) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** The figures counted here from the rows, as the route should answer them. */
async function expectedFigures(userId: string, range: keyof typeof RANGE_DAYS) {
  const db = await getDb();
  const days = RANGE_DAYS[range];
  const since = days === null ? 0 : Date.now() - days * DAY_MS;
  const readings = (await db.select().from(schema.readings).where(eq(schema.readings.userId, userId))).filter(
    (row) => row.status === "completed" && row.createdAt.getTime() >= since,
  );
  const daily = (await db.select().from(schema.dailyCards).where(eq(schema.dailyCards.userId, userId))).filter((row) => row.createdAt.getTime() >= since);
  const byCard = byCountThenKey(tally(readings, (row) => row.cards)).map(({ key, count }) => ({ card: key, count }));
  const lastSeen = (card: string) => new Date(Math.max(...readings.filter((row) => row.cards.includes(card as CardName)).map((row) => row.createdAt.getTime()))).toISOString();
  return {
    range,
    total: readings.length,
    byCard,
    byCategory: byCountThenKey(tally(readings, (row) => row.category)).map(({ key, count }) => ({ category: key, count })),
    bySpread: byCountThenKey(tally(readings, (row) => row.type)).map(({ key, count }) => ({ spread: key, count })),
    recurring: byCard.filter(({ count }) => count >= RECURRING_MIN_COUNT).map(({ card, count }) => ({ card, count, lastSeen: lastSeen(card) })),
    dailyCards: { total: daily.length, byCard: byCountThenKey(tally(daily, (row) => row.card)).map(({ key, count }) => ({ card: key, count })) },
    checkIns: { total: readings.filter((row) => row.checkedInAt !== null).length, helpful: readings.filter((row) => row.checkedInAt !== null && row.checkInHelpful).length },
  };
}

describe("GET /api/readings/insights", () => {
  it("answers figures equal to a count made here from the rows, for every range, to a subscriber", async () => {
    const { user, token } = await newUser({ role: "subscribed" });
    const other = await newUser({ role: "subscribed" });
    await seed(user.id, Date.now());
    await seed(other.user.id, Date.now());
    for (const range of ["30d", "90d", "all"] as const) {
      const response = await ask(token, `?range=${range}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const insights = insightsSchema.parse(await response.json());
      const { streakDays, ...figures } = insights;
      expect(figures).toEqual(await expectedFigures(user.id, range));
      // Today, yesterday and the day before have readings (UTC), three days ago none.
      expect(streakDays).toBe(3);
    }
    const thirty = insightsSchema.parse(await (await ask(token)).json());
    expect(thirty.range).toBe("30d");
    expect(thirty.total).toBe(6);
    // Equal counts list by name.
    expect(thirty.recurring.map(({ card, count }) => ({ card, count }))).toEqual([{ card: "The Star", count: 3 }, { card: "The Tower", count: 3 }]);
    expect(thirty.dailyCards).toEqual({ total: 1, byCard: [{ card: "The Sun", count: 1 }] });
  });

  it("gives a free user 30 days, and answers 90 days and all time with 403 premium_required offering the subscription", async () => {
    const { user, token } = await newUser();
    await seed(user.id, Date.now());
    const thirty = await ask(token, "?range=30d");
    expect(thirty.status).toBe(200);
    expect(insightsSchema.parse(await thirty.json())).toMatchObject(await expectedFigures(user.id, "30d"));
    for (const range of ["90d", "all"]) {
      const refused = await ask(token, `?range=${range}`);
      expect(refused.status).toBe(403);
      const body = await refused.json();
      expect(body.code).toBe("premium_required");
      expect(body.error).toMatch(/Subscribe/);
    }
    const db = await getDb();
    await db.update(schema.users).set({ role: "subscribed" }).where(eq(schema.users.id, user.id));
    expect((await ask(token, "?range=90d")).status).toBe(200);
  });

  it("refuses an unknown range with 400 and a caller without a token with 401", async () => {
    const { token } = await newUser();
    for (const range of ["7d", "ALL", "30"]) {
      const response = await ask(token, `?range=${range}`);
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe("invalid_request");
    }
    expect((await ask(undefined)).status).toBe(401);
  });

  it("counts the streak's days in the caller's zone (two readings an hour apart around UTC midnight), and answers zeros for an empty journal", async () => {
    const { user, token } = await newUser();
    const today = new Date().toISOString().slice(0, 10);
    const midnight = Date.parse(`${today}T00:00:00Z`);
    const db = await getDb();
    await db.insert(schema.readings).values(
      [midnight - 30 * 60_000, midnight + 30 * 60_000].map((at) => ({
        userId: user.id, createdAt: new Date(at), period: new Date(at).toISOString().slice(0, 7), question: "Q?", type: "one_card" as const, category: "general" as const, cards: ["The Sun" as const], interpretation: "x", status: "completed" as const,
      })),
    );
    const streakIn = async (tz: string) => insightsSchema.parse(await (await ask(token, `?tz=${encodeURIComponent(tz)}`)).json()).streakDays;
    // In UTC they fall on yesterday and today; in Berlin (UTC+1) both on today; without a zone, UTC.
    expect(await streakIn("UTC")).toBe(2);
    expect(await streakIn("Europe/Berlin")).toBe(1);
    expect(insightsSchema.parse(await (await ask(token)).json()).streakDays).toBe(2);
    const idle = await newUser();
    expect(insightsSchema.parse(await (await ask(idle.token)).json())).toMatchObject({ total: 0, byCard: [], recurring: [], streakDays: 0, dailyCards: { total: 0, byCard: [] } });
  });

  it("reads a heavy reader's kept counts and at most a day of their readings, whatever their history", async () => {
    const { user, token } = await newUser({ role: "subscribed" });
    const other = await newUser({ role: "subscribed" });
    const db = await getDb();
    const now = Date.now();
    // Twelve readings a day for 60 days, the other reader's among them.
    const rows = Array.from({ length: 2 * 12 * 60 }, (_, i) => {
      const createdAt = new Date(now - Math.floor(i / 2) * 7_200_000 - 60_000);
      return { userId: (i % 2 ? other : { user }).user.id, createdAt, period: createdAt.toISOString().slice(0, 7), question: "Q?", type: "three_cards" as const, category: "love" as const, cards: ["The Star" as const, "The Moon" as const, "Death" as const], interpretation: "x", status: "completed" as const };
    });
    for (let i = 0; i < rows.length; i += 500) await db.insert(schema.readings).values(rows.slice(i, i + 500));
    await db.execute(sql`analyze`);
    const perDay = 12;
    for (const range of ["30d", "all"] as const) {
      const since = range === "30d" ? new Date(now - 30 * DAY_MS) : null;
      // A table this small is cheaper to scan whole; forbidding the scan shows what the indexes make it read.
      const plan = await planOf(keptCountsSql(user.id, since), { analyze: true, settings: [sql`set local enable_seqscan = off`] });
      // The first part-day's readings at most (none for all time), and a row per kept day and key.
      expect(rowsReadFrom(plan, "readings")).toBeLessThanOrEqual(range === "all" ? 0 : perDay);
      expect(rowsReadFrom(plan, "reading_tallies") + rowsReadFrom(plan, "reading_totals")).toBeLessThanOrEqual(31 * 8);
      const answer = insightsSchema.parse(await (await ask(token, `?range=${range}`)).json());
      const { streakDays, ...figures } = answer;
      expect(figures).toEqual(await expectedFigures(user.id, range));
      // Every UTC day from today back to the first reading's (the zone is UTC without one).
      const firstDay = Date.parse(rows.at(-1)!.createdAt.toISOString().slice(0, 10));
      expect(streakDays).toBe(Math.round((Date.parse(new Date(now).toISOString().slice(0, 10)) - firstDay) / DAY_MS) + 1);
    }
  });
});
