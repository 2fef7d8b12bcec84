import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getUser } from "@/app/api/auth/user/route";
import { PUT as putFeedback } from "@/app/api/readings/[id]/feedback/route";
import { POST as askFollowUp } from "@/app/api/readings/[id]/follow-ups/route";
import { DELETE as deleteOne, GET as getOne } from "@/app/api/readings/[id]/route";
import { GET as exportJournal } from "@/app/api/readings/export/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { getDb, schema } from "@/db";
import { beginFollowUp } from "@/lib/follow-ups/ask";
import { eventStreamResponse, writingEvents } from "@/lib/http/event-stream";
import { WriterUnavailableError, type FollowUpWriter } from "@/lib/writers/types";
import { CRISIS_RESPONSE } from "@/lib/writers/crisis";
import { releaseStaleReservations, staleReservationAgeSeconds } from "@/lib/reservations/sweeper";
import { signedInReader } from "../helpers/reader";
import { jsonRequest, newUser } from "../helpers/requests";
import { ONE_CARD, parseEvents } from "../helpers/readings";

// No per-user rate limit in the way of the concurrent counts below, and a short writer deadline.
process.env.RATE_LIMIT_USER_PER_MIN = "1000";
process.env.READING_TIMEOUT_SECONDS = "1";

const params = (id: string) => ({ params: Promise.resolve({ id }) });

/** A completed reading of the user's, through the interpret route: its id. */
async function readingOf(token: string): Promise<string> {
  const response = await interpret(jsonRequest("/api/tarot/interpret", { body: ONE_CARD, token, headers: { Accept: "text/event-stream" } }));
  const done = parseEvents(await response.text()).find((event) => event.event === "done");
  return done!.data.readingId as string;
}

const ask = (token: string, id: string, question: string, headers: Record<string, string> = {}) =>
  askFollowUp(jsonRequest(`/api/readings/${id}/follow-ups`, { body: { question }, token, headers }), params(id));

async function followUpRows(readingId: string) {
  const db = await getDb();
  const rows = await db.select({ status: schema.followUps.status }).from(schema.followUps).where(eq(schema.followUps.readingId, readingId));
  const [reading] = await db.select({ used: schema.readings.followUpsUsed }).from(schema.readings).where(eq(schema.readings.id, readingId));
  return { statuses: rows.map((row) => row.status).sort(), used: reading?.used ?? null };
}

const failing: FollowUpWriter = {
  name: "local",
  async *answer() {
    yield "The first words";
    throw new WriterUnavailableError("down");
  },
};

describe("POST /api/readings/:id/follow-ups", () => {
  it("answers as JSON, and as Server-Sent Events whose deltas join into the done event's answer", async () => {
    const { token } = await newUser({ role: "subscribed" });
    const id = await readingOf(token);
    const json = await ask(token, id, "What does the Star mean for my team?");
    expect(json.status).toBe(200);
    const answered = await json.json();
    expect(answered).toEqual({ answer: expect.stringContaining("the Star"), followUpId: expect.any(String), remaining: 2 });

    const streamed = await ask(token, id, "What does the Star mean for my team?", { Accept: "text/event-stream" });
    expect(streamed.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = parseEvents(await streamed.text());
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(events.filter((event) => event.event === "delta").map((event) => event.data.text).join("")).toBe(done.data.answer);
    // The same question on the same cards: the same answer, whichever way it was asked.
    expect(done.data).toEqual({ answer: answered.answer, followUpId: expect.any(String), remaining: 1 });
    expect(done.data.followUpId).not.toBe(answered.followUpId);
  });

  it("gives a free user exactly 1 of 10 concurrent follow-ups, with words that offer the subscription", async () => {
    const { token } = await newUser();
    const id = await readingOf(token);
    const responses = await Promise.all(Array.from({ length: 10 }, () => ask(token, id, "And what about work?")));
    expect(responses.map((response) => response.status).sort()).toEqual([200, ...Array(9).fill(403)]);
    const refused = await responses.find((response) => response.status === 403)!.json();
    expect(refused).toEqual({ code: "follow_up_limit", error: expect.stringMatching(/Subscribe to ask 3 follow-up questions/) });
    expect(await followUpRows(id)).toEqual({ statuses: ["completed"], used: 1 });
  });

  it("gives a subscriber exactly 3 of 10 concurrent follow-ups", async () => {
    const { token } = await newUser({ role: "subscribed" });
    const id = await readingOf(token);
    const responses = await Promise.all(Array.from({ length: 10 }, () => ask(token, id, "And what about work?")));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, ...Array(7).fill(403)]);
    const remaining = (await Promise.all(responses.filter((response) => response.status === 200).map((response) => response.json()))).map((body) => body.remaining).sort();
    expect(remaining).toEqual([0, 1, 2]);
    expect(await followUpRows(id)).toEqual({ statuses: ["completed", "completed", "completed"], used: 3 });
  });

  it("gives a follow-up back when its writer fails, so the free one can be asked again", async () => {
    const { token } = await newUser();
    const id = await readingOf(token);
    const run = await beginFollowUp(await signedInReader(token), id, { question: "And then?" }, { writer: failing });
    await expect(run.write()).rejects.toMatchObject({ code: "interpreter_unavailable", status: 503 });
    expect(await followUpRows(id)).toEqual({ statuses: ["failed"], used: 0 });
    expect((await ask(token, id, "And then?")).status).toBe(200);
  });

  it("answers a failed writer's stream with an error event and gives the follow-up back", async () => {
    const { token } = await newUser();
    const id = await readingOf(token);
    const run = await beginFollowUp(await signedInReader(token), id, { question: "And then?" }, { writer: failing });
    const events = parseEvents(await eventStreamResponse(writingEvents(run.write), new AbortController().signal).text());
    expect(events.at(-1)).toEqual({ event: "error", data: { error: expect.stringMatching(/It was not counted/), code: "interpreter_unavailable" } });
    expect(await followUpRows(id)).toEqual({ statuses: ["failed"], used: 0 });
  });

  it("lets the sweeper release a follow-up left reserved by a stopped instance", async () => {
    const { token } = await newUser();
    const id = await readingOf(token);
    const hanging: FollowUpWriter = {
      name: "local",
      async *answer() {
        await new Promise(() => {});
      },
    };
    const run = await beginFollowUp(await signedInReader(token), id, { question: "And then?" }, { writer: hanging });
    void run; // never written: as if its instance died before the writer started
    const db = await getDb();
    await db.execute(sql`update follow_ups set created_at = now() - ${staleReservationAgeSeconds() + 5} * interval '1 second' where reading_id = ${id}`);
    expect(await releaseStaleReservations()).toBeGreaterThanOrEqual(1);
    expect(await followUpRows(id)).toEqual({ statuses: ["failed"], used: 0 });
  });

  it("answers 503 for a follow-up the sweeper gave back before it could be stored: not stored, free to ask again", async () => {
    const { token } = await newUser();
    const id = await readingOf(token);
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const late: FollowUpWriter = {
      name: "local",
      async *answer() {
        await finished;
        yield "Late words.";
      },
    };
    const writing = (await beginFollowUp(await signedInReader(token), id, { question: "And then?" }, { writer: late })).write();
    const db = await getDb();
    await db.execute(sql`update follow_ups set created_at = now() - ${staleReservationAgeSeconds() + 5} * interval '1 second' where reading_id = ${id}`);
    expect(await releaseStaleReservations()).toBeGreaterThanOrEqual(1);
    finish();
    await expect(writing).rejects.toMatchObject({ status: 503, code: "unavailable" });
    expect(await followUpRows(id)).toEqual({ statuses: ["failed"], used: 0 });
    expect((await ask(token, id, "And then?")).status).toBe(200);
  });

  it("answers 404 for another user's reading, a missing one and a malformed id, and 401 without a token", async () => {
    const owner = await newUser({ role: "subscribed" });
    const stranger = await newUser({ role: "subscribed" });
    const id = await readingOf(owner.token);
    expect((await ask(stranger.token, id, "Whose cards?")).status).toBe(404);
    expect((await ask(owner.token, "00000000-0000-4000-8000-000000000000", "Which?")).status).toBe(404);
    expect((await ask(owner.token, "not-a-uuid", "Which?")).status).toBe(404);
    expect((await askFollowUp(jsonRequest(`/api/readings/${id}/follow-ups`, { body: { question: "x" } }), params(id))).status).toBe(401);
    // A malformed id tells a stranger nothing before the session is checked.
    expect((await askFollowUp(jsonRequest("/api/readings/not-a-uuid/follow-ups", { body: { question: "x" } }), params("not-a-uuid"))).status).toBe(401);
    expect(await followUpRows(id)).toEqual({ statuses: [], used: 0 });
  });

  it("refuses a blank question or one with control characters, and counts nothing", async () => {
    const { token } = await newUser();
    const id = await readingOf(token);
    const blank = await ask(token, id, "   ");
    expect(blank.status).toBe(400);
    expect((await blank.json()).error).toMatch(/question/);
    expect((await ask(token, id, "What\u0000now?")).status).toBe(400);
    expect((await ask(token, id, "x".repeat(201))).status).toBe(400);
    expect(await followUpRows(id)).toEqual({ statuses: [], used: 0 });
  });

  it("meets a crisis question with care, storing and counting nothing", async () => {
    const { token } = await newUser();
    const id = await readingOf(token);
    const response = await ask(token, id, "I want to end my life");
    expect(await response.json()).toEqual({ answer: CRISIS_RESPONSE, followUpId: null, remaining: 1 });
    expect(await followUpRows(id)).toEqual({ statuses: [], used: 0 });
  });

  it("never changes the month's count", async () => {
    const { token } = await newUser();
    const id = await readingOf(token);
    const count = async () => (await (await getUser(jsonRequest("/api/auth/user", { method: "GET", token }))).json()).stats.currentMonth.total_count;
    expect(await count()).toBe(1);
    expect((await ask(token, id, "And at work?")).status).toBe(200);
    expect(await count()).toBe(1);
  });
});

describe("follow-ups kept with the reading", () => {
  it("shows completed follow-ups in the reading, oldest first, exports them, and deletes them with it", async () => {
    const { token } = await newUser({ role: "subscribed" });
    const id = await readingOf(token);
    await ask(token, id, "First follow-up?");
    await beginFollowUp(await signedInReader(token), id, { question: "A failed one" }, { writer: failing })
      .then((run) => run.write())
      .catch(() => {});
    await ask(token, id, "Second follow-up?");

    const reading = await (await getOne(jsonRequest(`/api/readings/${id}`, { method: "GET", token }), params(id))).json();
    expect(reading.followUps.map((followUp: { question: string }) => followUp.question)).toEqual(["First follow-up?", "Second follow-up?"]);
    expect(reading.followUps[0]).toEqual({ id: expect.any(String), question: "First follow-up?", answer: expect.any(String), createdAt: expect.any(String) });
    expect(reading.feedback).toBeNull();

    const markdown = await (await exportJournal(jsonRequest("/api/readings/export", { method: "GET", token }))).text();
    expect(markdown).toContain("### Follow-up: First follow-up?");
    expect(markdown).toContain("### Follow-up: Second follow-up?");
    expect(markdown).not.toContain("A failed one");
    expect(markdown.indexOf("First follow-up?")).toBeLessThan(markdown.indexOf("Second follow-up?"));

    expect((await deleteOne(jsonRequest(`/api/readings/${id}`, { method: "DELETE", token }), params(id))).status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(schema.followUps).where(eq(schema.followUps.readingId, id))).toEqual([]);
  });
});

describe("PUT /api/readings/:id/feedback", () => {
  const put = (token: string, id: string, body: unknown) => putFeedback(jsonRequest(`/api/readings/${id}/feedback`, { method: "PUT", body, token }), params(id));

  it("keeps one changeable answer with the reading, shown in it, and deleted with it", async () => {
    const { token } = await newUser();
    const id = await readingOf(token);
    const first = await put(token, id, { helpful: true });
    expect(await first.json()).toEqual({ feedback: { helpful: true, note: null } });
    const second = await put(token, id, { helpful: false, note: "  Too vague about work.  " });
    expect(await second.json()).toEqual({ feedback: { helpful: false, note: "Too vague about work." } });
    const reading = await (await getOne(jsonRequest(`/api/readings/${id}`, { method: "GET", token }), params(id))).json();
    expect(reading.feedback).toEqual({ helpful: false, note: "Too vague about work." });

    await deleteOne(jsonRequest(`/api/readings/${id}`, { method: "DELETE", token }), params(id));
    const db = await getDb();
    expect(await db.select().from(schema.readingFeedback).where(eq(schema.readingFeedback.readingId, id))).toEqual([]);
  });

  it("refuses another user's reading, a note over 500 characters and a missing answer", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const id = await readingOf(owner.token);
    expect((await put(stranger.token, id, { helpful: true })).status).toBe(404);
    expect((await put(owner.token, id, { helpful: true, note: "x".repeat(501) })).status).toBe(400);
    expect((await put(owner.token, id, { note: "no answer" })).status).toBe(400);
    expect((await put(owner.token, id, { helpful: true, note: "x".repeat(500) })).status).toBe(200);
    const db = await getDb();
    const rows = await db.select().from(schema.readingFeedback).where(eq(schema.readingFeedback.readingId, id));
    expect(rows.map((row) => row.helpful)).toEqual([true]);
  });

  it("records which writer wrote the reading, so feedback can be counted per writer", async () => {
    const { token } = await newUser();
    const id = await readingOf(token);
    const db = await getDb();
    const [reading] = await db.select({ writer: schema.readings.writer }).from(schema.readings).where(eq(schema.readings.id, id));
    expect(reading.writer).toBe("local");
  });
});
