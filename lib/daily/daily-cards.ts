import "server-only";
import { and, desc, eq, lt } from "drizzle-orm";
import { getDb, schema } from "@/db";
import { AppError } from "@/lib/errors";
import { getWriter } from "@/lib/writers";
import type { DailyPrompt, DailyWriter } from "@/lib/writers/types";
import { z } from "@/lib/zod";
import { personalCardFor } from "./choose-card";
import { calendarDateSchema, type DailyCard, type DailyEntry, type DailyHistoryPage } from "./daily-response";
import { localDateIn } from "./local-date";
import { dayMessages, type DayMessages } from "./day-messages";
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
 * against the month's readings and never refused by quota: it touches no usage record. The card is the
 * reader's own (seeded by reader and day); its message is the day's for that card in the reader's language,
 * written once for everyone (`dayMessages`), so a reader who deletes the card and asks again costs no
 * writing. Two first requests at once (two devices) insert the same row; `on conflict do nothing` keeps the
 * first, and the loser reads it in a statement of its own, which sees the winner's commit.
 */
export async function cardOfTheDay({
  userId,
  zone,
  locale,
  now = new Date(),
  writer = getWriter(),
  messages = dayMessages,
}: {
  userId: string;
  zone: string;
  /** The reader's language: the one they chose, else the page's (docs/product.md#card-of-the-day). */
  locale: DailyPrompt["locale"];
  now?: Date;
  writer?: DailyWriter;
  messages?: DayMessages;
}): Promise<DailyCard> {
  const date = localDateIn(zone, now);
  const kept = await findOwn(userId, date);
  if (kept) return dailyCardOf(kept);
  const card = personalCardFor(userId, date);
  const { message, writer: writtenBy } = await messages.messageOf({ card, date, locale }, writer);
  const db = await getDb();
  const [inserted] = await db
    .insert(dailyCards)
    .values({ userId, date, card, message, writer: writtenBy })
    .onConflictDoNothing({ target: [dailyCards.userId, dailyCards.date] })
    .returning(columns);
  const row = inserted ?? (await findOwn(userId, date));
  if (!row) throw new Error("A card of the day was neither inserted nor found");
  return dailyCardOf(row);
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
