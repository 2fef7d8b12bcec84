import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as user } from "@/app/api/auth/user/route";
import { GET as daily } from "@/app/api/daily/route";
import { POST as askFollowUp } from "@/app/api/readings/[id]/follow-ups/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { AiBudgetView } from "@/components/admin/ai-budget-view";
import { getDb, schema } from "@/db";
import { aiBudgetFigures } from "@/lib/admin/ai-budget-figures";
import { aiBudgetReached, spentToday } from "@/lib/observability/ai-spend";
import { metricsExposition } from "@/lib/observability/metrics";
import { writerRunsWritten } from "@/lib/observability/writer-runs";
import { judgementsSettled } from "@/lib/writers/quality/judge";
import { readersWhoDraw } from "../helpers/daily-readers";
import { startFakeAnthropic } from "../helpers/fake-anthropic";
import { parsePrometheusText, sampleValue } from "../helpers/prometheus-text";
import { jsonRequest, newUser } from "../helpers/requests";

/**
 * The operator's ceiling on a day's AI spend (docs/product.md#ai-budget), with the Anthropic writer and the
 * judge on the local Messages API server: once a reading's cost reaches it, readings and follow-ups are
 * refused before anything is counted, the card of the day is written by the local writer, the judge skips,
 * the metric counts each, and the console shows the ceiling and the spend.
 */

const MODEL = "claude-haiku-4-5";
// $1 per million tokens read and $5 per million written: a reading here (100 in, one per word out: 7) costs $0.000135.
const READING_COST_USD = (100 * 1 + 7 * 5) / 1_000_000;
const CEILING_USD = 0.0001;
const READING = { question: "Should I take the job in Lisbon?", type: "one_card", category: "general", cards: ["The Star"] };

let fake: Awaited<ReturnType<typeof startFakeAnthropic>>;
beforeAll(async () => {
  fake = await startFakeAnthropic("## Summary\nThe Star says yes, gently.");
  // Read once, at this file's first getConfig().
  process.env.ANTHROPIC_API_KEY = "sk-ant-test-key";
  process.env.ANTHROPIC_BASE_URL = fake.url;
  process.env.ANTHROPIC_MODEL = MODEL;
  process.env.QUALITY_JUDGE = "anthropic";
  process.env.QUALITY_JUDGE_MODEL = MODEL;
  process.env.QUALITY_JUDGE_SAMPLE = "1";
  process.env.AI_DAILY_BUDGET_USD = String(CEILING_USD);
});
afterAll(async () => {
  await judgementsSettled();
  await fake.close();
  for (const name of ["ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL", "ANTHROPIC_MODEL", "QUALITY_JUDGE", "QUALITY_JUDGE_MODEL", "QUALITY_JUDGE_SAMPLE", "AI_DAILY_BUDGET_USD"]) {
    delete process.env[name];
  }
});

const refusals = async (kind: string) => sampleValue(parsePrometheusText((await metricsExposition()).text), "arcana_ai_budget_refusals_total", { kind });
const monthCount = async (token: string) =>
  ((await (await user(jsonRequest("/api/auth/user", { method: "GET", token }))).json()) as { stats: { currentMonth: { total_count: number } } }).stats.currentMonth.total_count;

describe("the day's AI budget", () => {
  it("lets readings through below the ceiling, then refuses the next before anything is counted, in a message that says until when", async () => {
    const subscriber = await newUser({ role: "subscribed" });
    const first = await interpret(jsonRequest("/api/tarot/interpret", { body: READING, token: subscriber.token }));
    expect(first.status).toBe(200);
    expect(fake.requests).toHaveLength(1);
    // The reading's cost reached the ceiling: this instance knows at once, before any row is written.
    expect(spentToday()).toBeCloseTo(READING_COST_USD, 9);
    expect(aiBudgetReached()).toBe(true);

    const refusedBefore = await refusals("reading");
    const reader = await newUser();
    const refused = await interpret(jsonRequest("/api/tarot/interpret", { body: READING, token: reader.token }));
    expect(refused.status).toBe(503);
    const secondsToMidnight = (Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1) - Date.now()) / 1000;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(secondsToMidnight - 60);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(Math.ceil(secondsToMidnight) + 1);
    expect(await refused.json()).toEqual({ code: "ai_budget_reached", error: expect.stringMatching(/^New readings are paused until midnight UTC, in about \d+ hours?: .*Nothing was counted\.$/) });
    // Nothing reserved, counted or asked of the writer.
    expect(await monthCount(reader.token)).toBe(0);
    const db = await getDb();
    expect(await db.select().from(schema.readings).where(eq(schema.readings.userId, reader.user.id))).toEqual([]);
    expect(fake.requests).toHaveLength(1);
    expect(await refusals("reading")).toBe(refusedBefore + 1);
  });

  it("skipped the judge for the reading that reached it, and refuses a follow-up without counting it", async () => {
    await judgementsSettled();
    // The only call is the first reading's stream: the judge never asked.
    expect(fake.requests.filter(({ body }) => body.stream !== true)).toEqual([]);
    expect(await refusals("judgement")).toBeGreaterThanOrEqual(1);

    const db = await getDb();
    const subscriber = await newUser({ role: "subscribed" });
    const [reading] = await db
      .insert(schema.readings)
      .values({ userId: subscriber.user.id, period: new Date().toISOString().slice(0, 7), question: READING.question, type: "one_card", category: "general", cards: ["The Star"], status: "completed", interpretation: "## Summary\nYes.", paidWith: "subscription" })
      .returning();
    const refusedBefore = await refusals("follow_up");
    const answer = await askFollowUp(jsonRequest(`/api/readings/${reading.id}/follow-ups`, { body: { question: "And after that?" }, token: subscriber.token }), {
      params: Promise.resolve({ id: reading.id }),
    });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ code: "ai_budget_reached", error: expect.stringMatching(/^New answers are paused until midnight UTC/) });
    const [after] = await db.select({ used: schema.readings.followUpsUsed }).from(schema.readings).where(eq(schema.readings.id, reading.id));
    expect(after.used).toBe(0);
    expect(await db.select().from(schema.followUps).where(eq(schema.followUps.readingId, reading.id))).toEqual([]);
    expect(await refusals("follow_up")).toBe(refusedBefore + 1);
    expect(fake.requests).toHaveLength(1);
  });

  it("still answers a question in crisis with care: no writer is asked", async () => {
    const { token } = await newUser();
    const answer = await interpret(jsonRequest("/api/tarot/interpret", { body: { ...READING, question: "I want to end my life" }, token }));
    expect(answer.status).toBe(200);
    expect(fake.requests).toHaveLength(1);
  });

  it("gives the card of the day in the local writer's words, never refused", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const [reader] = await readersWhoDraw("The Sun", today, 1);
    const refusedBefore = await refusals("daily");
    const answer = await daily(jsonRequest("/api/daily?tz=UTC", { method: "GET", token: reader.token }));
    expect(answer.status).toBe(200);
    expect(fake.requests).toHaveLength(1);
    const db = await getDb();
    const [kept] = await db.select().from(schema.dailyCards).where(eq(schema.dailyCards.userId, reader.id));
    expect(kept.writer).toBe("local");
    expect(await refusals("daily")).toBe(refusedBefore + 1);
  });

  it("shows the console the ceiling and the day's spend, the same on every instance", async () => {
    await writerRunsWritten();
    const figures = await aiBudgetFigures(await getDb());
    expect(figures.ceilingUsd).toBe(CEILING_USD);
    expect(figures.spentUsd).toBeCloseTo(READING_COST_USD, 9);
    const html = renderToStaticMarkup(createElement(AiBudgetView, { figures }));
    expect(html).toContain("$0.0001");
    expect(html).toMatch(/reached\. Readings and follow-ups are refused until midnight UTC/);
  });

  it("counts what other instances spent once it reads the day's total again, within seconds", async () => {
    const db = await getDb();
    const today = new Date().toISOString().slice(0, 10);
    // Another instance's writings: a dollar more in the day's row.
    await db.update(schema.aiSpend).set({ microUsd: sql`${schema.aiSpend.microUsd} + 1000000` }).where(eq(schema.aiSpend.day, today));
    await expect.poll(() => spentToday(), { timeout: 15_000, interval: 250 }).toBeGreaterThan(1);
  });
});
