import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as daily } from "@/app/api/daily/route";
import { POST as askFollowUp } from "@/app/api/readings/[id]/follow-ups/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { getDb, schema } from "@/db";
import { metricsExposition } from "@/lib/observability/metrics";
import { writerRunsWritten } from "@/lib/observability/writer-runs";
import type { WritingKind } from "@/lib/observability/writing";
import { writeReserved, type ReservedWriting } from "@/lib/readings/write-reserved";
import { checkWriting } from "@/lib/writers/quality";
import type { ReadingPrompt } from "@/lib/writers/types";
import { capturingLogs, messagesAt } from "../helpers/logs";
import { parsePrometheusText, sampleValue } from "../helpers/prometheus-text";
import { jsonRequest, newUser } from "../helpers/requests";

process.env.RATE_LIMIT_USER_PER_MIN = "1000";

const THREE_CARDS: ReadingPrompt = { question: "Where is my career heading this year?", type: "three_cards", category: "career", cards: ["The Hermit", "The Star", "The Chariot"] };

async function runOf(kind: WritingKind, writingId: string) {
  await writerRunsWritten();
  const db = await getDb();
  const [row] = await db.select().from(schema.writerRuns).where(and(eq(schema.writerRuns.kind, kind), eq(schema.writerRuns.writingId, writingId)));
  return row;
}

async function newestReadingOf(userId: string) {
  const db = await getDb();
  const [row] = await db.select().from(schema.readings).where(eq(schema.readings.userId, userId)).orderBy(desc(schema.readings.createdAt)).limit(1);
  return row;
}

/** A reserved writing of a test's own: its text, a store that keeps it, and its quality checks. */
function writing(quality: ReservedWriting["quality"]): ReservedWriting {
  return {
    nameForReader: "reading",
    kind: "reading",
    writer: "local",
    writingId: randomUUID(),
    async *chunks() {
      yield "## Summary\nThe cards are calm.";
    },
    store: async () => ({ stored: true }),
    release: async () => {},
    quality,
  };
}

const failures = async (check: string) => sampleValue(parsePrometheusText((await metricsExposition()).text), "arcana_quality_check_failures_total", { check, writer: "local" });

describe("the quality checks recorded with each writing", () => {
  it("records a reading's checks with its writer run, as they find its text, and no text", async () => {
    const { user, token } = await newUser({ role: "subscribed" });
    const answer = await interpret(jsonRequest("/api/tarot/interpret", { body: THREE_CARDS, token }));
    expect(answer.status).toBe(200);
    const { interpretation } = (await answer.json()) as { interpretation: string };
    const reading = await newestReadingOf(user.id);

    const run = await runOf("reading", reading.id);
    expect(run).toMatchObject({ outcome: "completed", writer: "local" });
    expect(run.quality).toEqual(checkWriting({ kind: "reading", text: interpretation, prompt: THREE_CARDS }));
    expect(run.quality).toMatchObject({ cards_named: true, no_undrawn_cards: true, sections_in_order: true, length_in_window: true, verdict_fits_question: true });
    expect(JSON.stringify(run)).not.toContain(interpretation.slice(0, 40));
  });

  it("records a follow-up's checks against its own question", async () => {
    const { user, token } = await newUser({ role: "subscribed" });
    await interpret(jsonRequest("/api/tarot/interpret", { body: THREE_CARDS, token }));
    const reading = await newestReadingOf(user.id);
    const question = "How do I talk to my manager about the Star?";
    const asked = await askFollowUp(jsonRequest(`/api/readings/${reading.id}/follow-ups`, { body: { question }, token }), { params: Promise.resolve({ id: reading.id }) });
    const { answer, followUpId } = (await asked.json()) as { answer: string; followUpId: string };

    const run = await runOf("follow_up", followUpId);
    expect(run.quality).toEqual(checkWriting({ kind: "follow_up", text: answer, prompt: { reading: THREE_CARDS, interpretation: reading.interpretation!, question } }));
    // The safety checks read every answer; referral and third party only a question that needs them (not this one).
    expect(Object.keys(run.quality ?? {}).sort()).toEqual(["no_certainty", "no_instruction", "no_shadow_encouragement", "no_undrawn_cards", "question_answered", "question_language"]);
  });

  it("records the card of the day's checks once, when its message is first written", async () => {
    const { user, token } = await newUser();
    const ask = () => daily(jsonRequest("/api/daily?tz=UTC", { method: "GET", token }));
    const { message, card } = (await (await ask()).json()) as { message: string; card: { name: ReadingPrompt["cards"][number] }; date: string };
    await ask();
    const db = await getDb();
    const [kept] = await db.select().from(schema.dailyCards).where(eq(schema.dailyCards.userId, user.id));
    // The message is the day's for the card and language, kept once for every reader: the writing it records.
    const [dayMessage] = await db
      .select()
      .from(schema.dailyMessages)
      .where(and(eq(schema.dailyMessages.date, kept.date), eq(schema.dailyMessages.card, kept.card), eq(schema.dailyMessages.locale, "en")));

    const run = await runOf("daily", dayMessage.id);
    expect(run).toMatchObject({ outcome: "completed", writer: "local" });
    expect(run.quality).toEqual(checkWriting({ kind: "daily", text: message, prompt: { card: card.name, date: kept.date, locale: "en" } }));
    expect(run.quality).toMatchObject({ cards_named: true, no_undrawn_cards: true, length_in_window: true });
    expect(await db.select().from(schema.writerRuns).where(eq(schema.writerRuns.writingId, dayMessage.id))).toHaveLength(1);
  });

  it("runs the checks behind the answer, and counts each failed check in the metrics", async () => {
    let checkedAt: "before the answer" | "after the answer" | undefined;
    let answered = false;
    const before = await failures("cards_named");
    const reserved = writing(() => {
      checkedAt = answered ? "after the answer" : "before the answer";
      return { cards_named: false, no_undrawn_cards: true };
    });
    expect(await writeReserved(reserved)).toBe("## Summary\nThe cards are calm.");
    answered = true;
    expect(checkedAt).toBeUndefined();

    expect((await runOf("reading", reserved.writingId)).quality).toEqual({ cards_named: false, no_undrawn_cards: true });
    expect(checkedAt).toBe("after the answer");
    expect(await failures("cards_named")).toBe(before + 1);
  });

  it("logs a check that throws, and records the run without results", async () => {
    const reserved = writing(() => {
      throw new Error("a check broke");
    });
    const { result, lines } = await capturingLogs(async () => {
      const text = await writeReserved(reserved);
      await writerRunsWritten();
      return text;
    });
    expect(result).toBe("## Summary\nThe cards are calm.");
    expect(messagesAt(lines, "error")).toContain("Quality checks failed");
    expect(await runOf("reading", reserved.writingId)).toMatchObject({ outcome: "completed", quality: null });
  });
});
