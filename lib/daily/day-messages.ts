import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb, schema, type Database } from "@/db";
import { withDeadline } from "@/lib/async/deadline";
import { untilAborted } from "@/lib/async/until-aborted";
import { mayAskWriter } from "@/lib/observability/ai-spend";
import { errorSummary } from "@/lib/observability/error-summary";
import { log } from "@/lib/observability/log";
import { writingEnded } from "@/lib/observability/writer-runs";
import type { WritingOutcome } from "@/lib/observability/writing";
import { localWriter } from "@/lib/writers/local";
import { checkWriting } from "@/lib/writers/quality";
import { WriterUnavailableError, type DailyPrompt, type DailyWriter, type WriterName, type WriterUsage } from "@/lib/writers/types";

/**
 * The card of the day's message, written once per (date, card, language) and kept (docs/architecture.md#a-card-of-the-day):
 * a message depends on nothing of the reader, so however many readers draw a card on a day, and however
 * often one deletes it and asks again, its writer is asked once. Concurrent first requests share that one
 * writing: within an instance they wait for the same promise, across instances for the row the first
 * claimed (`daily_messages`, its `claimed_until` lease), which they read once it is written.
 */

export type DayMessage = { message: string; writer: WriterName };

/** How long the card of the day waits for the AI writer before our own words stand in. */
export const DAILY_WRITER_TIMEOUT_MS = 8_000;
/** A claim outlives the writer's deadline: past it, the instance that claimed is gone, and another writes the message. */
const CLAIM_SECONDS = 15;
/** How often an instance waiting for another's writing looks for it. */
const POLL_MS = 200;
/** Messages kept in memory per instance: a day has at most 22 × 6 of them, so yesterday's and today's fit twice over. */
const KEPT_IN_MEMORY = 600;

const { dailyMessages } = schema;

/**
 * One instance's view of the day's messages: what it has seen (in memory: the day's message is the same for
 * every reader, so asking again costs no statement) and what it is waiting for. The server has one
 * (`dayMessages`); a test makes two to stand for two instances on one database.
 */
export function createDayMessages() {
  const kept = new Map<string, DayMessage>();
  const underWay = new Map<string, Promise<DayMessage>>();

  function remember(key: string, message: DayMessage): void {
    kept.set(key, message);
    // Oldest first out: Map keeps the order of insertion.
    if (kept.size > KEPT_IN_MEMORY) kept.delete(kept.keys().next().value!);
  }

  /** The message of `prompt`'s day, card and language: kept, or written now by `writer` (once for everyone). */
  function messageOf(prompt: DailyPrompt, writer: DailyWriter): Promise<DayMessage> {
    const key = `${prompt.date} ${prompt.card} ${prompt.locale}`;
    const known = kept.get(key);
    if (known) return Promise.resolve(known);
    let pending = underWay.get(key);
    if (!pending) {
      pending = keptOrWritten(prompt, writer)
        .then((message) => {
          remember(key, message);
          return message;
        })
        .finally(() => underWay.delete(key));
      underWay.set(key, pending);
    }
    return pending;
  }

  return { messageOf };
}

export type DayMessages = ReturnType<typeof createDayMessages>;

/** The server's day messages: one per process, whatever copies of this module Next's bundles hold. */
const holder = globalThis as unknown as { [key: symbol]: DayMessages | undefined };
export const dayMessages = (holder[Symbol.for("arcana.dayMessages")] ??= createDayMessages());

const keyOf = ({ date, card, locale }: DailyPrompt) => and(eq(dailyMessages.date, date), eq(dailyMessages.card, card), eq(dailyMessages.locale, locale));

/**
 * The kept message, or this instance's claim to write it, or, while another holds the claim, a wait for its
 * message. A claim whose lease ran out (its instance died mid-writing) is taken over.
 */
async function keptOrWritten(prompt: DailyPrompt, writer: DailyWriter): Promise<DayMessage> {
  const db = await getDb();
  for (;;) {
    const [row] = await db.select({ message: dailyMessages.message, writer: dailyMessages.writer }).from(dailyMessages).where(keyOf(prompt)).limit(1);
    if (row?.message && row.writer) return { message: row.message, writer: row.writer };
    const claimed = await claim(db, prompt);
    if (claimed) return writeAndKeep(db, claimed, prompt, writer);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Claims the writing of a message nobody has written: a new row, or one whose claim ran out. One statement,
 * so of instances claiming at once exactly one gets the row; the others get nothing and wait.
 */
async function claim(db: Database, { date, card, locale }: DailyPrompt): Promise<string | undefined> {
  const until = sql`now() + ${CLAIM_SECONDS} * interval '1 second'`;
  const [claimed] = await db
    .insert(dailyMessages)
    .values({ date, card, locale, claimedUntil: until })
    .onConflictDoUpdate({
      target: [dailyMessages.date, dailyMessages.card, dailyMessages.locale],
      set: { claimedUntil: until },
      setWhere: and(isNull(dailyMessages.message), sql`coalesce(${dailyMessages.claimedUntil} < now(), true)`),
    })
    .returning({ id: dailyMessages.id });
  return claimed?.id;
}

/**
 * Writes the claimed message and keeps it. The message is the writer's, or, when the writer may not be asked
 * (past the day's AI budget, docs/product.md#ai-budget), fails, is slow or writes nothing, the local writer's:
 * the card of the day is never refused.
 * Each writing is one writer run (docs/architecture.md#a-card-of-the-day): the kept message's as `completed`,
 * an AI writer's failed attempt as what it was, with what it cost.
 */
async function writeAndKeep(db: Database, id: string, prompt: DailyPrompt, writer: DailyWriter): Promise<DayMessage> {
  const asked = mayAskWriter(writer, "daily") ? writer : localWriter;
  let written = await attempt(asked, prompt);
  if (written.outcome !== "completed" && asked !== localWriter) {
    void writingEnded({ kind: "daily", outcome: written.outcome, writer: asked.name, ...written.record });
    log.warn("Card of the day written by the local writer instead", { error: written.error });
    written = await attempt(localWriter, prompt);
  }
  if (written.outcome !== "completed") throw new Error("The local writer wrote no card of the day");
  const { message, writer: writtenBy } = written;
  const [stored] = await db
    .update(dailyMessages)
    .set({ message, writer: writtenBy, claimedUntil: null })
    .where(and(eq(dailyMessages.id, id), isNull(dailyMessages.message)))
    .returning({ id: dailyMessages.id });
  if (!stored) {
    // Kept meanwhile by an instance that took our claim over after it ran out: theirs stands, and ours was not
    // kept. Our writing was paid for all the same: a run of its own, naming no message.
    void writingEnded({ kind: "daily", outcome: "completed", writer: writtenBy, ...written.record });
    const [theirs] = await db.select({ message: dailyMessages.message, writer: dailyMessages.writer }).from(dailyMessages).where(eq(dailyMessages.id, id));
    if (theirs?.message && theirs.writer) return { message: theirs.message, writer: theirs.writer };
    throw new Error("A card of the day's message was neither kept nor found");
  }
  void writingEnded({
    kind: "daily",
    outcome: "completed",
    writer: writtenBy,
    writingId: id,
    ...written.record,
    quality: () => checkWriting({ kind: "daily", text: message, prompt }),
  });
  return { message, writer: writtenBy };
}

type RunFigures = { model?: string; inputTokens?: number; outputTokens?: number; firstTokenMs?: number; totalMs?: number };
type Attempt =
  | { outcome: "completed"; message: string; writer: WriterName; record: RunFigures }
  | { outcome: Exclude<WritingOutcome, "completed">; error: string; record: RunFigures };

/** One writer asked once under the card of the day's deadline: its message, or how it failed, with what it cost. */
async function attempt(writer: DailyWriter, prompt: DailyPrompt): Promise<Attempt> {
  const started = performance.now();
  let usage: WriterUsage | undefined;
  let firstTokenMs: number | undefined;
  const record = (): RunFigures => ({ ...usage, firstTokenMs, totalMs: performance.now() - started });
  let deadlinePassed = false;
  try {
    const message = await withDeadline(DAILY_WRITER_TIMEOUT_MS, async (deadline) => {
      let text = "";
      try {
        for await (const chunk of untilAborted(writer.daily(prompt, { signal: deadline, onUsage: (reported) => (usage = reported) }), deadline)) {
          if (text === "" && chunk !== "") firstTokenMs = performance.now() - started;
          text += chunk;
        }
      } finally {
        deadlinePassed = deadline.aborted;
      }
      return text;
    });
    if (message.trim() === "") return { outcome: "failed", error: "WriterUnavailableError", record: record() };
    return { outcome: "completed", message, writer: writer.name, record: record() };
  } catch (error) {
    const outcome = deadlinePassed ? "timed_out" : error instanceof WriterUnavailableError ? "failed" : "error";
    return { outcome, error: errorSummary(error), record: record() };
  }
}
