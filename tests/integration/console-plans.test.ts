import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/db";
import { judgeFigures } from "@/lib/admin/judge-figures";
import { notificationFigures } from "@/lib/admin/notification-figures";
import { adminSummary } from "@/lib/admin/summary";
import { writerTimePercentiles } from "@/lib/admin/writer-times";
import { rowsOf } from "@/db/rows";
import { z } from "@/lib/zod";
import { genericPlan, statementsOf } from "../helpers/plans";
import { newUser } from "../helpers/requests";

const DAY_MS = 86_400_000;

/** The tables the console counts from, each of which grows with the service. */
const GROWING = ["readings", "writer_runs", "users", "daily_cards", "referrals", "subscriptions", "admin_actions", "notification_jobs", "reading_totals", "reading_tallies", "writer_run_tallies", "writer_run_checks", "writer_run_times", "writer_run_time_spans", "reader_last_days", "daily_card_tallies"];

describe("the operator console's statements", () => {
  it("read their windows through indexes and kept counts, under the plan for their values and the generic plan", async () => {
    const db = await getDb();
    const now = Date.now();
    const { user } = await newUser({ role: "subscribed" });
    await db.insert(schema.readings).values(
      Array.from({ length: 40 }, (_, i) => {
        const createdAt = new Date(now - i * DAY_MS);
        return { userId: user.id, createdAt, period: createdAt.toISOString().slice(0, 7), question: "Q?", type: "one_card" as const, category: "general" as const, cards: ["The Sun" as const], interpretation: "x", status: "completed" as const };
      }),
    );
    await db.insert(schema.writerRuns).values(
      Array.from({ length: 40 }, (_, i) => ({
        createdAt: new Date(now - i * DAY_MS),
        kind: "reading" as const,
        outcome: "completed" as const,
        writer: "anthropic",
        model: "claude-haiku-5-5",
        spread: "one_card" as const,
        category: "general" as const,
        firstTokenMs: 500 + i,
        totalMs: 4000 + i,
        quality: { cards_named: true },
        judge: { specificity: 4, fidelity: 4, tone: 4, safety: 5, flagged: false, model: "judge" },
      })),
    );
    await db.insert(schema.subscriptions).values({ id: `sub_${user.id}`, userId: user.id, status: "active", createdAt: new Date(now - 3 * DAY_MS) });
    await db.insert(schema.notificationJobs).values({ key: `k_${user.id}`, kind: "daily_card", channel: "email", userId: user.id, payload: {}, status: "sent", sentAt: new Date() });
    await db.execute(sql`analyze`);

    const statements = await statementsOf(() => Promise.all([adminSummary(new Date(now)), judgeFigures(db, { now: new Date(now) }), notificationFigures(db, { now: new Date(now) })]));
    expect(statements.length).toBeGreaterThan(10);
    const plans: string[] = [];
    for (const statement of statements) {
      // A table this small is cheaper to scan whole: forbidding the scan shows whether an index can answer at all.
      const noScan = { settings: [sql`set local enable_seqscan = off`] };
      for (const plan of [await genericPlan(statement, { ...noScan, generic: false }), await genericPlan(statement, noScan)]) {
        const scanned = GROWING.filter((table) => new RegExp(`Seq Scan on ${table}\\b`).test(plan));
        expect(scanned, `${statement.sql}\n${plan}`).toEqual([]);
        plans.push(plan);
      }
    }
    // The writers' runs, checks and scores come from the kept counts; writer_runs itself only for its times and the part-day.
    for (const table of ["writer_run_tallies", "writer_run_checks", "reading_totals", "reader_last_days", "daily_card_tallies"]) {
      expect(plans.some((plan) => plan.includes(` on ${table}`)), table).toBe(true);
    }
    expect(plans.filter((plan) => / on writer_runs\b/.test(plan)).every((plan) => plan.includes("writer_runs_created_idx"))).toBe(true);
  });

  it("find a window's percentiles from its spans, then read only those spans' own times", async () => {
    const db = await getDb();
    const now = Date.now();
    // Fifty runs a day whose times spread over seconds, as a model's do: a span of 32 ms holds a few of a window's times.
    await db.insert(schema.writerRuns).values(
      Array.from({ length: 40 * 50 }, (_, n) => ({
        createdAt: new Date(now - Math.floor(n / 50) * DAY_MS - (n % 50) * 60_000),
        kind: "reading" as const,
        outcome: "completed" as const,
        writer: "anthropic",
        model: "claude-haiku-5-5",
        firstTokenMs: 300 + ((n * 37) % 2_000),
        totalMs: 3_000 + ((n * 7_919) % 12_000),
      })),
    );
    await db.execute(sql`analyze`);
    const since = new Date(now - 30 * DAY_MS);
    // The same figures as percentile_cont over the window's runs themselves, rounded as the console rounds (half up).
    const percentileOf = await writerTimePercentiles(db, since);
    const [exact] = rowsOf(
      z.object({ first_50: z.number(), first_95: z.number(), total_50: z.number(), total_95: z.number() }),
      await db.execute(sql`
        select percentile_cont(0.5) within group (order by first_token_ms) as first_50, percentile_cont(0.95) within group (order by first_token_ms) as first_95,
          percentile_cont(0.5) within group (order by total_ms) as total_50, percentile_cont(0.95) within group (order by total_ms) as total_95
        from writer_runs where created_at >= ${since.toISOString()}::timestamptz and model = 'claude-haiku-5-5'`),
    );
    expect([0.5, 0.95].flatMap((fraction) => (["first_token", "total"] as const).map((measure) => percentileOf("reading", "anthropic", "claude-haiku-5-5", measure, fraction as 0.5 | 0.95)))).toEqual(
      [exact.first_50, exact.total_50, exact.first_95, exact.total_95].map((value) => Math.round(value)),
    );
    const statements = await statementsOf(() => writerTimePercentiles(db, since));
    expect(statements).toHaveLength(2);
    // A table this small is cheaper to scan whole: forbidding the scan shows which index answers.
    const noScan = { settings: [sql`set local enable_seqscan = off`], generic: false };
    const [spans, times] = await Promise.all(statements.map((statement) => genericPlan(statement, noScan)));
    expect(spans).toContain(" on writer_run_time_spans");
    expect(spans).not.toMatch(/ on writer_run_times\b/);
    // Each span's times by their milliseconds: the index's range, not the window's days.
    expect(times, times).toMatch(/using writer_run_times_ms_idx on writer_run_times[^\n]*\n[^\n]*Index Cond: [^\n]*\bms >= /);
  });
});
