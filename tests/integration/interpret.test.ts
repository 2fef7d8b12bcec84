import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getUser } from "@/app/api/auth/user/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { getDb, schema } from "@/db";
import { WriterUnavailableError, type ReadingWriter } from "@/lib/writers/types";
import { beginReading } from "@/lib/readings/interpret";
import { CRISIS_RESPONSE } from "@/lib/writers/crisis";
import { capturingLogs } from "../helpers/logs";
import { signedInReader } from "../helpers/reader";
import { jsonRequest, newUser } from "../helpers/requests";
import { ONE_CARD } from "../helpers/readings";

function post(token: string, body: unknown) {
  return interpret(jsonRequest("/api/tarot/interpret", { body, token }));
}

async function storedReadings(userId: string, status?: "reserved" | "completed" | "failed") {
  const db = await getDb();
  const where = status ? and(eq(schema.readings.userId, userId), eq(schema.readings.status, status)) : eq(schema.readings.userId, userId);
  const [row] = await db.select({ total: count() }).from(schema.readings).where(where);
  return Number(row.total);
}

async function profileCount(token: string): Promise<number> {
  const body = await (await getUser(jsonRequest("/api/auth/user", { method: "GET", token }))).json();
  return body.stats.currentMonth.total_count;
}

/** A one-card reading by the signed-in user, the way the route begins it, with a writer of the test's choosing; answered whole. */
async function readWith(token: string, writer: ReadingWriter) {
  return (await beginReading(await signedInReader(token), { ...ONE_CARD, type: "one_card", category: "general", cards: ["The Star"] }, { writer })).write();
}

const failingWriter: ReadingWriter = {
  name: "local",
  async *stream() {
    throw new WriterUnavailableError("down");
  },
};

describe("POST /api/tarot/interpret", () => {
  it("writes a reading, stores it with its interpretation and moves the profile's counter", async () => {
    const { token, user } = await newUser();
    const response = await post(token, ONE_CARD);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { interpretation } = await response.json();
    expect(interpretation).toMatch(/^## Summary/);
    expect(interpretation).toContain("The Star");
    const db = await getDb();
    const [stored] = await db.select().from(schema.readings).where(eq(schema.readings.userId, user.id));
    expect(stored).toMatchObject({ status: "completed", question: ONE_CARD.question, cards: ["The Star"], interpretation });
    expect(await profileCount(token)).toBe(1);
  });

  it("lets exactly 3 of 10 concurrent requests from a free user through and answers the rest 402", async () => {
    const { token, user } = await newUser();
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(token, ONE_CARD)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 402, 402, 402, 402, 402, 402, 402]);
    const refused = await responses.find((response) => response.status === 402)!.json();
    expect(refused).toEqual({ error: expect.stringMatching(/Subscribe/), code: "quota_exceeded" });
    expect(await storedReadings(user.id, "completed")).toBe(3);
    expect(await storedReadings(user.id)).toBe(3);
  });

  it("gives a failed reading back: the user still has 3 after the writer throws", async () => {
    const { token, user } = await newUser();
    await expect(readWith(token, failingWriter)).rejects.toMatchObject({
      status: 503,
      message: expect.stringMatching(/not counted/),
    });
    expect(await storedReadings(user.id, "failed")).toBe(1);
    expect(await profileCount(token)).toBe(0);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(token, ONE_CARD)).status);
    expect(statuses).toEqual([200, 200, 200, 402]);
  });

  it("treats a bug outside the writer as a 500, not a writer outage, and still releases the reading", async () => {
    const { user, token } = await newUser();
    const buggyWriter: ReadingWriter = {
      name: "local",
      async *stream() {
        yield "## Summary\n";
        throw new TypeError("Cannot read properties of undefined");
      },
    };
    const failure = readWith(token, buggyWriter);
    await expect(failure).rejects.toBeInstanceOf(TypeError);
    const { errorResponse } = await import("@/lib/http/respond");
    const error = await failure.catch((thrown: unknown) => thrown);
    const { result: answer, lines } = await capturingLogs(async () => errorResponse(error));
    expect(lines).toEqual([expect.objectContaining({ level: "error", msg: "Unhandled API error", error: "TypeError" })]);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ error: "Internal server error", code: "internal_error" });
    expect(await storedReadings(user.id, "failed")).toBe(1);
    expect(await profileCount(token)).toBe(0);
  });

  it("uses referral bonus credits after the monthly readings, and gives a failed one back", async () => {
    const { token, user } = await newUser({ bonusCredits: 2 });
    for (let i = 0; i < 3; i++) expect((await post(token, ONE_CARD)).status).toBe(200);
    await expect(readWith(token, failingWriter)).rejects.toMatchObject({ status: 503 });
    const db = await getDb();
    const credits = async () => (await db.select().from(schema.users).where(eq(schema.users.id, user.id)))[0].bonusCredits;
    expect(await credits()).toBe(2);
    expect((await post(token, ONE_CARD)).status).toBe(200);
    expect((await post(token, ONE_CARD)).status).toBe(200);
    expect(await credits()).toBe(0);
    expect((await post(token, ONE_CARD)).status).toBe(402);
    const [bonusPaid] = await db
      .select({ total: count() })
      .from(schema.readings)
      .where(and(eq(schema.readings.userId, user.id), eq(schema.readings.paidWith, "bonus"), eq(schema.readings.status, "completed")));
    expect(Number(bonusPaid.total)).toBe(2);
  });

  it("lets subscribers read without a limit, in every spread and category", async () => {
    const { token } = await newUser({ role: "subscribed" });
    const tarot = { question: "Where is my work heading?", type: "tarot", category: "career", cards: ["The Fool", "Death", "The Star", "Justice", "The World"] };
    for (let i = 0; i < 5; i++) expect((await post(token, i % 2 ? tarot : ONE_CARD)).status).toBe(200);
    const body = await (await post(token, { ...tarot, type: "three_cards", cards: ["The Moon", "The Sun", "Judgement"] })).json();
    expect(body.interpretation).toMatch(/## Past: The Moon[\s\S]*## Present: The Sun[\s\S]*## Future: Judgement/);
  });

  it.each([
    ["a premium spread", { ...ONE_CARD, type: "three_cards", cards: ["The Moon", "The Sun", "Judgement"] }, /spread/],
    ["a premium category", { ...ONE_CARD, category: "love" }, /category/],
  ])("refuses %s to a free user with 403 and stores nothing", async (_case, body, message) => {
    const { token, user } = await newUser();
    const response = await post(token, body);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: expect.stringMatching(message), code: "premium_required" });
    expect(await storedReadings(user.id)).toBe(0);
    const db = await getDb();
    expect(await db.select().from(schema.identityUsage).where(eq(schema.identityUsage.identityHash, user.identityHash))).toEqual([]);
  });

  it.each([
    ["a blank question", { ...ONE_CARD, question: "   " }, /question/],
    ["a 201-character question", { ...ONE_CARD, question: "x".repeat(201) }, /question.*200/],
    ["the wrong number of cards", { ...ONE_CARD, cards: ["The Star", "The Sun"] }, /cards.*exactly 1/],
    ["a duplicate card", { ...ONE_CARD, type: "yes_no", cards: ["The Star", "The Star", "The Sun"] }, /cards.*repeat/],
    ["an unknown card", { ...ONE_CARD, cards: ["The Joker"] }, /cards/],
    ["an unknown type", { ...ONE_CARD, type: "celtic_cross" }, /type/],
    ["an unknown category", { ...ONE_CARD, category: "money" }, /category/],
    ["a missing field", { question: "Why?", type: "one_card", cards: ["The Sun"] }, /category/],
    ["a body that is not JSON", "question=why", /JSON/],
    ["an array body", [ONE_CARD], /body/],
  ])("answers 400 naming the problem for %s", async (_case, body, message) => {
    const { token, user } = await newUser();
    const response = await post(token, body);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error.error).toMatch(message);
    expect(await storedReadings(user.id)).toBe(0);
  });

  it("answers 413 for a body over 16 KB, declared or not", async () => {
    const { token } = await newUser();
    const big = JSON.stringify({ ...ONE_CARD, question: "x".repeat(17_000) });
    expect((await post(token, big)).status).toBe(413);
    const undeclared = new Request("http://localhost:3000/api/tarot/interpret", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect((await interpret(undeclared)).status).toBe(413);
  });

  it("answers 401 when signed out", async () => {
    const response = await interpret(jsonRequest("/api/tarot/interpret", { body: ONE_CARD }));
    expect(response.status).toBe(401);
    expect((await response.json()).error).toEqual(expect.any(String));
  });

  it("answers a crisis with care and real help instead of a reading, and does not count it", async () => {
    const { token, user } = await newUser();
    const response = await post(token, { ...ONE_CARD, question: "I want to kill myself, is there any point?" });
    expect(response.status).toBe(200);
    expect((await response.json()).interpretation).toBe(CRISIS_RESPONSE);
    expect(await storedReadings(user.id)).toBe(0);
    expect(await profileCount(token)).toBe(0);
  });

  it("answers the 11th request of a user within a minute with 429 and Retry-After", async () => {
    const { token } = await newUser({ role: "subscribed" });
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await post(token, { ...ONE_CARD, question: "" })).status);
    expect(statuses.every((status) => status === 400)).toBe(true);
    const limited = await post(token, ONE_CARD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await limited.json()).code).toBe("rate_limited");
  });
});
