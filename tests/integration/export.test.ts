import { describe, expect, it } from "vitest";
import { PUT as putFeedback } from "@/app/api/readings/[id]/feedback/route";
import { POST as askFollowUp } from "@/app/api/readings/[id]/follow-ups/route";
import { GET as exportJournal } from "@/app/api/readings/export/route";
import { GET as daily } from "@/app/api/daily/route";
import { eq } from "drizzle-orm";
import { getDb, schema } from "@/db";
import { journalArchiveSchema } from "@/lib/readings/journal-response";
import { jsonRequest, newUser } from "../helpers/requests";

process.env.RATE_LIMIT_USER_PER_MIN = "1000";

const params = (id: string) => ({ params: Promise.resolve({ id }) });
const download = (token: string | undefined, query = "") => exportJournal(jsonRequest(`/api/readings/export${query}`, { method: "GET", token }));

/** A journal with every kind of entry: three readings (one with a follow-up and feedback), a failed one, and two cards of the day. */
async function fullJournal() {
  const reader = await newUser({ role: "subscribed" });
  const db = await getDb();
  const base = Date.UTC(2026, 10, 1, 12);
  const readings = await db
    .insert(schema.readings)
    .values(
      [0, 1, 2, 3].map((i) => ({
        userId: reader.user.id,
        createdAt: new Date(base + i * 60_000),
        period: "2026-11",
        question: `Question ${i + 1}?`,
        type: "one_card" as const,
        category: "general" as const,
        cards: ["The Star" as const],
        interpretation: `## Summary\nReading ${i + 1}.`,
        status: i === 3 ? ("failed" as const) : ("completed" as const),
      })),
    )
    .returning({ id: schema.readings.id });
  const first = readings[0].id;
  expect((await askFollowUp(jsonRequest(`/api/readings/${first}/follow-ups`, { body: { question: "And at work?" }, token: reader.token }), params(first))).status).toBe(200);
  expect((await putFeedback(jsonRequest(`/api/readings/${first}/feedback`, { method: "PUT", body: { helpful: true, note: "Spot on" }, token: reader.token }), params(first))).status).toBe(200);
  await db.insert(schema.dailyCards).values({ userId: reader.user.id, date: "2026-10-31", card: "The Moon", message: "An older **message**.", writer: "local" });
  expect((await daily(jsonRequest("/api/daily?tz=UTC", { method: "GET", token: reader.token }))).status).toBe(200);
  // Another reader's entries never appear.
  const other = await newUser();
  await db.insert(schema.dailyCards).values({ userId: other.user.id, date: "2026-10-31", card: "The Sun", message: "Not yours.", writer: "local" });
  return { ...reader, firstReadingId: first };
}

describe("GET /api/readings/export", () => {
  it("answers ?format=json as an attachment that parses and holds every entry: readings with follow-ups and feedback, and cards of the day", async () => {
    const { token, firstReadingId } = await fullJournal();
    const response = await download(token, "?format=json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="arcana-readings-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const archive = journalArchiveSchema.parse(JSON.parse(await response.text()));
    expect(archive.app).toBe("Arcana");
    expect(archive.readings.map((reading) => reading.question)).toEqual(["Question 3?", "Question 2?", "Question 1?"]);
    const first = archive.readings.find((reading) => reading.id === firstReadingId)!;
    expect(first.interpretation).toBe("## Summary\nReading 1.");
    expect(first.followUps).toEqual([{ id: expect.any(String), question: "And at work?", answer: expect.stringContaining("the Star"), createdAt: expect.any(String) }]);
    expect(first.feedback).toEqual({ helpful: true, note: "Spot on" });
    expect(archive.readings.filter((reading) => reading.id !== firstReadingId).every((reading) => reading.followUps?.length === 0 && reading.feedback === null)).toBe(true);
    expect(archive.dailyCards).toHaveLength(2);
    expect(archive.dailyCards[1]).toEqual({ id: expect.any(String), date: "2026-10-31", card: { name: "The Moon", slug: "the-moon" }, message: "An older **message**.", createdAt: expect.any(String) });
    expect(archive.dailyCards[0].date > archive.dailyCards[1].date).toBe(true);
  });

  it("stays Markdown by default, with the cards of the day in a section of their own", async () => {
    const { token } = await fullJournal();
    for (const query of ["", "?format=markdown"]) {
      const response = await download(token, query);
      expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
      const markdown = await response.text();
      expect(markdown).toContain("3 readings and 2 cards of the day.");
      expect(markdown).toContain("## Cards of the day");
      expect(markdown).toContain("### 31 October 2026: The Moon\n\nAn older **message**.");
      expect(markdown).toContain("### Follow-up: And at work?");
      expect(markdown).not.toContain("Question 4?");
      expect(markdown).not.toContain("Not yours.");
    }
  });

  it("writes the Markdown in the language asked for, else the profile's, with the cards' names of that language", async () => {
    const { token, user } = await fullJournal();
    const german = await (await download(token, "?locale=de")).text();
    expect(german).toContain("# Meine Arcana-Legungen");
    expect(german).toContain("3 Legungen und 2 Tageskarten.");
    expect(german).toContain("### 31. Oktober 2026: Der Mond");
    expect(german).toContain("### Folgefrage: And at work?");
    expect(german).toContain("- Der Kern der Sache: Der Stern");
    await (await getDb()).update(schema.users).set({ locale: "it" }).where(eq(schema.users.id, user.id));
    expect(await (await download(token)).text()).toContain("# Le mie letture di Arcana");
    expect(await (await download(token, "?locale=xx")).text()).toContain("# Le mie letture di Arcana");
  });

  it("refuses an unknown format with 400 and a caller without a token with 401", async () => {
    const { token } = await newUser();
    const refused = await download(token, "?format=csv");
    expect(refused.status).toBe(400);
    expect((await refused.json()).code).toBe("invalid_request");
    expect((await download(undefined, "?format=json")).status).toBe(401);
  });
});
