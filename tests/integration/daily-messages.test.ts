import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DELETE as deleteDaily } from "@/app/api/daily/[id]/route";
import { GET as dailyHistory } from "@/app/api/daily/history/route";
import { GET as daily } from "@/app/api/daily/route";
import { getDb, schema } from "@/db";
import { cardOfTheDay } from "@/lib/daily/daily-cards";
import { createDayMessages } from "@/lib/daily/day-messages";
import { dailyCardSchema, dailyHistoryPageSchema } from "@/lib/daily/daily-response";
import { metricsExposition } from "@/lib/observability/metrics";
import { writerRunsWritten } from "@/lib/observability/writer-runs";
import type { CardName } from "@/lib/tarot/deck";
import type { DailyWriter } from "@/lib/writers/types";
import { createAnthropicWriter } from "@/lib/writers/anthropic";
import { readersWhoDraw } from "../helpers/daily-readers";
import { startFakeAnthropic } from "../helpers/fake-anthropic";
import { parsePrometheusText, sampleValue } from "../helpers/prometheus-text";
import { jsonRequest } from "../helpers/requests";

/**
 * The card of the day's message is written once per (date, card, language), whatever the number of readers
 * and however often one deletes the card and asks again (docs/architecture.md#a-card-of-the-day): the local
 * Messages API server counts the writer's calls.
 */

const CLAUDE_MESSAGE = "**The card** is with you today. Let it lead the way. Write down one small wish and take a step toward it.";
const MODEL = "claude-haiku-4-5";

let fake: Awaited<ReturnType<typeof startFakeAnthropic>>;
beforeAll(async () => {
  fake = await startFakeAnthropic(CLAUDE_MESSAGE);
  // Read once, at this file's first getConfig(): the Anthropic writer, on the local Messages API server.
  process.env.ANTHROPIC_API_KEY = "sk-ant-test-key";
  process.env.ANTHROPIC_BASE_URL = fake.url;
  process.env.ANTHROPIC_MODEL = MODEL;
  process.env.RATE_LIMIT_USER_PER_MIN = "1000";
});
afterAll(async () => {
  await fake.close();
  for (const name of ["ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL", "ANTHROPIC_MODEL", "RATE_LIMIT_USER_PER_MIN"]) delete process.env[name];
});

// One day for the whole file, noon UTC of today's date, so that a run across midnight keeps its day. Only Date is mocked.
const TODAY = new Date().toISOString().slice(0, 10);
beforeEach(() => {
  vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
  fake.setBehaviour("ok");
});
afterEach(() => {
  vi.useRealTimers();
});

/** The writer's calls for a card of the day: the streamed ones (Claude writes the message as a stream). */
const dailyCalls = () => fake.requests.filter(({ body }) => JSON.stringify(body).includes("Card of the day:")).length;

async function cardOf(token: string, query = "tz=UTC") {
  const response = await daily(jsonRequest(`/api/daily?${query}`, { method: "GET", token }));
  expect(response.status).toBe(200);
  return dailyCardSchema.parse(await response.json());
}

async function dayMessageRows(card: CardName) {
  const db = await getDb();
  return db.select().from(schema.dailyMessages).where(and(eq(schema.dailyMessages.date, TODAY), eq(schema.dailyMessages.card, card)));
}

async function writingsCounted(labels: { kind: string; outcome: string; writer: string }): Promise<number> {
  return sampleValue(parsePrometheusText((await metricsExposition()).text), "arcana_writings_total", labels);
}

describe("the day's message", () => {
  it("is written once for 10 readers who drew the same card and asked at once, and once more for none of 30 deletions and asks again", async () => {
    const readers = await readersWhoDraw("The Star", TODAY, 10);
    const calls = dailyCalls();
    const counted = await writingsCounted({ kind: "daily", outcome: "completed", writer: "anthropic" });

    const answers = await Promise.all(readers.map(({ token }) => cardOf(token)));
    for (const answer of answers) expect(answer).toEqual({ date: TODAY, card: { name: "The Star", slug: "the-star" }, message: CLAUDE_MESSAGE });
    expect(dailyCalls() - calls).toBe(1);

    // One reader deletes their card from the journal and asks again, 30 times: the same card and message, no writing.
    const [{ token }] = readers;
    for (let cycle = 0; cycle < 30; cycle++) {
      const history = dailyHistoryPageSchema.parse(await (await dailyHistory(jsonRequest("/api/daily/history", { method: "GET", token }))).json());
      const [kept] = history.dailyCards;
      expect(kept).toMatchObject({ date: TODAY, message: CLAUDE_MESSAGE });
      const deleted = await deleteDaily(jsonRequest(`/api/daily/${kept.id}`, { method: "DELETE", token }), { params: Promise.resolve({ id: kept.id }) });
      expect(deleted.status).toBe(200);
      expect(await cardOf(token)).toEqual(answers[0]);
    }
    expect(dailyCalls() - calls).toBe(1);

    // Kept once, by its writer, and recorded once: the metric counts messages, not readers.
    const [kept] = await dayMessageRows("The Star");
    expect(kept).toMatchObject({ locale: "en", message: CLAUDE_MESSAGE, writer: "anthropic", claimedUntil: null });
    expect(await writingsCounted({ kind: "daily", outcome: "completed", writer: "anthropic" })).toBe(counted + 1);
    await writerRunsWritten();
    const db = await getDb();
    const runs = await db.select().from(schema.writerRuns).where(eq(schema.writerRuns.writingId, kept.id));
    // The console's record is true: the model billed and its tokens (the local server reports 100 in, one per word out).
    expect(runs).toEqual([expect.objectContaining({ kind: "daily", outcome: "completed", writer: "anthropic", model: MODEL, inputTokens: 100, outputTokens: 22 })]);
  });

  it("is written once for two instances on one database asked at once, each with its own readers", async () => {
    const readers = await readersWhoDraw("The Sun", TODAY, 6);
    const instances = [createDayMessages(), createDayMessages()];
    const claude = createAnthropicWriter({ apiKey: "sk-ant-test-key", model: MODEL, baseUrl: fake.url, timeoutMs: 5_000 });
    const calls = dailyCalls();
    const answers = await Promise.all(
      readers.map(({ id }, index) => cardOfTheDay({ userId: id, zone: "UTC", locale: "en", writer: claude, messages: instances[index % 2] })),
    );
    for (const answer of answers) expect(answer.message).toBe(CLAUDE_MESSAGE);
    expect(dailyCalls() - calls).toBe(1);
    expect(await dayMessageRows("The Sun")).toHaveLength(1);
  });

  it("waits for the instance writing it, and takes the writing over once that instance's claim has run out", async () => {
    const db = await getDb();
    // Another instance claimed The Moon's message and is still at work on it.
    await db.insert(schema.dailyMessages).values({ date: TODAY, card: "The Moon", locale: "en", claimedUntil: sql`now() + interval '1 minute'` });
    const [waiting] = await readersWhoDraw("The Moon", TODAY, 1);
    const calls = dailyCalls();
    const answer = cardOf(waiting.token);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await db
      .update(schema.dailyMessages)
      .set({ message: "Their words for The Moon.", writer: "anthropic", claimedUntil: null })
      .where(and(eq(schema.dailyMessages.date, TODAY), eq(schema.dailyMessages.card, "The Moon")));
    expect((await answer).message).toBe("Their words for The Moon.");
    expect(dailyCalls() - calls).toBe(0);

    // Another claimed The Hermit's and died: its claim ran out, so this instance writes the message, once.
    await db.insert(schema.dailyMessages).values({ date: TODAY, card: "The Hermit", locale: "en", claimedUntil: sql`now() - interval '1 second'` });
    const hermits = await readersWhoDraw("The Hermit", TODAY, 3);
    const taken = await Promise.all(hermits.map(({ token }) => cardOf(token)));
    for (const { message } of taken) expect(message).toBe(CLAUDE_MESSAGE);
    expect(dailyCalls() - calls).toBe(1);
    expect(await dayMessageRows("The Hermit")).toEqual([expect.objectContaining({ message: CLAUDE_MESSAGE, writer: "anthropic", claimedUntil: null })]);
  });

  it("records the call of an instance whose claim ran out while it wrote and whose message another kept meanwhile", async () => {
    const db = await getDb();
    const [reader] = await readersWhoDraw("Temperance", TODAY, 1);
    const unkeptRuns = async () => {
      await writerRunsWritten();
      const unkept = and(eq(schema.writerRuns.kind, "daily"), eq(schema.writerRuns.outcome, "completed"), eq(schema.writerRuns.model, MODEL), isNull(schema.writerRuns.writingId));
      return db.select().from(schema.writerRuns).where(unkept);
    };
    const before = (await unkeptRuns()).length;
    const slow: DailyWriter = {
      name: "anthropic",
      async *daily(_prompt, options) {
        // While this instance writes, its claim runs out and another instance writes the message and keeps it.
        await db
          .update(schema.dailyMessages)
          .set({ message: "Their words for Temperance.", writer: "anthropic", claimedUntil: null })
          .where(and(eq(schema.dailyMessages.date, TODAY), eq(schema.dailyMessages.card, "Temperance")));
        options?.onUsage?.({ model: MODEL, inputTokens: 100, outputTokens: 9 });
        yield "Our words for Temperance, which nobody keeps.";
      },
    };
    const answer = await cardOfTheDay({ userId: reader.id, zone: "UTC", locale: "en", writer: slow, messages: createDayMessages() });
    expect(answer.message).toBe("Their words for Temperance.");
    expect(await dayMessageRows("Temperance")).toEqual([expect.objectContaining({ message: "Their words for Temperance." })]);
    // The call this instance paid for is recorded all the same, with its model and tokens, naming no message.
    const runs = await unkeptRuns();
    expect(runs).toHaveLength(before + 1);
    expect(runs.at(-1)).toMatchObject({ writer: "anthropic", inputTokens: 100, outputTokens: 9 });
  });

  it("is written in each reader's language: the one they chose, else the page's; once per language", async () => {
    const german = await readersWhoDraw("The World", TODAY, 2, { locale: "de" });
    const [unchosen, english] = await readersWhoDraw("The World", TODAY, 2);
    const calls = dailyCalls();
    // The reader's own choice wins over the page's.
    await cardOf(german[0].token, "tz=UTC&locale=fr");
    await cardOf(german[1].token);
    await cardOf(unchosen.token, "tz=UTC&locale=fr");
    await cardOf(english.token, "tz=UTC&locale=xx");
    expect(dailyCalls() - calls).toBe(3);
    expect((await dayMessageRows("The World")).map((row) => row.locale).sort()).toEqual(["de", "en", "fr"]);
  });

  it("falls back to our own words, kept for the day, when Claude cannot write it, and records the failed call", async () => {
    fake.setBehaviour("overloaded");
    const db = await getDb();
    const failedCalls = async () => {
      await writerRunsWritten();
      const failed = and(eq(schema.writerRuns.kind, "daily"), eq(schema.writerRuns.outcome, "failed"), eq(schema.writerRuns.writer, "anthropic"));
      return (await db.select().from(schema.writerRuns).where(failed)).length;
    };
    const failedBefore = await failedCalls();
    const readers = await readersWhoDraw("Justice", TODAY, 3);
    const answers = await Promise.all(readers.map(({ token }) => cardOf(token)));
    for (const answer of answers) expect(answer.message).toBe(answers[0].message);
    expect(answers[0].message).not.toBe(CLAUDE_MESSAGE);
    const [kept] = await dayMessageRows("Justice");
    expect(kept.writer).toBe("local");
    // The failed call is a writer run of its own (it names no message: none of it was kept); the kept message another.
    expect(await failedCalls()).toBe(failedBefore + 1);
    const runs = await db.select().from(schema.writerRuns).where(and(eq(schema.writerRuns.kind, "daily"), eq(schema.writerRuns.writingId, kept.id)));
    expect(runs).toEqual([expect.objectContaining({ outcome: "completed", writer: "local" })]);
  });
});
