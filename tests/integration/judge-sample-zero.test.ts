import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { getDb, schema } from "@/db";
import { getConfig } from "@/lib/config";
import { writerRunsWritten } from "@/lib/observability/writer-runs";
import { judgementsSettled } from "@/lib/writers/quality/judge";
import { startFakeAnthropic } from "../helpers/fake-anthropic";
import { jsonRequest, newUser } from "../helpers/requests";

// Its own file: the configuration is read once per file, and here the judge is on with a sample of 0.
let fake: Awaited<ReturnType<typeof startFakeAnthropic>>;

beforeAll(async () => {
  fake = await startFakeAnthropic();
  process.env.ANTHROPIC_API_KEY = "sk-ant-test-key";
  process.env.ANTHROPIC_BASE_URL = fake.url;
  process.env.QUALITY_JUDGE = "anthropic";
  process.env.QUALITY_JUDGE_SAMPLE = "0";
  fake.setWholeAnswer({ text: JSON.stringify({ personalization: 4, coherence: 4, specificity: 4, actionability: 3, tone: 3, safety: 5, language: 5, flagged: false }) });
});

afterAll(async () => {
  await judgementsSettled();
  await fake.close();
  for (const name of ["ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL", "QUALITY_JUDGE", "QUALITY_JUDGE_SAMPLE"]) delete process.env[name];
});

describe("the judge with a sample of 0", () => {
  it("judges none of the readings", async () => {
    expect(getConfig().qualityJudge?.sample).toBe(0);
    const { token, user } = await newUser({ role: "subscribed" });
    const body = { question: "Will the move go well?", type: "three_cards", category: "general", cards: ["The Fool", "The Star", "The Sun"] };
    for (let i = 0; i < 3; i++) expect((await interpret(jsonRequest("/api/tarot/interpret", { body, token }))).status).toBe(200);
    await judgementsSettled();
    await writerRunsWritten();

    // Three readings streamed, no judge asked.
    expect(fake.requests.map(({ body }) => body.stream)).toEqual([true, true, true]);
    const db = await getDb();
    const readings = await db.select({ id: schema.readings.id }).from(schema.readings).where(eq(schema.readings.userId, user.id));
    expect(readings).toHaveLength(3);
    for (const { id } of readings) {
      const [run] = await db.select().from(schema.writerRuns).where(and(eq(schema.writerRuns.kind, "reading"), eq(schema.writerRuns.writingId, id)));
      expect(run).toMatchObject({ outcome: "completed", writer: "anthropic", judge: null });
    }
  });
});
