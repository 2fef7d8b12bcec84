import { desc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PUT as putPreferences } from "@/app/api/notifications/route";
import { PUT as putCheckIn } from "@/app/api/readings/[id]/check-in/route";
import { POST as postReminder } from "@/app/api/readings/[id]/check-in-reminder/route";
import { GET as getOne } from "@/app/api/readings/[id]/route";
import { GET as getInsights } from "@/app/api/readings/insights/route";
import { GET as exportJournal } from "@/app/api/readings/export/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { getDb, schema } from "@/db";
import { jsonRequest, newUser } from "../helpers/requests";

process.env.RATE_LIMIT_USER_PER_MIN = "1000";

const QUESTION = "Will the move to Lisbon work out?";
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const DAY_MS = 24 * 60 * 60 * 1000;

/** A completed reading of the user's, through the interpret route: its id and when it was made. */
async function readingOf({ token, user }: { token: string; user: { id: string } }): Promise<{ id: string; createdAt: Date }> {
  const response = await interpret(jsonRequest("/api/tarot/interpret", { body: { question: QUESTION, type: "one_card", category: "general", cards: ["The Star"] }, token }));
  expect(response.status).toBe(200);
  const db = await getDb();
  const [newest] = await db
    .select({ id: schema.readings.id, createdAt: schema.readings.createdAt })
    .from(schema.readings)
    .where(eq(schema.readings.userId, user.id))
    .orderBy(desc(schema.readings.createdAt))
    .limit(1);
  return newest;
}

const remind = (token: string | undefined, id: string, body: unknown) =>
  postReminder(jsonRequest(`/api/readings/${id}/check-in-reminder`, { body, token }), params(id));
const answer = (token: string | undefined, id: string, body: unknown) =>
  putCheckIn(jsonRequest(`/api/readings/${id}/check-in`, { method: "PUT", body, token }), params(id));

async function jobsOf(readingId: string) {
  const db = await getDb();
  const rows = await db.select().from(schema.notificationJobs).where(like(schema.notificationJobs.key, `check_in:${readingId}:%`));
  return rows.sort((a, b) => a.key.localeCompare(b.key));
}

describe("POST /api/readings/:id/check-in-reminder", () => {
  it("keeps the days with the reading and queues one e-mail check-in at the reading's time plus those days", async () => {
    const reader = await newUser();
    const { token, user } = reader;
    const reading = await readingOf(reader);
    const response = await remind(token, reading.id, { inDays: 7 });
    expect(response.status).toBe(200);
    const runAt = new Date(reading.createdAt.getTime() + 7 * DAY_MS);
    expect(await response.json()).toEqual({ checkIn: { inDays: 7, runAt: runAt.toISOString(), channels: ["email"] } });
    const jobs = await jobsOf(reading.id);
    expect(jobs.map(({ key, kind, channel, userId, status }) => ({ key, kind, channel, userId, status }))).toEqual([
      { key: `check_in:${reading.id}:email`, kind: "check_in", channel: "email", userId: user.id, status: "queued" },
    ]);
    expect(jobs[0].runAt.toISOString()).toBe(runAt.toISOString());
    // The job names the reading, never its question.
    expect(JSON.stringify(jobs[0].payload)).not.toContain("Lisbon");
    const opened = await (await getOne(jsonRequest(`/api/readings/${reading.id}`, { method: "GET", token }), params(reading.id))).json();
    expect(opened.checkIn).toEqual({ inDays: 7, answer: null });
  });

  it("moves the waiting jobs when asked again with other days, never doubling them", async () => {
    const reader = await newUser();
    const { token } = reader;
    await putPreferences(
      jsonRequest("/api/notifications", { method: "PUT", token, body: { timeZone: "UTC", dailyCard: { email: false, push: false, hour: 8 }, checkIns: { email: true, push: true } } }),
      { params: Promise.resolve({}) },
    );
    const reading = await readingOf(reader);
    expect((await remind(token, reading.id, { inDays: 7 })).status).toBe(200);
    expect((await remind(token, reading.id, { inDays: 30 })).status).toBe(200);
    const jobs = await jobsOf(reading.id);
    expect(jobs.map((job) => job.key)).toEqual([`check_in:${reading.id}:email`, `check_in:${reading.id}:push`]);
    const thirtyDaysOn = new Date(reading.createdAt.getTime() + 30 * DAY_MS).toISOString();
    expect(jobs.map((job) => job.runAt.toISOString())).toEqual([thirtyDaysOn, thirtyDaysOn]);
    expect(jobs.map((job) => job.payload)).toEqual([
      { readingId: reading.id, days: 30 },
      { readingId: reading.id, days: 30 },
    ]);
  });

  it("queues nothing on a channel the reader turned off", async () => {
    const reader = await newUser();
    const { token } = reader;
    await putPreferences(
      jsonRequest("/api/notifications", { method: "PUT", token, body: { timeZone: "UTC", dailyCard: { email: true, push: true, hour: 8 }, checkIns: { email: false, push: true } } }),
      { params: Promise.resolve({}) },
    );
    const reading = await readingOf(reader);
    const response = await remind(token, reading.id, { inDays: 14 });
    expect((await response.json()).checkIn.channels).toEqual(["push"]);
    expect((await jobsOf(reading.id)).map((job) => job.channel)).toEqual(["push"]);
  });

  it("refuses days other than 7, 14 or 30, another user's reading, an unknown id and a visitor", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const reading = await readingOf(owner);
    for (const inDays of [1, 21, "7", null]) expect((await remind(owner.token, reading.id, { inDays })).status).toBe(400);
    expect((await remind(owner.token, reading.id, {})).status).toBe(400);
    expect((await remind(stranger.token, reading.id, { inDays: 7 })).status).toBe(404);
    expect((await remind(owner.token, "00000000-0000-4000-8000-000000000000", { inDays: 7 })).status).toBe(404);
    expect((await remind(owner.token, "not-a-uuid", { inDays: 7 })).status).toBe(404);
    expect((await remind(undefined, reading.id, { inDays: 7 })).status).toBe(401);
    expect(await jobsOf(reading.id)).toEqual([]);
  });
});

describe("PUT /api/readings/:id/check-in", () => {
  it("keeps the answer with the reading, in the journal, the exports and Insights, and drops the waiting reminder", async () => {
    const reader = await newUser();
    const { token } = reader;
    const reading = await readingOf(reader);
    await remind(token, reading.id, { inDays: 14 });
    const response = await answer(token, reading.id, { happened: "partly", helpful: true, note: "  The job came, the flat did not.  " });
    expect(response.status).toBe(200);
    const { checkIn } = await response.json();
    expect(checkIn).toMatchObject({ happened: "partly", helpful: true, note: "The job came, the flat did not." });
    expect(await jobsOf(reading.id)).toEqual([]);

    const opened = await (await getOne(jsonRequest(`/api/readings/${reading.id}`, { method: "GET", token }), params(reading.id))).json();
    expect(opened.checkIn).toEqual({ inDays: 14, answer: checkIn });

    const json = await (await exportJournal(jsonRequest("/api/readings/export?format=json", { method: "GET", token }), { params: Promise.resolve({}) })).json();
    expect(json.readings[0].checkIn).toEqual({ inDays: 14, answer: checkIn });
    const markdown = await (await exportJournal(jsonRequest("/api/readings/export", { method: "GET", token }), { params: Promise.resolve({}) })).text();
    expect(markdown).toContain("Partly; the reading helped.");
    expect(markdown).toContain("The job came, the flat did not.");

    const other = await readingOf(reader);
    await answer(token, other.id, { happened: "too_soon", helpful: false });
    await readingOf(reader);
    const insights = await (await getInsights(jsonRequest("/api/readings/insights?range=30d&tz=UTC", { method: "GET", token }), { params: Promise.resolve({}) })).json();
    expect(insights.checkIns).toEqual({ total: 2, helpful: 1 });
  });

  it("replaces an earlier answer", async () => {
    const reader = await newUser();
    const { token } = reader;
    const reading = await readingOf(reader);
    await answer(token, reading.id, { happened: "as_read", helpful: true, note: "Yes." });
    expect((await answer(token, reading.id, { happened: "not_as_read", helpful: false, note: "" })).status).toBe(200);
    const opened = await (await getOne(jsonRequest(`/api/readings/${reading.id}`, { method: "GET", token }), params(reading.id))).json();
    expect(opened.checkIn.answer).toMatchObject({ happened: "not_as_read", helpful: false, note: null });
  });

  it("refuses a bad answer, a note over 1,000 characters, another user's reading and a visitor", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const reading = await readingOf(owner);
    expect((await answer(owner.token, reading.id, { happened: "maybe", helpful: true })).status).toBe(400);
    expect((await answer(owner.token, reading.id, { happened: "partly" })).status).toBe(400);
    expect((await answer(owner.token, reading.id, { happened: "partly", helpful: true, note: "x".repeat(1001) })).status).toBe(400);
    expect((await answer(stranger.token, reading.id, { happened: "partly", helpful: true })).status).toBe(404);
    expect((await answer(undefined, reading.id, { happened: "partly", helpful: true })).status).toBe(401);
    const db = await getDb();
    const [row] = await db.select({ happened: schema.readings.checkInHappened }).from(schema.readings).where(eq(schema.readings.id, reading.id));
    expect(row.happened).toBeNull();
    expect((await answer(owner.token, reading.id, { happened: "partly", helpful: true, note: "x".repeat(1000) })).status).toBe(200);
  });
});
