import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as getUser } from "@/app/api/auth/user/route";
import { DELETE as deleteDaily } from "@/app/api/daily/[id]/route";
import { GET as dailyHistory } from "@/app/api/daily/history/route";
import { GET as daily } from "@/app/api/daily/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { getDb, schema } from "@/db";
import { DAILY_HISTORY_PAGE_SIZE } from "@/lib/daily/daily-cards";
import { dailyCardSchema, dailyHistoryPageSchema } from "@/lib/daily/daily-response";
import { publicDailyCard } from "@/lib/daily/public-card";
import { splitSentences } from "@/lib/writers/local/text";
import { cardByName } from "@/lib/tarot/deck";
import { jsonRequest, newUser } from "../helpers/requests";

process.env.RATE_LIMIT_USER_PER_MIN = "1000";

const params = (id: string) => ({ params: Promise.resolve({ id }) });
const ask = (token: string | undefined, tz?: string, headers: Record<string, string> = {}) =>
  daily(jsonRequest(`/api/daily${tz === undefined ? "" : `?tz=${encodeURIComponent(tz)}`}`, { method: "GET", token, headers }));

async function cardOf(token: string | undefined, tz?: string) {
  const response = await ask(token, tz);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return dailyCardSchema.parse(await response.json());
}

async function dailyRows(userId: string) {
  const db = await getDb();
  return db.select().from(schema.dailyCards).where(eq(schema.dailyCards.userId, userId));
}

const ONE_CARD = { question: "What does today hold?", type: "one_card", category: "general", cards: ["The Sun"] };

afterEach(() => {
  vi.useRealTimers();
});

describe("GET /api/daily for a signed-in reader", () => {
  it("gives the same card, day and message 20 times over, to concurrent first requests too, and keeps one row", async () => {
    const { user, token } = await newUser();
    const first = await Promise.all(Array.from({ length: 10 }, () => cardOf(token, "Europe/Berlin")));
    const later: Awaited<ReturnType<typeof cardOf>>[] = [];
    for (let i = 0; i < 10; i++) later.push(await cardOf(token, "Europe/Berlin"));
    const answers = [...first, ...later];
    expect(answers).toHaveLength(20);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0].card.slug).toBe(cardByName(answers[0].card.name)!.slug);
    const rows = await dailyRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ date: answers[0].date, card: answers[0].card.name, message: answers[0].message, writer: "local" });
  });

  it("writes a message of 3 to 5 sentences of markdown about its card", async () => {
    const { token } = await newUser();
    const { card, message } = await cardOf(token, "UTC");
    const sentences = splitSentences(message.replace(/\*\*/g, ""));
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    expect(sentences.length).toBeLessThanOrEqual(5);
    expect(message.toLowerCase()).toContain(card.name.toLowerCase().replace(/^the /, ""));
  });

  it("follows the zone's calendar: at 20:00 UTC Los Angeles is on one day and Auckland on the next, each its own card", async () => {
    const { user, token } = await newUser();
    const today = new Date().toISOString().slice(0, 10);
    // Only Date is mocked: 20:00 UTC today is 12:00 (or 13:00) in Los Angeles and 08:00 (or 09:00) tomorrow in Auckland.
    vi.setSystemTime(new Date(`${today}T20:00:00Z`));
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const losAngeles = await cardOf(token, "America/Los_Angeles");
    const auckland = await cardOf(token, "Pacific/Auckland");
    expect(losAngeles.date).toBe(today);
    expect(auckland.date).toBe(tomorrow);
    // Berlin shares Los Angeles's day, so it is the same card; an unknown zone, or none, is UTC's day.
    expect(await cardOf(token, "Europe/Berlin")).toEqual(losAngeles);
    expect((await cardOf(token, "Mars/Olympus_Mons")).date).toBe(today);
    expect((await cardOf(token)).date).toBe(today);
    expect((await dailyRows(user.id)).map((row) => row.date).sort()).toEqual([today, tomorrow]);
    // Later that day in Auckland it is still the same day there: the same card.
    vi.setSystemTime(new Date(`${today}T23:30:00Z`));
    expect(await cardOf(token, "Pacific/Auckland")).toEqual(auckland);
  });

  it("gives different readers different cards over a sample (not all the same card)", async () => {
    const cards = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const { token } = await newUser();
      cards.add((await cardOf(token, "UTC")).card.name);
    }
    expect(cards.size).toBeGreaterThan(1);
  });

  it("never changes the month's count and is given at 3 / 3, when the next reading is refused", async () => {
    const { user, token } = await newUser();
    for (let i = 0; i < 3; i++) expect((await interpret(jsonRequest("/api/tarot/interpret", { body: ONE_CARD, token }))).status).toBe(200);
    const db = await getDb();
    const usageBefore = await db.select().from(schema.identityUsage).where(eq(schema.identityUsage.identityHash, user.identityHash));
    expect(await cardOf(token, "Asia/Tokyo")).toMatchObject({ card: { name: expect.any(String) } });
    await cardOf(token, "Asia/Tokyo");
    const usageAfter = await db.select().from(schema.identityUsage).where(eq(schema.identityUsage.identityHash, user.identityHash));
    expect(usageAfter).toEqual(usageBefore);
    const profile = await (await getUser(jsonRequest("/api/auth/user", { method: "GET", token }))).json();
    expect(profile.stats.currentMonth.total_count).toBe(3);
    expect((await interpret(jsonRequest("/api/tarot/interpret", { body: ONE_CARD, token }))).status).toBe(402);
  });
});

describe("GET /api/daily signed out, and with a bad token", () => {
  it("gives everyone the public card of the UTC date, whatever the zone, with no header or the browser's empty one", async () => {
    const db = await getDb();
    const storedBefore = (await db.select({ id: schema.dailyCards.id }).from(schema.dailyCards)).length;
    const expected = publicDailyCard(new Date().toISOString().slice(0, 10));
    expect(await cardOf(undefined)).toEqual(expected);
    expect(await cardOf(undefined, "Pacific/Auckland")).toEqual(expected);
    const empty = await ask(undefined, undefined, { Authorization: "" });
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual(expected);
    // Nothing is stored for a visitor.
    expect((await db.select({ id: schema.dailyCards.id }).from(schema.dailyCards)).length).toBe(storedBefore);
  });

  it("answers 401 for a forged token or an ended session, as every bearer route does, so the browser signs out", async () => {
    const forged = await ask("not-a-token");
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ error: "Your session has ended. Please sign in again.", code: "unauthenticated" });
    const { token } = await newUser();
    const { POST: logout } = await import("@/app/api/auth/logout/route");
    expect((await logout(jsonRequest("/api/auth/logout", { token }))).status).toBe(200);
    expect((await ask(token, "UTC")).status).toBe(401);
  });
});

describe("cards of the day in the journal", () => {
  it("lists the reader's cards of the day, newest day first, 20 a page, and no one else's", async () => {
    const { user, token } = await newUser();
    const other = await newUser();
    const db = await getDb();
    const days = Array.from({ length: 25 }, (_, i) => new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10));
    await db.insert(schema.dailyCards).values(days.map((date) => ({ userId: user.id, date, card: "The Star" as const, message: `Message of ${date}.`, writer: "local" as const })));
    await db.insert(schema.dailyCards).values({ userId: other.user.id, date: days[0], card: "The Moon", message: "Not yours.", writer: "local" });
    const listed: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await dailyHistory(jsonRequest(`/api/daily/history${cursor ? `?cursor=${cursor}` : ""}`, { method: "GET", token }));
      expect(response.status).toBe(200);
      const page = dailyHistoryPageSchema.parse(await response.json());
      expect(page.dailyCards.length).toBeLessThanOrEqual(DAILY_HISTORY_PAGE_SIZE);
      listed.push(...page.dailyCards.map((entry) => entry.date));
      cursor = page.nextCursor;
    } while (cursor);
    expect(listed).toEqual([...days].reverse());
    expect((await dailyHistory(jsonRequest("/api/daily/history?cursor=garbage", { method: "GET", token }))).status).toBe(400);
    expect((await dailyHistory(jsonRequest("/api/daily/history", { method: "GET" }))).status).toBe(401);
  });

  it("deletes a card of the day for its owner only (404 for another user's, an unknown or a malformed id), and asking again gives the same card", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const before = await cardOf(owner.token, "UTC");
    const [row] = await dailyRows(owner.user.id);
    const remove = (token: string, id: string) => deleteDaily(jsonRequest(`/api/daily/${id}`, { method: "DELETE", token }), params(id));
    for (const [token, id] of [[stranger.token, row.id], [owner.token, "00000000-0000-4000-8000-000000000000"], [owner.token, "not-a-uuid"]]) {
      const response = await remove(token, id);
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe("not_found");
    }
    expect(await dailyRows(owner.user.id)).toHaveLength(1);
    const deleted = await remove(owner.token, row.id);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true });
    const db = await getDb();
    expect(await db.select().from(schema.dailyCards).where(eq(schema.dailyCards.id, row.id))).toEqual([]);
    // Deleting is no redraw: the day's card is seeded by reader and day.
    expect(await cardOf(owner.token, "UTC")).toEqual(before);
  });
});
