import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getUser } from "@/app/api/auth/user/route";
import { GET as getOne } from "@/app/api/readings/[id]/route";
import { GET as similar } from "@/app/api/readings/similar/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { getDb, schema } from "@/db";
import { periodOf } from "@/lib/time/period";
import { jsonRequest, newUser } from "../helpers/requests";

const DAY = 24 * 60 * 60 * 1000;
const ONE_CARD = { question: "What does today hold?", type: "one_card", category: "general", cards: ["The Sun"] };

const post = (token: string, body: unknown) => interpret(jsonRequest("/api/tarot/interpret", { body, token }));

const askSimilar = (token: string | undefined, q: string | null) =>
  similar(jsonRequest(q === null ? "/api/readings/similar" : `/api/readings/similar?q=${encodeURIComponent(q)}`, { method: "GET", token }));

/** A stored reading of the user's, asked `daysAgo` days ago. */
async function seedReading(userId: string, question: string, { daysAgo = 1, status = "completed" as "completed" | "failed" } = {}) {
  const db = await getDb();
  const createdAt = new Date(Date.now() - daysAgo * DAY);
  const [row] = await db
    .insert(schema.readings)
    .values({
      userId,
      createdAt,
      period: periodOf(createdAt),
      question,
      type: "one_card",
      category: "general",
      cards: ["The Star"],
      interpretation: "## Summary\nThe Star brings hope to your work and your home.",
      status,
    })
    .returning({ id: schema.readings.id, createdAt: schema.readings.createdAt });
  return row;
}

describe("GET /api/readings/similar", () => {
  it("finds the caller's reading of this week that asked the same words, normalised", async () => {
    const { user, token } = await newUser();
    const asked = await seedReading(user.id, "¿Volverá mi ex conmigo?", { daysAgo: 2 });
    const response = await askSimilar(token, "  volvera MI ex   conmigo ");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ reading: { id: asked.id, question: "¿Volverá mi ex conmigo?", createdAt: asked.createdAt.toISOString() } });
  });

  it("finds a close full-text match: the same words in another order and form", async () => {
    const { user, token } = await newUser();
    const asked = await seedReading(user.id, "Should I take the job in Lisbon?", { daysAgo: 3 });
    const body = await (await askSimilar(token, "should I be taking the Lisbon job")).json();
    expect(body.reading?.id).toBe(asked.id);
  });

  it("answers the newest of several matches", async () => {
    const { user, token } = await newUser();
    await seedReading(user.id, "Will I find love?", { daysAgo: 5 });
    const newer = await seedReading(user.id, "Will I find love?", { daysAgo: 1 });
    expect((await (await askSimilar(token, "will i find love")).json()).reading.id).toBe(newer.id);
  });

  it.each([
    ["another question", "Will I move to Lisbon?", "Should I take the job in Lisbon?", 1, "completed"],
    ["a question older than 7 days", "Should I take the job in Lisbon?", "Should I take the job in Lisbon?", 8, "completed"],
    ["a reading that failed", "Should I take the job in Lisbon?", "Should I take the job in Lisbon?", 1, "failed"],
    ["a question that shares only some words", "Should I take the job?", "Should I take the job in Lisbon?", 1, "completed"],
  ] as const)("finds nothing for %s", async (_case, stored, asked, daysAgo, status) => {
    const { user, token } = await newUser();
    await seedReading(user.id, stored, { daysAgo, status });
    expect(await (await askSimilar(token, asked)).json()).toEqual({ reading: null });
  });

  it("never finds another user's reading", async () => {
    const other = await newUser();
    await seedReading(other.user.id, "Should I take the job in Lisbon?");
    const { token } = await newUser();
    expect(await (await askSimilar(token, "Should I take the job in Lisbon?")).json()).toEqual({ reading: null });
  });

  it("refuses a missing, blank or over-long q with 400, and a visitor with 401", async () => {
    const { token } = await newUser();
    for (const q of [null, "", "   ", "x".repeat(201)]) {
      const response = await askSimilar(token, q);
      expect(response.status, String(q)).toBe(400);
      expect((await response.json()).code).toBe("invalid_request");
    }
    expect((await askSimilar(undefined, "Will it rain?")).status).toBe(401);
  });
});

describe("a reading of the reader's own draw", () => {
  it("is counted like any other reading, stored with own_draw and marked on the opened reading", async () => {
    const { user, token } = await newUser();
    const own = await post(token, { ...ONE_CARD, ownDraw: true });
    expect(own.status).toBe(200);
    expect((await post(token, ONE_CARD)).status).toBe(200);
    expect((await post(token, { ...ONE_CARD, ownDraw: true })).status).toBe(200);
    // The fourth is refused like any free user's fourth reading.
    const refused = await post(token, { ...ONE_CARD, ownDraw: true });
    expect(refused.status).toBe(402);
    const profile = await (await getUser(jsonRequest("/api/auth/user", { method: "GET", token }))).json();
    expect(profile.stats.currentMonth.total_count).toBe(3);

    const db = await getDb();
    const rows = await db
      .select({ id: schema.readings.id, ownDraw: schema.readings.ownDraw, createdAt: schema.readings.createdAt })
      .from(schema.readings)
      .where(and(eq(schema.readings.userId, user.id), eq(schema.readings.status, "completed")))
      .orderBy(schema.readings.createdAt);
    expect(rows.map((row) => row.ownDraw)).toEqual([true, false, true]);

    const opened = async (id: string) => (await getOne(jsonRequest(`/api/readings/${id}`, { method: "GET", token }), { params: Promise.resolve({ id }) })).json();
    expect((await opened(rows[0].id)).ownDraw).toBe(true);
    expect((await opened(rows[1].id)).ownDraw).toBe(false);
  });

  it("refuses an ownDraw that is not a boolean, naming it", async () => {
    const { token } = await newUser();
    const response = await post(token, { ...ONE_CARD, ownDraw: "yes" });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/ownDraw/);
  });
});
