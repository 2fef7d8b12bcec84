import "server-only";
import { and, desc, eq, lt } from "drizzle-orm";
import { getDb, schema } from "@/db";
import { AppError } from "@/lib/errors";
import { getWriter } from "@/lib/writers";
import { composeDailyMessage } from "@/lib/writers/local/daily";
import { checkWriting } from "@/lib/writers/quality";
import type { DailyPrompt, DailyWriter, WriterName } from "@/lib/writers/types";
import { withDeadline } from "@/lib/async/deadline";
import { untilAborted } from "@/lib/async/until-aborted";
import { errorSummary } from "@/lib/observability/error-summary";
import { log } from "@/lib/observability/log";
import { writingEnded } from "@/lib/observability/writer-runs";
import { z } from "@/lib/zod";
import { personalCardFor } from "./choose-card";
import { calendarDateSchema, type DailyCard, type DailyEntry, type DailyHistoryPage } from "./daily-response";
import { localDateIn } from "./local-date";
import { dailyCardOf } from "./public-card";

const { dailyCards } = schema;

/** Cards of the day per journal page, as readings. */
export const DAILY_HISTORY_PAGE_SIZE = 20;

const columns = { id: dailyCards.id, date: dailyCards.date, card: dailyCards.card, message: dailyCards.message, createdAt: dailyCards.createdAt };
type Row = { id: string; date: string; card: DailyEntry["card"]["name"]; message: string; createdAt: Date };

function toEntry(row: Row): DailyEntry {
  return { id: row.id, ...dailyCardOf(row), createdAt: row.createdAt.toISOString() };
}

async function findOwn(userId: string, date: string): Promise<Row | undefined> {
  const db = await getDb();
  const [row] = await db.select(columns).from(dailyCards).where(and(eq(dailyCards.userId, userId), eq(dailyCards.date, date))).limit(1);
  return row;
}

/**
 * The reader's card for their local day in `zone`: the kept one, or a new one kept now. Never counted
 * against the month's readings and never refused by quota: it touches no usage record. Two first
 * requests at once (two devices) insert the same row; `on conflict do nothing` keeps the first, and the
 * loser reads it in a statement of its own, which sees the winner's commit (a single statement would not).
 */
export async function cardOfTheDay({
  userId,
  zone,
  now = new Date(),
  writer = getWriter(),
}: {
  userId: string;
  zone: string;
  now?: Date;
  writer?: DailyWriter;
}): Promise<DailyCard> {
  const date = localDateIn(zone, now);
  const kept = await findOwn(userId, date);
  if (kept) return dailyCardOf(kept);
  const card = personalCardFor(userId, date);
  const { message, writtenBy } = await dailyMessage(writer, { card, date });
  const db = await getDb();
  const [inserted] = await db
    .insert(dailyCards)
    .values({ userId, date, card, message, writer: writtenBy })
    .onConflictDoNothing({ target: [dailyCards.userId, dailyCards.date] })
    .returning(columns);
  // The day's message is a writing too: recorded for the console with its quality checks, behind the answer.
  if (inserted) {
    void writingEnded({ kind: "daily", outcome: "completed", writer: writtenBy, writingId: inserted.id, quality: () => checkWriting({ kind: "daily", text: message, prompt: { card, date } }) });
  }
  const row = inserted ?? (await findOwn(userId, date));
  if (!row) throw new Error("A card of the day was neither inserted nor found");
  return dailyCardOf(row);
}

/** How long the card of the day waits for the AI writer before our own words stand in. */
const DAILY_WRITER_TIMEOUT_MS = 8_000;

/**
 * The day's message, written once (docs/product.md#card-of-the-day): by the configured writer, or, when it
 * fails, is slow or writes nothing, by the local writer, so the card of the day is never refused.
 */
async function dailyMessage(writer: DailyWriter, prompt: DailyPrompt): Promise<{ message: string; writtenBy: WriterName }> {
  if (writer.name === "local") return { message: composeDailyMessage(prompt), writtenBy: "local" };
  try {
    const message = await withDeadline(DAILY_WRITER_TIMEOUT_MS, async (deadline) => {
      let written = "";
      for await (const chunk of untilAborted(writer.daily(prompt, { signal: deadline }), deadline)) written += chunk;
      return written.trim();
    });
    if (message !== "") return { message, writtenBy: writer.name };
  } catch (error) {
    log.warn("Card of the day written by the local writer instead", { error: errorSummary(error) });
  }
  return { message: composeDailyMessage(prompt), writtenBy: "local" };
}

/** A day is unique per reader, so the last day of a page is the whole cursor. */
function decodeCursor(cursor: string): string {
  const date = calendarDateSchema.safeParse(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!date.success) throw new AppError("invalid_request", "Invalid cursor: start again from the first page.");
  return date.data;
}

/** A page of the reader's kept cards of the day, newest day first. */
export async function listDailyCards(userId: string, cursor?: string | null): Promise<DailyHistoryPage> {
  const before = cursor ? decodeCursor(cursor) : null;
  const db = await getDb();
  const rows = await db
    .select(columns)
    .from(dailyCards)
    .where(and(eq(dailyCards.userId, userId), before ? lt(dailyCards.date, before) : undefined))
    .orderBy(desc(dailyCards.date))
    .limit(DAILY_HISTORY_PAGE_SIZE + 1);
  const page = rows.slice(0, DAILY_HISTORY_PAGE_SIZE);
  const nextCursor = rows.length > DAILY_HISTORY_PAGE_SIZE ? Buffer.from(page.at(-1)!.date).toString("base64url") : null;
  return { dailyCards: page.map(toEntry), nextCursor };
}

/** Every kept card of the day of the reader, newest day first, for the export. */
export async function allDailyCards(userId: string): Promise<DailyEntry[]> {
  const db = await getDb();
  return (await db.select(columns).from(dailyCards).where(eq(dailyCards.userId, userId)).orderBy(desc(dailyCards.date))).map(toEntry);
}

/**
 * Deletes one of the reader's cards of the day; anyone else's id, or no such card, is 404. Asking for
 * that day's card again gives the same card (it is seeded by reader and day), so deleting is no redraw.
 */
export async function deleteDailyCard(userId: string, id: string): Promise<void> {
  const notFound = new AppError("not_found", "This card of the day does not exist.");
  if (!z.uuid().safeParse(id).success) throw notFound;
  const db = await getDb();
  const deleted = await db.delete(dailyCards).where(and(eq(dailyCards.userId, userId), eq(dailyCards.id, id))).returning({ id: dailyCards.id });
  if (deleted.length === 0) throw notFound;
}
