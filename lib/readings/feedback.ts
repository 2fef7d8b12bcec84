import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { rowsOf } from "@/db/rows";
import { AppError } from "@/lib/errors";
import { z } from "@/lib/zod";
import type { FeedbackRequest } from "./feedback-request";
import type { ReadingFeedback } from "./journal-response";

const savedRow = z.object({ helpful: z.boolean(), note: z.string().nullable() });

/**
 * 'Did this reading help?': the owner's answer on one of their completed readings, in one upsert that
 * only finds the owner's reading (another user's id, or one not completed, is 404). Changeable: a second
 * answer replaces the first. Deleted with the reading.
 */
export async function saveReadingFeedback(userId: string, readingId: string, { helpful, note }: FeedbackRequest): Promise<ReadingFeedback> {
  if (!z.uuid().safeParse(readingId).success) throw new AppError("not_found", "This reading does not exist.");
  const db = await getDb();
  const [saved] = rowsOf(
    savedRow,
    await db.execute(sql`
      insert into reading_feedback (reading_id, helpful, note, updated_at)
      select id, ${helpful}, ${note}, now() from readings
      where id = ${readingId} and user_id = ${userId} and status = 'completed'
      on conflict (reading_id) do update set helpful = excluded.helpful, note = excluded.note, updated_at = excluded.updated_at
      returning helpful, note`),
  );
  if (!saved) throw new AppError("not_found", "This reading does not exist.");
  return saved;
}
