import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { JudgeView } from "@/components/admin/judge-view";
import { getDb, schema } from "@/db";
import { judgeFigures } from "@/lib/admin/judge-figures";
import { getConfig } from "@/lib/config";
import { writerRunsWritten } from "@/lib/observability/writer-runs";
import { JUDGE_SYSTEM_PROMPT, judgeLater, judgementsSettled } from "@/lib/writers/quality/judge";
import { startFakeAnthropic } from "../helpers/fake-anthropic";
import { capturingLogs, messagesAt } from "../helpers/logs";
import { jsonRequest, newUser } from "../helpers/requests";

let fake: Awaited<ReturnType<typeof startFakeAnthropic>>;

const SCORES = { personalization: 4, coherence: 4, specificity: 4, actionability: 3, tone: 3, safety: 5, language: 5, flagged: false };
/** The means of rows that all hold SCORES' values. */
const SCORES_MEANS = { personalization: 4, coherence: 4, specificity: 4, actionability: 3, tone: 3, safety: 5, language: 5 };
const JUDGE_MODEL = "claude-judge-test";
const READING = { question: "Should I take the job in Lisbon or stay with my team?", type: "three_cards", category: "career", cards: ["The Tower", "The Star", "The Sun"] } as const;

beforeAll(async () => {
  fake = await startFakeAnthropic();
  // Read once, at this file's first getConfig(): the judge on, for every reading.
  process.env.ANTHROPIC_API_KEY = "sk-ant-test-key";
  process.env.ANTHROPIC_BASE_URL = fake.url;
  process.env.QUALITY_JUDGE = "anthropic";
  process.env.QUALITY_JUDGE_MODEL = JUDGE_MODEL;
  process.env.QUALITY_JUDGE_SAMPLE = "1";
});

afterAll(async () => {
  // A judgement still under way writes before the database closes.
  await judgementsSettled();
  await fake.close();
  for (const name of ["ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL", "QUALITY_JUDGE", "QUALITY_JUDGE_MODEL", "QUALITY_JUDGE_SAMPLE"]) delete process.env[name];
});

beforeEach(() => {
  fake.setBehaviour("ok");
  fake.setWholeAnswer({ text: JSON.stringify(SCORES) });
  fake.requests.length = 0;
});

/** A subscriber's reading through the route, as the browser asks for it. */
async function readingThroughTheRoute(): Promise<{ status: number; interpretation: string; readingId: string }> {
  const { token, user } = await newUser({ role: "subscribed" });
  const response = await interpret(jsonRequest("/api/tarot/interpret", { body: READING, token }));
  const { interpretation } = (await response.json()) as { interpretation: string };
  const db = await getDb();
  const [reading] = await db.select({ id: schema.readings.id }).from(schema.readings).where(eq(schema.readings.userId, user.id));
  return { status: response.status, interpretation, readingId: reading.id };
}

async function runOf(readingId: string, kind: "reading" | "judgement" = "reading") {
  const db = await getDb();
  const [run] = await db
    .select()
    .from(schema.writerRuns)
    .where(and(eq(schema.writerRuns.kind, kind), eq(schema.writerRuns.writingId, readingId)));
  return run;
}

/** The judge's requests: the whole (not streamed) ones; the readings stream. */
const judgeRequests = () => fake.requests.filter(({ body }) => body.stream !== true);

describe("the judge, on for every reading", () => {
  it("stores its scores and model with the reading's writer run, which keeps what the writer reported", async () => {
    const reading = await readingThroughTheRoute();
    expect(reading.status).toBe(200);
    await judgementsSettled();
    await writerRunsWritten();

    const run = await runOf(reading.readingId);
    expect(run).toMatchObject({ outcome: "completed", writer: "anthropic", spread: "three_cards", category: "career", inputTokens: 100 });
    expect(run.judge).toEqual({ ...SCORES, model: JUDGE_MODEL, locale: "en" });

    expect(judgeRequests()).toHaveLength(1);
    // The judge's own call is a writer run of its own: its model and tokens, priced by the console and the budget.
    expect(await runOf(reading.readingId, "judgement")).toMatchObject({ outcome: "completed", writer: "anthropic", model: JUDGE_MODEL, inputTokens: 100, outputTokens: 50 });

    const [{ body }] = judgeRequests();
    expect(body.model).toBe(JUDGE_MODEL);
    expect(body.system).toBe(JUDGE_SYSTEM_PROMPT);
    const content = (body.messages as { content: string }[])[0].content;
    expect(content).toContain(`<question>\n${READING.question}\n</question>`);
    expect(content).toMatch(/1\. Past: The Tower/);
    expect(content).toContain(`<reading>\n${reading.interpretation.trim()}\n</reading>`);
  });

  it("keeps its scores when it answers before the writer run's batch is written", async () => {
    const reading = await readingThroughTheRoute();
    // The batch waits 200 ms for company; the fake judge answers at once.
    await judgementsSettled();
    expect((await runOf(reading.readingId))?.judge).toEqual({ ...SCORES, model: JUDGE_MODEL, locale: "en" });
    await writerRunsWritten();
    const run = await runOf(reading.readingId);
    expect(run).toMatchObject({ outcome: "completed", writer: "anthropic", inputTokens: 100, judge: { ...SCORES, model: JUDGE_MODEL, locale: "en" } });
    expect(run.totalMs).not.toBeNull();
  });

  it("delivers the reading without waiting for a judge that is slow to answer", async () => {
    const JUDGE_DELAY_MS = 2_000;
    fake.setWholeAnswer({ text: JSON.stringify({ ...SCORES, tone: 2 }), delayMs: JUDGE_DELAY_MS });
    const started = performance.now();
    const reading = await readingThroughTheRoute();
    const answeredAfterMs = performance.now() - started;

    expect(reading.status).toBe(200);
    expect(reading.interpretation).toMatch(/^## Summary/);
    expect(answeredAfterMs).toBeLessThan(JUDGE_DELAY_MS);
    await writerRunsWritten();
    // Asked, and not answered yet.
    await vi.waitFor(() => expect(judgeRequests()).toHaveLength(1));
    expect((await runOf(reading.readingId)).judge).toBeNull();

    // The judge was only late: its scores land once it answers.
    await judgementsSettled();
    expect(performance.now() - started).toBeGreaterThanOrEqual(JUDGE_DELAY_MS);
    expect((await runOf(reading.readingId)).judge).toEqual({ ...SCORES, tone: 2, model: JUDGE_MODEL, locale: "en" });
  });

  it("stores nothing and logs it when the judge's answer is not the object it asked for", async () => {
    fake.setWholeAnswer({ text: "What a lovely reading: 5 stars from me." });
    const { result: reading, lines } = await capturingLogs(async () => {
      const written = await readingThroughTheRoute();
      await judgementsSettled();
      return written;
    });
    expect(reading.status).toBe(200);
    expect(messagesAt(lines, "warn")).toContain("Judge's answer not understood: not stored");
    // The log line says how long the answer was, never what it said.
    expect(JSON.stringify(lines)).not.toContain("lovely");
    await writerRunsWritten();
    const run = await runOf(reading.readingId);
    expect(run.outcome).toBe("completed");
    expect(run.judge).toBeNull();
    // Paid for all the same: its call is recorded, as a judgement that failed.
    expect(await runOf(reading.readingId, "judgement")).toMatchObject({ outcome: "failed", model: JUDGE_MODEL, inputTokens: 100, outputTokens: 50 });
  });

  it("gives up at its deadline, stores nothing and logs it", async () => {
    fake.setWholeAnswer({ text: JSON.stringify(SCORES), delayMs: 5_000 });
    const writingId = randomUUID();
    const { lines } = await capturingLogs(async () => {
      judgeLater({ writingId, writer: "anthropic", prompt: { ...READING, cards: [...READING.cards] }, text: "## Summary\nA reading." }, { deadlineMs: 200 });
      const started = performance.now();
      await judgementsSettled();
      expect(performance.now() - started).toBeLessThan(2_000);
    });
    expect(messagesAt(lines, "warn")).toContain("Reading not judged");
    expect(await runOf(writingId)).toBeUndefined();
    await writerRunsWritten();
    expect(await runOf(writingId, "judgement")).toMatchObject({ outcome: "timed_out", model: JUDGE_MODEL });
  });

  it("judges nothing when the draw passes the reading by", async () => {
    const judge = getConfig().qualityJudge;
    expect(judge?.sample).toBe(1);
    judgeLater({ writingId: randomUUID(), writer: "anthropic", prompt: { ...READING, cards: [...READING.cards] }, text: "x" }, { judge: judge && { ...judge, sample: 0.5 }, draw: () => 0.5 });
    await judgementsSettled();
    expect(judgeRequests()).toHaveLength(0);
  });
});

describe("the console's figures", () => {
  it("give each writer's mean scores per reader's language, judged and flagged counts, today and in the last 30 days", async () => {
    const db = await getDb();
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const judged = (score: number, flagged: boolean, locale = "de") => ({ ...SCORES, personalization: score, safety: score, flagged, model: JUDGE_MODEL, locale });
    const run = { kind: "reading" as const, outcome: "completed" as const, writer: "local" };
    await db.insert(schema.writerRuns).values([
      { ...run, writingId: randomUUID(), judge: judged(4, false) },
      { ...run, writingId: randomUUID(), judge: judged(2, true) },
      { ...run, writingId: randomUUID(), judge: judged(5, false, "it") },
      { ...run, writingId: randomUUID() },
      { ...run, writingId: randomUUID(), judge: judged(5, false), createdAt: daysAgo(3) },
      { ...run, writingId: randomUUID(), judge: judged(1, true), createdAt: daysAgo(40) },
    ]);
    const [today, month] = (await judgeFigures(db, { now })).windows;
    const localIn = (window: typeof today, locale: string) => window.writers.find((row) => row.writer === "local" && row.locale === locale);

    // At 00:00 UTC the row of three days ago is still in the 30 days, never in today.
    expect(localIn(today, "de")).toEqual({ writer: "local", locale: "de", judged: 2, flagged: 1, means: { ...SCORES_MEANS, personalization: 3, safety: 3 } });
    expect(localIn(month, "de")).toEqual({ writer: "local", locale: "de", judged: 3, flagged: 1, means: { ...SCORES_MEANS, personalization: 3.67, safety: 3.67 } });
    expect(localIn(month, "it")).toMatchObject({ judged: 1, means: { personalization: 5 } });
    // The readings judged through the route above, in English.
    expect(month.writers.find((row) => row.writer === "anthropic" && row.locale === "en")?.judged).toBeGreaterThanOrEqual(3);

    const html = renderToStaticMarkup(createElement(JudgeView, { figures: { windows: [today, month] } }));
    expect(html).toContain("<h2 id=\"judge-title\">The judge</h2>");
    expect(html).toContain("<th scope=\"col\">A step to take</th>");
    expect(html).toMatch(/<th scope="row">Last 30 days<\/th><td>local<\/td><td>de<\/td><td>3<\/td><td>1<\/td><td>3.7 \/ 5<\/td>/);
  });

  it("say nothing judged yet when the judge has read nothing", () => {
    const empty = { writers: [], since: new Date().toISOString() };
    const html = renderToStaticMarkup(createElement(JudgeView, { figures: { windows: [{ window: "today", ...empty }, { window: "last30Days", ...empty }] } }));
    expect(html).toContain("Nothing judged yet.");
  });
});
