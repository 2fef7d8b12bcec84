import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as listPage } from "@/app/api/readings/route";
import { getDb, schema } from "@/db";
import { JOURNAL_PAGE_SIZE, JOURNAL_SEARCH_MAX_LENGTH, journalPageQuery } from "@/lib/readings/journal";
import { journalPageSchema } from "@/lib/readings/journal-response";
import { searchMatchSql } from "@/db/search-document";
import { genericPlan } from "../helpers/plans";
import { jsonRequest, newUser } from "../helpers/requests";

const search = (token: string | undefined, q: string | null, cursor?: string) => {
  const query = new URLSearchParams();
  if (q !== null) query.set("q", q);
  if (cursor) query.set("cursor", cursor);
  return listPage(jsonRequest(`/api/readings?${query}`, { method: "GET", token }));
};

/** Every question a search finds, following the cursor to the end. */
async function allFound(token: string, q: string | null): Promise<string[]> {
  const questions: string[] = [];
  let cursor: string | undefined;
  for (;;) {
    const response = await search(token, q, cursor);
    expect(response.status).toBe(200);
    const page = journalPageSchema.parse(await response.json());
    questions.push(...page.readings.map((reading) => reading.question));
    if (!page.nextCursor) return questions;
    cursor = page.nextCursor;
  }
}

type Seed = { question: string; interpretation: string; status?: "completed" | "failed" };

async function seed(userId: string, readings: Seed[]) {
  const db = await getDb();
  const base = Date.UTC(2026, 10, 1, 12);
  await db.insert(schema.readings).values(
    readings.map(({ question, interpretation, status = "completed" }, i) => ({
      userId,
      createdAt: new Date(base + i * 60_000),
      period: "2026-11",
      question,
      type: "one_card" as const,
      category: "general" as const,
      cards: ["The Tower" as const],
      interpretation,
      status,
    })),
  );
}

describe("GET /api/readings?q=", () => {
  it("finds a reading by a word of its interpretation or its question, stemmed, and never another user's or a failed one", async () => {
    const reader = await newUser();
    const stranger = await newUser();
    await seed(reader.user.id, [
      { question: "Should I move to the coast?", interpretation: "## Summary\nA lighthouse keeps its light through the storm." },
      { question: "What about my garden?", interpretation: "## Summary\nPatience, and the seasons turn." },
      { question: "Lighthouse again?", interpretation: "## Summary\nSomething else.", status: "failed" },
    ]);
    await seed(stranger.user.id, [{ question: "Where is the lighthouse?", interpretation: "## Summary\nThe lighthouses of the north." }]);
    expect(await allFound(reader.token, "lighthouse")).toEqual(["Should I move to the coast?"]);
    expect(await allFound(reader.token, "lighthouses storms")).toEqual(["Should I move to the coast?"]);
    expect(await allFound(reader.token, "garden")).toEqual(["What about my garden?"]);
    expect(await allFound(reader.token, "lighthouse -storm")).toEqual([]);
    expect(await allFound(reader.token, "volcano")).toEqual([]);
    expect(await allFound(stranger.token, "lighthouse")).toEqual(["Where is the lighthouse?"]);
    // Quotes, operators and stray punctuation are words, never a syntax error.
    expect((await search(reader.token, `"unclosed ' & | ! (`)).status).toBe(200);
  });

  it("keeps the journal's shape and pages a search with its cursor, newest first", async () => {
    const { user, token } = await newUser();
    const readings = Array.from({ length: 45 }, (_, i) => ({
      question: `Question ${i + 1}?`,
      interpretation: i % 2 === 0 ? `## Summary\nThe harvest ${i + 1} is near.` : `## Summary\nRest ${i + 1}.`,
    }));
    await seed(user.id, readings);
    const found = await allFound(token, "harvest");
    expect(found).toEqual(readings.filter((_, i) => i % 2 === 0).map(({ question }) => question).reverse());
    expect(found).toHaveLength(23);
    const first = await (await search(token, "harvest")).json();
    expect(first.readings).toHaveLength(JOURNAL_PAGE_SIZE);
    expect(Object.keys(first.readings[0]).sort()).toEqual(["cards", "category", "createdAt", "id", "question", "type"]);
  });

  it("treats an empty or blank q as no search, and refuses one over the limit", async () => {
    const { user, token } = await newUser();
    await seed(user.id, [{ question: "One?", interpretation: "x" }, { question: "Two?", interpretation: "y" }]);
    expect(await allFound(token, "")).toEqual(["Two?", "One?"]);
    expect(await allFound(token, "   ")).toEqual(["Two?", "One?"]);
    expect(await allFound(token, null)).toEqual(["Two?", "One?"]);
    const tooLong = await search(token, "a".repeat(JOURNAL_SEARCH_MAX_LENGTH + 1));
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).code).toBe("invalid_request");
    expect((await search(token, "a".repeat(JOURNAL_SEARCH_MAX_LENGTH))).status).toBe(200);
    expect((await search(undefined, "x")).status).toBe(401);
  });

  it("is answered from the readings_search_idx index", async () => {
    const db = await getDb();
    const plan = await db.transaction(async (tx) => {
      // A near-empty table is cheaper to scan; forbidding the scan shows whether the index can answer at all.
      await tx.execute(sql`set local enable_seqscan = off`);
      // The journal's own condition, so the test fails if it drifts from the index's column.
      const query = tx.select({ id: schema.readings.id }).from(schema.readings).where(searchMatchSql(schema.readings.searchDocument, "lighthouse"));
      return tx.execute(sql`explain ${query}`);
    });
    const rows = (plan as unknown as { rows?: Record<string, string>[] }).rows ?? (plan as unknown as Record<string, string>[]);
    expect(rows.map((row) => Object.values(row)[0]).join("\n")).toContain("readings_search_idx");
  });

  it("matches the stored search document under PostgreSQL's generic plan, never computing it per row", async () => {
    const { user, token } = await newUser();
    await seed(
      user.id,
      Array.from({ length: 60 }, (_, i) => ({ question: `Question ${i}?`, interpretation: i % 20 === 0 ? "## Summary\nA promotion is near." : "## Summary\nRest." })),
    );
    const db = await getDb();
    // The journal's own statement, prepared as the pool prepares it; the generic plan knows neither the reader nor the words.
    const plan = await genericPlan(journalPageQuery(db, user.id, { after: null, words: "promotion" }).toSQL(), { analyze: true });
    expect(plan).toContain("search_document");
    expect(plan).not.toMatch(/to_tsvector/);
    // The same statement, answered as the route answers it.
    expect(await allFound(token, "promotion")).toEqual(["Question 40?", "Question 20?", "Question 0?"]);
  });
});
