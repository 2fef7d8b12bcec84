import { randomUUID } from "node:crypto";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getUser } from "@/app/api/auth/user/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { getDb, schema } from "@/db";
import type { ReadingWriter } from "@/lib/writers/types";
import { writerRunsWritten, writingEnded, writingSwept } from "@/lib/observability/writer-runs";
import type { WritingKind } from "@/lib/observability/writing";
import { completeReading, reserveReading } from "@/lib/reservations/readings";
import { releaseStaleReservations, staleReservationAgeSeconds } from "@/lib/reservations/sweeper";
import { beginReading } from "@/lib/readings/interpret";
import { signedInReader } from "../helpers/reader";
import { jsonRequest, newUser } from "../helpers/requests";
import { ONE_CARD, usageOf } from "../helpers/readings";

// Read by lib/config.ts on first use: a small fair-use ceiling, a short writer deadline, and no
// per-user rate limit in the way of the counts below.
process.env.SUBSCRIBER_READINGS_PER_DAY = "5";
process.env.READING_TIMEOUT_SECONDS = "1";
process.env.RATE_LIMIT_USER_PER_MIN = "1000";

const read = (token: string) => interpret(jsonRequest("/api/tarot/interpret", { body: ONE_CARD, token }));

async function statusesOf(userId: string) {
  const db = await getDb();
  return (await db.select({ status: schema.readings.status }).from(schema.readings).where(eq(schema.readings.userId, userId))).map((row) => row.status).sort();
}

async function profileCount(token: string): Promise<number> {
  return (await (await getUser(jsonRequest("/api/auth/user", { method: "GET", token }))).json()).stats.currentMonth.total_count;
}

/** The console's records of one reserved writing. */
async function runsOf(kind: WritingKind, writingId: string) {
  const db = await getDb();
  const { writerRuns } = schema;
  return db.select({ outcome: writerRuns.outcome, writer: writerRuns.writer }).from(writerRuns).where(and(eq(writerRuns.kind, kind), eq(writerRuns.writingId, writingId)));
}

/** Moves every reservation of the user back in time, as if its instance had died that long ago. */
/**
 * Moves the user's reserved readings `seconds` into the past, as if reserved then; the usage record's day
 * moves with them, so that a run just after midnight UTC finds the day's count where those readings left it.
 */
async function ageReservations(userId: string, seconds: number) {
  const db = await getDb();
  const utcDay = (at: SQL) => sql`to_char((${at}) at time zone 'UTC', 'YYYY-MM-DD')`;
  const then = sql`now() - ${seconds} * interval '1 second'`;
  await db.execute(sql`update readings set created_at = ${then} where user_id = ${userId} and status = 'reserved'`);
  await db.execute(sql`
    update identity_usage set day = ${utcDay(then)}
    where identity_hash = (select identity_hash from users where id = ${userId}) and day = ${utcDay(sql`now()`)}`);
}

/** A writer that never finishes: the reading stays reserved, as on an instance killed mid-reading. */
const hanging: ReadingWriter = {
  name: "local",
  async *stream() {
    yield "## Summary\nThe first words";
    await new Promise(() => {});
  },
};

describe("fair use for subscribers", () => {
  it("refuses a subscriber's reading past the day's ceiling with a calm 429 that says when it resets", async () => {
    const { token, user } = await newUser({ role: "subscribed" });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await read(token)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await read(token);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: expect.stringMatching(/fair-use limit of 5 readings.*resets at midnight UTC/), code: "daily_limit" });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await statusesOf(user.id)).toEqual(Array(5).fill("completed"));
    expect(await usageOf(user.identityHash)).toEqual({ readings: 5, freeReadings: 0, readingsToday: 5 });
  });

  it("lets exactly the ceiling through when a subscriber's readings arrive at once", async () => {
    const { token, user } = await newUser({ role: "subscribed" });
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => read(token)))).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    expect(await statusesOf(user.id)).toEqual(Array(5).fill("completed"));
  });

  it("opens again on the next UTC day, and a failed reading gives the day's count back", async () => {
    const { user, token } = await newUser({ role: "subscribed" });
    const [db, reader] = [await getDb(), await signedInReader(token)];
    const today = new Date("2026-11-20T23:30:00Z");
    const tomorrow = new Date("2026-11-21T00:10:00Z");
    const reserve = (now: Date) => reserveReading(db, reader, { ...ONE_CARD, cards: ["The Star"] }, { now });
    for (let i = 0; i < 5; i++) await reserve(today);
    await expect(reserve(today)).rejects.toMatchObject({ code: "daily_limit", headers: { "Retry-After": String(30 * 60) } });
    const { reservation } = await reserve(tomorrow);
    expect(reservation).toMatchObject({ paidWith: "subscription" });
    expect(await usageOf(user.identityHash)).toEqual({ readings: 6, freeReadings: 0, readingsToday: 1 });
  });
});

describe("the free month after Premium", () => {
  it("does not count readings made while subscribed against the free readings once the subscription ends", async () => {
    const { token, user } = await newUser({ role: "subscribed" });
    for (let i = 0; i < 4; i++) expect((await read(token)).status).toBe(200);
    expect(await profileCount(token)).toBe(4);
    const db = await getDb();
    await db.update(schema.users).set({ role: "free" }).where(eq(schema.users.id, user.id));
    expect(await profileCount(token)).toBe(0);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await read(token)).status);
    expect(statuses).toEqual([200, 200, 200, 402]);
    expect(await profileCount(token)).toBe(3);
    expect(await usageOf(user.identityHash)).toEqual({ readings: 7, freeReadings: 3, readingsToday: 7 });
  });
});

describe("the writer's deadline", () => {
  it("releases a reading whose writer runs past its deadline and answers 503, not counted", async () => {
    const { user, token } = await newUser();
    const run = await beginReading(await signedInReader(token), { ...ONE_CARD, cards: ["The Star"] }, { writer: hanging });
    await expect(run.write()).rejects.toMatchObject({ code: "interpreter_unavailable", message: expect.stringMatching(/not counted/) });
    expect(await statusesOf(user.id)).toEqual(["failed"]);
    expect(await usageOf(user.identityHash)).toMatchObject({ readings: 0, freeReadings: 0 });
  });
});

describe("the sweeper of stale reservations", () => {
  it("releases a reservation left behind by a dead instance and gives the free reading back", async () => {
    const { token, user } = await newUser();
    // An instance starts the reading and dies: nothing ever writes it or gives it back.
    await beginReading(await signedInReader(token), { ...ONE_CARD, cards: ["The Star"] }, { writer: hanging });
    expect(await profileCount(token)).toBe(1);
    await ageReservations(user.id, staleReservationAgeSeconds() + 1);
    const db = await getDb();
    const releasedRuns = () => db.$count(schema.writerRuns, and(eq(schema.writerRuns.outcome, "released"), eq(schema.writerRuns.writer, "unknown")));
    const releasedBefore = await releasedRuns();
    const released = await releaseStaleReservations();
    expect(released).toBeGreaterThanOrEqual(1);
    expect(await statusesOf(user.id)).toEqual(["failed"]);
    expect(await profileCount(token)).toBe(0);
    // The operator console counts each as released, by a writer nobody knows any more.
    expect(await releasedRuns()).toBe(releasedBefore + released);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await read(token)).status);
    expect(statuses).toEqual([200, 200, 200, 402]);
  });

  it("leaves a reservation younger than the writer's deadline plus the margin alone", async () => {
    const { user, token } = await newUser();
    await beginReading(await signedInReader(token), { ...ONE_CARD, cards: ["The Star"] }, { writer: hanging });
    await ageReservations(user.id, staleReservationAgeSeconds() - 5);
    await releaseStaleReservations();
    expect(await statusesOf(user.id)).toEqual(["reserved"]);
    expect(await usageOf(user.identityHash)).toMatchObject({ readings: 1, freeReadings: 1 });
    // Out of the way of the next test's exact count, before it grows old enough to be swept.
    const db = await getDb();
    await db.delete(schema.readings).where(eq(schema.readings.userId, user.id));
  });

  it("gives a bonus credit back, and releases each reservation once when several instances sweep at once", async () => {
    const { user, token } = await newUser({ bonusCredits: 2 });
    const subscriber = await newUser({ role: "subscribed" });
    for (let i = 0; i < 5; i++) await beginReading(await signedInReader(token), { ...ONE_CARD, cards: ["The Star"] }, { writer: hanging });
    for (let i = 0; i < 2; i++) await beginReading(await signedInReader(subscriber.token), { ...ONE_CARD, cards: ["The Star"] }, { writer: hanging });
    const db = await getDb();
    const bonusCredits = async () => (await db.select({ left: schema.users.bonusCredits }).from(schema.users).where(eq(schema.users.id, user.id)))[0].left;
    expect(await bonusCredits()).toBe(0);
    await ageReservations(user.id, staleReservationAgeSeconds() + 60);
    await ageReservations(subscriber.user.id, staleReservationAgeSeconds() + 60);

    const released = await Promise.all(Array.from({ length: 4 }, () => releaseStaleReservations()));
    expect(released.reduce((sum, count) => sum + count, 0)).toBe(7);
    expect(await statusesOf(user.id)).toEqual(Array(5).fill("failed"));
    expect(await statusesOf(subscriber.user.id)).toEqual(["failed", "failed"]);
    expect(await usageOf(user.identityHash)).toEqual({ readings: 0, freeReadings: 0, readingsToday: 0 });
    expect(await usageOf(subscriber.user.identityHash)).toEqual({ readings: 0, freeReadings: 0, readingsToday: 0 });
    expect(await bonusCredits()).toBe(2);
  });

  it("answers 503 for a reading the sweeper gave back before it could be stored: not stored, not counted, free to try again", async () => {
    const { user, token } = await newUser();
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const late: ReadingWriter = {
      name: "local",
      async *stream() {
        await finished;
        yield "## Summary\nLate words.";
      },
    };
    const writing = (await beginReading(await signedInReader(token), { ...ONE_CARD, cards: ["The Star"] }, { writer: late })).write();
    await ageReservations(user.id, staleReservationAgeSeconds() + 1);
    expect(await releaseStaleReservations()).toBeGreaterThanOrEqual(1);
    finish();
    await expect(writing).rejects.toMatchObject({ status: 503, code: "unavailable" });
    expect(await statusesOf(user.id)).toEqual(["failed"]);
    expect(await usageOf(user.identityHash)).toMatchObject({ readings: 0, freeReadings: 0 });
    // Swept, then ended by its instance: one record of it for the console, the instance's.
    await writerRunsWritten();
    const db = await getDb();
    const [{ id }] = await db.select({ id: schema.readings.id }).from(schema.readings).where(eq(schema.readings.userId, user.id));
    expect(await runsOf("reading", id)).toEqual([{ outcome: "released", writer: "local" }]);
  });

  it("records a writing its instance recorded before the sweeper released it once, as its instance said", async () => {
    const [writingA, writingB] = [randomUUID(), randomUUID()];
    await writingEnded({ kind: "follow_up", outcome: "failed", writer: "anthropic", writingId: writingA, inputTokens: 900 });
    await writingSwept("follow_up", [writingA, writingB]);
    await writingSwept("follow_up", [writingB]);
    expect(await runsOf("follow_up", writingA)).toEqual([{ outcome: "failed", writer: "anthropic" }]);
    expect(await runsOf("follow_up", writingB)).toEqual([{ outcome: "released", writer: "unknown" }]);
    // Writings that were never reserved (a card of the day, care in a crisis) are each their own row.
    const before = await (await getDb()).$count(schema.writerRuns, eq(schema.writerRuns.kind, "daily"));
    for (let i = 0; i < 2; i++) await writingEnded({ kind: "daily", outcome: "completed", writer: "local" });
    expect(await (await getDb()).$count(schema.writerRuns, eq(schema.writerRuns.kind, "daily"))).toBe(before + 2);
  });

  it("keeps a swept reading released when its writer finishes after all", async () => {
    const { user, token } = await newUser();
    const db = await getDb();
    const { reservation } = await reserveReading(db, await signedInReader(token), { ...ONE_CARD, cards: ["The Star"] });
    await ageReservations(user.id, staleReservationAgeSeconds() + 1);
    await releaseStaleReservations();
    expect(await completeReading(db, reservation!, "## Summary\nLate words.")).toMatchObject({ stored: false });
    expect(await statusesOf(user.id)).toEqual(["failed"]);
    expect(await usageOf(user.identityHash)).toMatchObject({ readings: 0, freeReadings: 0 });
  });
});
