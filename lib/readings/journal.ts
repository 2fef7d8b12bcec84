import "server-only";
import { and, asc, desc, eq, inArray, lt, or } from "drizzle-orm";
import { z } from "@/lib/zod";
import { getDb, schema, type Database } from "@/db";
import { AppError, ReadingNotFoundError } from "@/lib/errors";
import { instantSchema } from "@/lib/time/instant";
import type { ReadingCheckIn } from "./check-in-response";
import type { FollowUpEntry, JournalItem, JournalPage, JournalReading } from "./journal-response";
import { NOTHING_REMEMBERED } from "./remembered";
import { searchMatchSql } from "@/db/search-document";

const { followUps, readingFeedback, readings } = schema;

/** Readings per journal page. */
export const JOURNAL_PAGE_SIZE = 20;

const cursorSchema = z.tuple([instantSchema, z.uuid()]);
const idSchema = z.uuid();

/** The position after the last reading of a page: its time and id, so equal times never skip a reading. */
function encodeCursor(item: { createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([item.createdAt.toISOString(), item.id])).toString("base64url");
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [createdAt, id] = cursorSchema.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    return { createdAt, id };
  } catch {
    throw new AppError("invalid_request", "Invalid cursor: start again from the first page.");
  }
}

const itemColumns = {
  id: readings.id,
  createdAt: readings.createdAt,
  question: readings.question,
  type: readings.type,
  category: readings.category,
  cards: readings.cards,
};

type ItemRow = Omit<JournalItem, "createdAt"> & { createdAt: Date };

function toItem(row: ItemRow): JournalItem {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** A reading's check-in columns, read with it. */
const checkInColumns = {
  checkInDays: readings.checkInDays,
  checkInHappened: readings.checkInHappened,
  checkInHelpful: readings.checkInHelpful,
  checkInNote: readings.checkInNote,
  checkedInAt: readings.checkedInAt,
};

type CheckInRow = { checkInDays: number | null; checkInHappened: NonNullable<ReadingCheckIn["answer"]>["happened"] | null; checkInHelpful: boolean | null; checkInNote: string | null; checkedInAt: Date | null };

/** The check-in as the journal sends it: the days asked for (7, 14 or 30; null: never asked) and the answer once given. */
function checkInOf({ checkInDays, checkInHappened, checkInHelpful, checkInNote, checkedInAt }: CheckInRow): ReadingCheckIn {
  const inDays = checkInDays === 7 || checkInDays === 14 || checkInDays === 30 ? checkInDays : null;
  const answered = checkInHappened !== null && checkInHelpful !== null && checkedInAt !== null;
  return { inDays, answer: answered ? { happened: checkInHappened, helpful: checkInHelpful, note: checkInNote, checkedInAt: checkedInAt.toISOString() } : null };
}

/** Only the owner's completed readings are in the journal (reserved and failed ones never were readings). */
const ownCompleted = (userId: string) => and(eq(readings.userId, userId), eq(readings.status, "completed"));

/** The longest search the journal accepts: a question's length, which is more words than any search needs. */
export const JOURNAL_SEARCH_MAX_LENGTH = 200;

/** The search words, trimmed; empty means no search (the whole journal). */
function searchWords(q: string | null | undefined): string | null {
  const words = (q ?? "").trim();
  if (words.length > JOURNAL_SEARCH_MAX_LENGTH) {
    throw new AppError("invalid_request", `Invalid q: a search is at most ${JOURNAL_SEARCH_MAX_LENGTH} characters.`);
  }
  return words === "" ? null : words;
}

/**
 * A page of the owner's completed readings, newest first; with `q`, only those whose question or
 * interpretation match its words (PostgreSQL full-text search on the stored `search_document`, readings_search_idx),
 * still newest first, so the cursor pages through a search as it pages through the journal.
 */
export async function listJournal(userId: string, { cursor, q }: { cursor?: string | null; q?: string | null } = {}): Promise<JournalPage> {
  const rows = await journalPageQuery(await getDb(), userId, { after: cursor ? decodeCursor(cursor) : null, words: searchWords(q) });
  const page = rows.slice(0, JOURNAL_PAGE_SIZE);
  return { readings: page.map(toItem), nextCursor: rows.length > JOURNAL_PAGE_SIZE ? encodeCursor(page.at(-1)!) : null };
}

/** The journal's one statement for a page (and one reading more, to know whether another page follows); tests read its plan. */
export function journalPageQuery(db: Database, userId: string, { after, words }: { after: { createdAt: Date; id: string } | null; words: string | null }) {
  return db
    .select(itemColumns)
    .from(readings)
    .where(
      and(
        ownCompleted(userId),
        after ? or(lt(readings.createdAt, after.createdAt), and(eq(readings.createdAt, after.createdAt), lt(readings.id, after.id))) : undefined,
        words ? searchMatchSql(readings.searchDocument, words) : undefined,
      ),
    )
    .orderBy(desc(readings.createdAt), desc(readings.id))
    .limit(JOURNAL_PAGE_SIZE + 1);
}

/** One of the owner's readings with its interpretation, follow-ups and feedback; anyone else's id is simply not found. */
export async function findJournalReading(userId: string, id: string): Promise<JournalReading> {
  if (!idSchema.safeParse(id).success) throw new ReadingNotFoundError();
  const db = await getDb();
  const [row] = await db
    .select({ ...itemColumns, ...checkInColumns, interpretation: readings.interpretation, remembered: readings.remembered, ownDraw: readings.ownDraw, voice: readings.voice, helpful: readingFeedback.helpful, note: readingFeedback.note })
    .from(readings)
    .leftJoin(readingFeedback, eq(readingFeedback.readingId, readings.id))
    .where(and(ownCompleted(userId), eq(readings.id, id)))
    .limit(1);
  if (!row) throw new ReadingNotFoundError();
  const { helpful, note, interpretation, remembered, ownDraw, voice, checkInDays, checkInHappened, checkInHelpful, checkInNote, checkedInAt, ...item } = row;
  return {
    ...toItem(item),
    interpretation: interpretation ?? "",
    remembered: remembered ?? NOTHING_REMEMBERED,
    ownDraw,
    voice,
    followUps: (await completedFollowUps([id])).get(id) ?? [],
    feedback: helpful === null ? null : { helpful, note },
    checkIn: checkInOf({ checkInDays, checkInHappened, checkInHelpful, checkInNote, checkedInAt }),
  };
}

/** The completed follow-ups of these readings, oldest first, by reading. */
async function completedFollowUps(readingIds: string[]): Promise<Map<string, FollowUpEntry[]>> {
  const byReading = new Map<string, FollowUpEntry[]>();
  if (readingIds.length === 0) return byReading;
  const db = await getDb();
  const rows = await db
    .select({ id: followUps.id, readingId: followUps.readingId, question: followUps.question, answer: followUps.answer, createdAt: followUps.createdAt })
    .from(followUps)
    .where(and(inArray(followUps.readingId, readingIds), eq(followUps.status, "completed")))
    .orderBy(asc(followUps.createdAt), asc(followUps.id));
  for (const { readingId, answer, createdAt, ...entry } of rows) {
    const list = byReading.get(readingId) ?? [];
    list.push({ ...entry, answer: answer ?? "", createdAt: createdAt.toISOString() });
    byReading.set(readingId, list);
  }
  return byReading;
}

/**
 * Deletes one of the owner's readings. The month's count lives in the identity's usage record, not
 * in these rows, so deleting a reading never gives a free reading back.
 */
export async function deleteJournalReading(userId: string, id: string): Promise<void> {
  if (!idSchema.safeParse(id).success) throw new ReadingNotFoundError();
  const db = await getDb();
  const deleted = await db.delete(readings).where(and(ownCompleted(userId), eq(readings.id, id))).returning({ id: readings.id });
  if (deleted.length === 0) throw new ReadingNotFoundError();
}

/** Every completed reading of the owner with its interpretation, follow-ups and feedback, newest first, for the exports. */
export async function allJournalReadings(userId: string): Promise<JournalReading[]> {
  const db = await getDb();
  const rows = await db
    .select({ ...itemColumns, ...checkInColumns, interpretation: readings.interpretation, voice: readings.voice, helpful: readingFeedback.helpful, note: readingFeedback.note })
    .from(readings)
    .leftJoin(readingFeedback, eq(readingFeedback.readingId, readings.id))
    .where(ownCompleted(userId))
    .orderBy(desc(readings.createdAt), desc(readings.id));
  const asked = await completedFollowUps(rows.map((row) => row.id));
  return rows.map(({ helpful, note, interpretation, voice, checkInDays, checkInHappened, checkInHelpful, checkInNote, checkedInAt, ...row }) => ({
    ...toItem(row),
    interpretation: interpretation ?? "",
    voice,
    followUps: asked.get(row.id) ?? [],
    feedback: helpful === null ? null : { helpful, note },
    checkIn: checkInOf({ checkInDays, checkInHappened, checkInHelpful, checkInNote, checkedInAt }),
  }));
}

/** Deletes every completed reading of the owner; answers how many went. */
export async function deleteAllJournalReadings(userId: string): Promise<number> {
  const db = await getDb();
  return (await db.delete(readings).where(ownCompleted(userId)).returning({ id: readings.id })).length;
}
