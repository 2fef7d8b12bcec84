import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/db";
import { judgeFigures } from "@/lib/admin/judge-figures";
import { notificationFigures } from "@/lib/admin/notification-figures";
import { adminSummary } from "@/lib/admin/summary";
import { genericPlan, statementsOf } from "../helpers/plans";
import { newUser } from "../helpers/requests";

const DAY_MS = 86_400_000;

/** The tables the console counts from, each of which grows with the service. */
const GROWING = ["readings", "writer_runs", "users", "daily_cards", "referrals", "subscriptions", "admin_actions", "notification_jobs", "reading_totals", "reading_tallies", "writer_run_tallies", "writer_run_checks"];

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
    for (const table of ["writer_run_tallies", "writer_run_checks", "reading_totals"]) {
      expect(plans.some((plan) => plan.includes(` on ${table}`)), table).toBe(true);
    }
    expect(plans.filter((plan) => / on writer_runs\b/.test(plan)).every((plan) => plan.includes("writer_runs_created_idx"))).toBe(true);
  });
});
