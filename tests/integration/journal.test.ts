import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getUser } from "@/app/api/auth/user/route";
import { DELETE as deleteOne, GET as getOne } from "@/app/api/readings/[id]/route";
import { DELETE as deleteAll, GET as listPage } from "@/app/api/readings/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { getDb, schema } from "@/db";
import { JOURNAL_PAGE_SIZE } from "@/lib/readings/journal";
import { periodOf } from "@/lib/time/period";
import { jsonRequest, newUser } from "../helpers/requests";

const ONE_CARD = { question: "What does today hold?", type: "one_card", category: "general", cards: ["The Sun"] };
const params = (id: string) => ({ params: Promise.resolve({ id }) });

const list = (token: string | undefined, cursor?: string) =>
  listPage(jsonRequest(`/api/readings${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`, { method: "GET", token }));

/** Stored readings as the writer would leave them, with distinct times (one a minute, oldest first). */
async function seedReadings(userId: string, count: number, status: "completed" | "failed" | "reserved" = "completed") {
  const db = await getDb();
  const base = Date.UTC(2026, 10, 1, 12);
  return db
    .insert(schema.readings)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        createdAt: new Date(base + i * 60_000),
        period: periodOf(new Date(base)),
        question: `Question ${i + 1}?`,
        type: "one_card" as const,
        category: "general" as const,
        cards: ["The Star" as const],
        interpretation: `## Summary\nReading ${i + 1}.`,
        status,
      })),
    )
    .returning({ id: schema.readings.id });
}

describe("the reading journal", () => {
  it("pages through the caller's completed readings, newest first, 20 a page", async () => {
    const { user, token } = await newUser();
    await seedReadings(user.id, 45);
    await seedReadings(user.id, 2, "failed");
    await seedReadings(user.id, 1, "reserved");
    const questions: string[] = [];
    let cursor: string | undefined;
    const pageSizes: number[] = [];
    for (;;) {
      const response = await list(token, cursor);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const page = await response.json();
      pageSizes.push(page.readings.length);
      questions.push(...page.readings.map((reading: { question: string }) => reading.question));
      expect(Object.keys(page.readings[0]).sort()).toEqual(["cards", "category", "createdAt", "id", "question", "type"]);
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(pageSizes).toEqual([JOURNAL_PAGE_SIZE, JOURNAL_PAGE_SIZE, 5]);
    expect(questions).toEqual(Array.from({ length: 45 }, (_, i) => `Question ${45 - i}?`));
  });

  it("keeps readings that share a time apart across pages", async () => {
    const { user, token } = await newUser();
    const db = await getDb();
    const at = new Date("2026-11-02T10:00:00Z");
    await db.insert(schema.readings).values(
      Array.from({ length: 25 }, (_, i) => ({ userId: user.id, createdAt: at, period: "2026-11", question: `Same time ${i}?`, type: "one_card" as const, category: "general" as const, cards: ["The Sun" as const], interpretation: "x", status: "completed" as const })),
    );
    const first = await (await list(token)).json();
    const second = await (await list(token, first.nextCursor)).json();
    const ids = [...first.readings, ...second.readings].map((reading: { id: string }) => reading.id);
    expect(new Set(ids).size).toBe(25);
    expect(second.nextCursor).toBeNull();
  });

  it("opens a reading with its interpretation, and answers 404 for another user's or an unknown id", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const [{ id }] = await seedReadings(owner.user.id, 1);
    const opened = await getOne(jsonRequest(`/api/readings/${id}`, { method: "GET", token: owner.token }), params(id));
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ id, question: "Question 1?", type: "one_card", cards: ["The Star"], interpretation: "## Summary\nReading 1." });
    for (const [token, readingId] of [[stranger.token, id], [owner.token, "00000000-0000-4000-8000-000000000000"], [owner.token, "not-a-uuid"]]) {
      const response = await getOne(jsonRequest(`/api/readings/${readingId}`, { method: "GET", token }), params(readingId));
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe("not_found");
    }
    expect((await deleteOne(jsonRequest(`/api/readings/${id}`, { method: "DELETE", token: stranger.token }), params(id))).status).toBe(404);
    expect((await getOne(jsonRequest(`/api/readings/${id}`, { method: "GET", token: owner.token }), params(id))).status).toBe(200);
  });

  it("deletes one reading, then all of them, touching no one else's", async () => {
    const owner = await newUser();
    const other = await newUser();
    const [first] = await seedReadings(owner.user.id, 3);
    await seedReadings(other.user.id, 2);
    expect((await deleteOne(jsonRequest(`/api/readings/${first.id}`, { method: "DELETE", token: owner.token }), params(first.id))).status).toBe(200);
    expect((await (await list(owner.token)).json()).readings).toHaveLength(2);
    const cleared = await deleteAll(jsonRequest("/api/readings", { method: "DELETE", token: owner.token }));
    expect(await cleared.json()).toEqual({ success: true, deleted: 2 });
    expect((await (await list(owner.token)).json()).readings).toEqual([]);
    expect((await (await list(other.token)).json()).readings).toHaveLength(2);
  });

  it("answers 401 without a token and 400 for a broken cursor", async () => {
    expect((await list(undefined)).status).toBe(401);
    const { token } = await newUser();
    expect((await list(token, "garbage")).status).toBe(400);
  });

  it("never gives a free reading back: after 3 readings and deleting one, the 4th is 402 and the profile says 3 / 3", async () => {
    const { user, token } = await newUser();
    for (let i = 0; i < 3; i++) expect((await interpret(jsonRequest("/api/tarot/interpret", { body: ONE_CARD, token }))).status).toBe(200);
    const db = await getDb();
    const [reading] = await db.select({ id: schema.readings.id }).from(schema.readings).where(eq(schema.readings.userId, user.id)).limit(1);
    expect((await deleteOne(jsonRequest(`/api/readings/${reading.id}`, { method: "DELETE", token }), params(reading.id))).status).toBe(200);
    expect((await interpret(jsonRequest("/api/tarot/interpret", { body: ONE_CARD, token }))).status).toBe(402);
    await deleteAll(jsonRequest("/api/readings", { method: "DELETE", token }));
    expect((await interpret(jsonRequest("/api/tarot/interpret", { body: ONE_CARD, token }))).status).toBe(402);
    const profile = await (await getUser(jsonRequest("/api/auth/user", { method: "GET", token }))).json();
    expect(profile.stats.currentMonth.total_count).toBe(3);
  });
});

describe("the journal export", () => {
  it("downloads every reading of the caller as one Markdown file, newest first", async () => {
    const { GET: exportJournal } = await import("@/app/api/readings/export/route");
    const { user, token } = await newUser();
    await seedReadings(user.id, 3);
    const response = await exportJournal(jsonRequest("/api/readings/export", { method: "GET", token }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="arcana-readings-\d{4}-\d{2}-\d{2}\.md"$/);
    const markdown = await response.text();
    expect(markdown).toMatch(/^# My Arcana readings\n/);
    expect(markdown).toContain("3 readings");
    const order = ["## Question 3?", "## Question 2?", "## Question 1?"].map((heading) => markdown.indexOf(heading));
    expect(order.every((position, index) => position > 0 && (index === 0 || position > order[index - 1]))).toBe(true);
    expect(markdown).toContain("- The heart of the matter: The Star");
    expect(markdown).toContain("### Summary\nReading 1.");
    expect((await exportJournal(jsonRequest("/api/readings/export", { method: "GET" }))).status).toBe(401);
  });
});
