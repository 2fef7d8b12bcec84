import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/db";
import { rowsOf } from "@/db/rows";
import { z } from "@/lib/zod";
import { TIME_SPAN_MS } from "@/lib/admin/window-runs";
import { newUser } from "../helpers/requests";

/**
 * The counts migration 0018's triggers keep (docs/architecture.md#kept-counts) against the same counts made here
 * from the rows, after every kind of write the app and its tests make: inserts of many rows at once, a reservation
 * completed, a check-in answered, a follow-up's counter moved, one reading deleted, all of a reader's, an account.
 */

const DAY_MS = 86_400_000;
const { readings, writerRuns } = schema;

const tallyRow = z.object({ user_id: z.string(), kind: z.string(), day: z.string(), key: z.string(), readings: z.number(), last_at: z.coerce.date(), sittings: z.string().nullable() });
const totalRow = z.object({ user_id: z.string(), kind: z.string(), key: z.string(), readings: z.number(), last_at: z.coerce.date() });

type Reading = typeof readings.$inferSelect;

function keysOf(row: Reading): [string, string][] {
  const answered = row.checkedInAt !== null;
  return [
    ["all", ""],
    ...row.cards.map((card): [string, string] => ["card", card]),
    ["category", row.category],
    ["spread", row.type],
    ...(answered ? [["check_in", "answered"] as [string, string]] : []),
    ...(answered && row.checkInHelpful ? [["check_in", "helpful"] as [string, string]] : []),
  ];
}

/** reading_tallies and reading_totals as they should be, counted from every completed reading. */
function expectedCounts(rows: Reading[]) {
  const tallies = new Map<string, { user_id: string; kind: string; day: string; key: string; readings: number; last_at: Date; sittings: string | null }>();
  const totals = new Map<string, { user_id: string; kind: string; key: string; readings: number; last_at: Date }>();
  for (const row of rows.filter((reading) => reading.status === "completed")) {
    const day = row.createdAt.toISOString().slice(0, 10);
    const quarter = Math.floor((row.createdAt.getTime() % DAY_MS) / 900_000);
    for (const [kind, key] of keysOf(row)) {
      const tally = tallies.get(JSON.stringify([row.userId, kind, day, key])) ?? { user_id: row.userId, kind, day, key, readings: 0, last_at: new Date(0), sittings: kind === "all" ? "0".repeat(96) : null };
      tally.readings += 1;
      if (row.createdAt > tally.last_at) tally.last_at = row.createdAt;
      if (tally.sittings !== null) tally.sittings = tally.sittings.slice(0, quarter) + "1" + tally.sittings.slice(quarter + 1);
      tallies.set(JSON.stringify([row.userId, kind, day, key]), tally);
      const total = totals.get(JSON.stringify([row.userId, kind, key])) ?? { user_id: row.userId, kind, key, readings: 0, last_at: new Date(0) };
      total.readings += 1;
      if (row.createdAt > total.last_at) total.last_at = row.createdAt;
      totals.set(JSON.stringify([row.userId, kind, key]), total);
    }
  }
  const sorted = <Row extends object>(list: Row[]) => list.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  return { tallies: sorted([...tallies.values()]), totals: sorted([...totals.values()]) };
}

async function keptCounts() {
  const db = await getDb();
  const sorted = <Row extends object>(list: Row[]) => list.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  return {
    tallies: sorted(rowsOf(tallyRow, await db.execute(sql`select user_id, kind, day::text as day, key, readings, last_at, sittings::text as sittings from reading_tallies`))),
    totals: sorted(rowsOf(totalRow, await db.execute(sql`select user_id, kind, key, readings, last_at from reading_totals`))),
  };
}

/** Each UTC day's readers whose last completed reading falls on it (`reader_last_days`), against `reading_totals`' 'all' rows. */
async function expectReaderLastDays() {
  const db = await getDb();
  const dayCounts = z.object({ day: z.string(), count: z.number() });
  const kept = rowsOf(dayCounts, await db.execute(sql`select day::text as day, readers as count from reader_last_days where readers <> 0 order by day`));
  const counted = rowsOf(dayCounts, await db.execute(sql`select utc_day(last_at)::text as day, count(*)::int as count from reading_totals where kind = 'all' group by 1 order by 1`));
  expect(kept).toEqual(counted);
}

async function expectKeptCounts() {
  const db = await getDb();
  expect(await keptCounts()).toEqual(expectedCounts(await db.select().from(readings)));
  await expectReaderLastDays();
}

function reading(userId: string, at: number, overrides: Partial<typeof readings.$inferInsert> = {}): typeof readings.$inferInsert {
  const createdAt = new Date(at);
  return { userId, createdAt, period: createdAt.toISOString().slice(0, 7), question: "Q?", type: "three_cards", category: "love", cards: ["The Star", "The Moon", "Death"], interpretation: "x", status: "completed", ...overrides };
}

describe("kept counts of readings", () => {
  it("follow every write to readings, as counted from the rows", async () => {
    const db = await getDb();
    const [a, b, c] = await Promise.all([newUser({ role: "subscribed" }), newUser({ role: "subscribed" }), newUser()]);
    const now = Date.now();
    // Many at once, over days, two users, some failed and reserved.
    await db.insert(readings).values([
      ...Array.from({ length: 40 }, (_, i) => reading(a.user.id, now - i * 7 * 3_600_000, { cards: i % 2 ? ["The Tower"] : ["The Star", "The Tower", "The Sun"], category: i % 3 ? "love" : "career" })),
      ...Array.from({ length: 10 }, (_, i) => reading(b.user.id, now - i * DAY_MS, { type: "one_card", cards: ["Justice"] })),
      reading(a.user.id, now - DAY_MS, { status: "failed" }),
      reading(c.user.id, now - 3 * DAY_MS, { status: "reserved" }),
    ]);
    await expectKeptCounts();

    // A reservation completed, as completeReading does; a second one failed.
    const [reserved] = await db.insert(readings).values(reading(b.user.id, now, { status: "reserved", interpretation: null })).returning({ id: readings.id });
    await expectKeptCounts();
    await db.update(readings).set({ status: "completed", interpretation: "done" }).where(eq(readings.id, reserved.id));
    await db.update(readings).set({ status: "failed" }).where(eq(readings.userId, c.user.id));
    await expectKeptCounts();

    // A check-in answered, then changed; a follow-up's counter, which counts for nothing here.
    await db.update(readings).set({ checkInHappened: "as_read", checkInHelpful: true, checkedInAt: new Date() }).where(eq(readings.id, reserved.id));
    await expectKeptCounts();
    await db.update(readings).set({ checkInHelpful: false }).where(eq(readings.id, reserved.id));
    await db.update(readings).set({ followUpsUsed: sql`${readings.followUpsUsed} + 1` }).where(eq(readings.userId, b.user.id));
    await expectKeptCounts();

    // One reading deleted (the newest of its day, so its day's last moment moves back), then all of a reader's.
    const [newest] = await db.select({ id: readings.id }).from(readings).where(eq(readings.userId, a.user.id)).orderBy(sql`${readings.createdAt} desc`).limit(1);
    await db.delete(readings).where(eq(readings.id, newest.id));
    await expectKeptCounts();
    await db.delete(readings).where(eq(readings.userId, b.user.id));
    await expectKeptCounts();

    // An account deleted: its readings go with it, and so do its counts.
    await db.delete(schema.users).where(eq(schema.users.id, a.user.id));
    await expectKeptCounts();
    expect((await keptCounts()).totals.filter((row) => row.user_id === a.user.id)).toEqual([]);
  });
});

const tallyOfRuns = z.object({ day: z.string(), kind: z.string(), outcome: z.string(), writer: z.string(), model: z.string().nullable(), spread: z.string().nullable(), category: z.string().nullable(), runs: z.number(), input_tokens: z.coerce.number(), output_tokens: z.coerce.number() });
const checkOfRuns = z.object({ day: z.string(), writer: z.string(), check: z.string(), checked: z.number(), passed: z.number() });
const timeOfRuns = z.object({ day: z.string(), kind: z.string(), writer: z.string(), model: z.string().nullable(), measure: z.string(), ms: z.number(), runs: z.number() });
const spanOfRuns = z.object({ day: z.string(), kind: z.string(), writer: z.string(), model: z.string().nullable(), measure: z.string(), span: z.number(), runs: z.number() });

type Run = typeof writerRuns.$inferSelect;

function expectedRunCounts(runs: Run[]) {
  const add = <Row extends Record<string, unknown>>(map: Map<string, Row>, key: unknown[], start: Row, change: (row: Row) => void) => {
    const id = JSON.stringify(key);
    const row = map.get(id) ?? start;
    change(row);
    map.set(id, row);
  };
  const tallies = new Map<string, z.infer<typeof tallyOfRuns>>();
  const checks = new Map<string, z.infer<typeof checkOfRuns>>();
  const times = new Map<string, z.infer<typeof timeOfRuns>>();
  const spans = new Map<string, z.infer<typeof spanOfRuns>>();
  for (const run of runs) {
    const day = run.createdAt.toISOString().slice(0, 10);
    const group = { day, kind: run.kind, outcome: run.outcome, writer: run.writer, model: run.model, spread: run.spread, category: run.category };
    add(tallies, Object.values(group), { ...group, runs: 0, input_tokens: 0, output_tokens: 0 }, (row) => {
      row.runs += 1;
      row.input_tokens += run.inputTokens;
      row.output_tokens += run.outputTokens;
    });
    for (const [check, passed] of Object.entries(run.quality ?? {})) {
      add(checks, [day, run.writer, check], { day, writer: run.writer, check, checked: 0, passed: 0 }, (row) => {
        row.checked += 1;
        row.passed += passed ? 1 : 0;
      });
    }
    for (const [measure, ms] of [["first_token", run.firstTokenMs], ["total", run.totalMs]] as const) {
      if (ms === null) continue;
      const time = { day, kind: run.kind, writer: run.writer, model: run.model, measure, ms };
      add(times, Object.values(time), { ...time, runs: 0 }, (row) => {
        row.runs += 1;
      });
      const span = { day, kind: run.kind, writer: run.writer, model: run.model, measure, span: Math.floor(ms / TIME_SPAN_MS) };
      add(spans, Object.values(span), { ...span, runs: 0 }, (row) => {
        row.runs += 1;
      });
    }
  }
  const sorted = <Row extends object>(list: Row[]) => list.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  return { tallies: sorted([...tallies.values()]), checks: sorted([...checks.values()]), times: sorted([...times.values()]), spans: sorted([...spans.values()]) };
}

async function expectRunCounts() {
  const db = await getDb();
  const sorted = <Row extends object>(list: Row[]) => list.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  const kept = {
    tallies: sorted(rowsOf(tallyOfRuns, await db.execute(sql`select day::text as day, kind, outcome, writer, model, spread, category, runs, input_tokens, output_tokens from writer_run_tallies`))),
    checks: sorted(rowsOf(checkOfRuns, await db.execute(sql`select day::text as day, writer, "check", checked, passed from writer_run_checks`))),
    // A time's row that falls to no run may stay behind: it counts for nothing.
    times: sorted(rowsOf(timeOfRuns, await db.execute(sql`select day::text as day, kind, writer, model, measure, ms, runs from writer_run_times where runs <> 0`))),
    spans: sorted(rowsOf(spanOfRuns, await db.execute(sql`select day::text as day, kind, writer, model, measure, span, runs from writer_run_time_spans where runs <> 0`))),
  };
  expect(kept).toEqual(expectedRunCounts(await db.select().from(writerRuns)));
}

describe("kept counts of writer runs", () => {
  it("follow inserts, the instance's row replacing the sweeper's, the judge's scores and a deletion", async () => {
    const db = await getDb();
    const now = Date.now();
    const ids = Array.from({ length: 6 }, () => crypto.randomUUID());
    await db.insert(writerRuns).values([
      ...ids.map((writingId, i) => ({
        createdAt: new Date(now - i * 9 * 3_600_000),
        kind: "reading" as const,
        outcome: i === 5 ? ("failed" as const) : ("completed" as const),
        writer: i % 2 ? "anthropic" : "local",
        model: i % 2 ? "claude-haiku-5-5" : null,
        spread: "tarot" as const,
        category: i % 3 ? ("love" as const) : null,
        inputTokens: 100 * i,
        outputTokens: 50 * i,
        writingId,
        quality: { cards_named: i !== 2, sections_in_order: true },
        // Two runs share a time, so a time's count goes above one; the failed run has no first token.
        firstTokenMs: i === 5 ? null : 200 + (i % 4) * 10,
        totalMs: 1_000 + i * 100,
      })),
      { kind: "follow_up", outcome: "completed", writer: "anthropic", model: "m", inputTokens: 10, outputTokens: 10 },
    ]);
    await expectRunCounts();

    // The sweeper's row first, then the instance's word on it (lib/observability/writer-runs.ts).
    const swept = crypto.randomUUID();
    await db.insert(writerRuns).values({ kind: "reading", outcome: "released", writer: "unknown", writingId: swept });
    await expectRunCounts();
    await db
      .insert(writerRuns)
      .values({ kind: "reading", outcome: "completed", writer: "local", spread: "one_card", category: "general", inputTokens: 5, outputTokens: 7, totalMs: 1_000, writingId: swept })
      .onConflictDoUpdate({ target: [writerRuns.kind, writerRuns.writingId], set: { outcome: sql`excluded.outcome`, totalMs: sql`excluded.total_ms`, writer: sql`excluded.writer`, spread: sql`excluded.spread`, category: sql`excluded.category`, inputTokens: sql`excluded.input_tokens`, outputTokens: sql`excluded.output_tokens` } });
    await expectRunCounts();

    // The judge's scores on two readings, one flagged; then one changed.
    for (const [i, flagged] of [[1, false], [3, true]] as const) {
      await db.update(writerRuns).set({ judge: { specificity: 4, fidelity: 5, tone: 3 + i, safety: 5, flagged, model: "judge" } }).where(eq(writerRuns.writingId, ids[i]));
    }
    await expectRunCounts();
    await db.update(writerRuns).set({ judge: { specificity: 1, fidelity: 1, tone: 1, safety: 1, flagged: true, model: "judge" } }).where(eq(writerRuns.writingId, ids[1]));
    await db.delete(writerRuns).where(eq(writerRuns.writingId, ids[5]));
    await expectRunCounts();
  });
});

describe("migration 0018", () => {
  it("counts the readings and writer runs already there when it runs", async () => {
    const db = await getDb();
    const { user } = await newUser({ role: "subscribed" });
    const now = Date.now();
    await db.insert(readings).values(Array.from({ length: 12 }, (_, i) => reading(user.id, now - i * 11 * 3_600_000, { checkedInAt: i % 4 ? null : new Date(), checkInHappened: i % 4 ? null : "partly", checkInHelpful: i % 4 ? null : i % 8 === 0 })));
    await db.insert(writerRuns).values(Array.from({ length: 5 }, (_, i) => ({ createdAt: new Date(now - i * DAY_MS), kind: "reading" as const, outcome: "completed" as const, writer: "local", quality: { cards_named: true }, firstTokenMs: 300, totalMs: 900 + i })));
    // As if the rows had been written before the migration: no counts, then the migration's own filling statements.
    await db.execute(sql`truncate reading_tallies, reading_totals, writer_run_tallies, writer_run_checks, writer_run_times, writer_run_time_spans, reader_last_days`);
    const migration = readFileSync(path.join(process.cwd(), "db", "migrations", "0018_kept_counts.sql"), "utf8");
    const filling = migration.split("--> statement-breakpoint").filter((statement) => statement.trim().startsWith("-- The rows already there"));
    expect(filling).toHaveLength(1);
    for (const statement of filling) await db.execute(sql.raw(statement));
    await expectKeptCounts();
    await expectRunCounts();
  });
});

describe("migration 0019", () => {
  it("counts by span the times already counted when it runs", async () => {
    const db = await getDb();
    const now = Date.now();
    await db.insert(writerRuns).values(Array.from({ length: 9 }, (_, i) => ({ createdAt: new Date(now - (i % 3) * DAY_MS), kind: "reading" as const, outcome: "completed" as const, writer: "anthropic", model: "m", firstTokenMs: 20 * i, totalMs: 1_000 + 45 * i })));
    // As if the times had been counted before the migration: no spans, then the migration's own filling statement.
    await db.execute(sql`truncate writer_run_time_spans`);
    const migration = readFileSync(path.join(process.cwd(), "db", "migrations", "0019_time_spans.sql"), "utf8");
    const filling = migration.split("--> statement-breakpoint").filter((statement) => statement.trim().startsWith("-- The times already counted"));
    expect(filling).toHaveLength(1);
    for (const statement of filling) await db.execute(sql.raw(statement));
    await expectRunCounts();
  });
});

/** Each UTC day's cards of the day (`daily_card_tallies`), against the rows. */
async function expectDailyCardTallies() {
  const db = await getDb();
  const dayCounts = z.object({ day: z.string(), count: z.number() });
  const kept = rowsOf(dayCounts, await db.execute(sql`select day::text as day, cards as count from daily_card_tallies where cards <> 0 order by day`));
  const counted = rowsOf(dayCounts, await db.execute(sql`select utc_day(created_at)::text as day, count(*)::int as count from daily_cards group by 1 order by 1`));
  expect(kept).toEqual(counted);
}

describe("kept counts of the cards of the day", () => {
  it("follow inserts of many rows, a deletion and an account's", async () => {
    const db = await getDb();
    const [a, b] = [await newUser(), await newUser()];
    const now = Date.now();
    const card = (userId: string, daysAgo: number) => ({
      userId,
      date: new Date(now - daysAgo * DAY_MS).toISOString().slice(0, 10),
      card: "The Star" as const,
      message: "m",
      writer: "local" as const,
      createdAt: new Date(now - daysAgo * DAY_MS),
    });
    await db.insert(schema.dailyCards).values([...[0, 1, 2, 5].map((days) => card(a.user.id, days)), ...[0, 2].map((days) => card(b.user.id, days))]);
    await expectDailyCardTallies();
    await db.delete(schema.dailyCards).where(eq(schema.dailyCards.date, new Date(now - 2 * DAY_MS).toISOString().slice(0, 10)));
    await expectDailyCardTallies();
    await db.delete(schema.users).where(eq(schema.users.id, a.user.id));
    await expectDailyCardTallies();
  });
});

describe("migration 0020", () => {
  it("counts the readers' last days and the cards of the day already there when it runs", async () => {
    const db = await getDb();
    const { user } = await newUser({ role: "subscribed" });
    const now = Date.now();
    await db.insert(readings).values(Array.from({ length: 3 }, (_, i) => reading(user.id, now - i * DAY_MS)));
    await db.insert(schema.dailyCards).values({ userId: user.id, date: "2026-01-02", card: "The Sun", message: "m", writer: "local", createdAt: new Date("2026-01-02T10:00:00Z") });
    await db.execute(sql`truncate reader_last_days, daily_card_tallies`);
    const migration = readFileSync(path.join(process.cwd(), "db", "migrations", "0020_window_counts.sql"), "utf8");
    const filling = migration.split("--> statement-breakpoint").filter((statement) => statement.trim().startsWith("-- The rows already there"));
    expect(filling).toHaveLength(2);
    for (const statement of filling) await db.execute(sql.raw(statement));
    await expectReaderLastDays();
    await expectDailyCardTallies();
  });
});
