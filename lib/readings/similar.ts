import "server-only";
import { sql } from "drizzle-orm";
import { getDb, schema } from "@/db";
import { rowsOf } from "@/db/rows";
import { AppError } from "@/lib/errors";
import { z } from "@/lib/zod";
import { questionSchema } from "./interpret-request";
import { SIMILAR_WINDOW_DAYS, newestSimilar } from "./similar-question";
import type { SimilarReading } from "./similar-response";

const { readings } = schema;

/** More than a subscriber's week of readings at the daily ceiling: every reading of the window is looked at. */
const MOST_CANDIDATES = 500;

const candidateRow = z.object({ id: z.string(), question: z.string(), created_at: z.coerce.date(), close_match: z.boolean() });

/** `?q=`: a question by the question's own rule (1–200 characters of written text, trimmed); else 400. */
export function similarQueryOf(q: string | null): string {
  const parsed = questionSchema.safeParse(q ?? "");
  if (!parsed.success) throw new AppError("invalid_request", `Invalid q: ${parsed.error.issues[0]?.message ?? "must be a question"}.`);
  return parsed.data;
}

/**
 * The reader's newest completed reading of the last 7 days that asked this question again: the same words
 * after normalising (lib/readings/similar-question.ts), or a close full-text match, where both questions have
 * the same English stems once stop words are left out ("Should I take the Lisbon job?" and "should I be taking
 * the job in Lisbon"), in the English dictionary the journal's search uses (db/search-document.ts): each question's
 * stems are held in the other's. The week's rows come through readings_user_created_idx, at most a few hundred;
 * only the caller's own readings are ever looked at.
 */
export async function findSimilarReading({ userId, question, now = new Date() }: { userId: string; question: string; now?: Date }): Promise<SimilarReading> {
  const since = new Date(now.getTime() - SIMILAR_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const asked = sql`plainto_tsquery('english', ${question})`;
  const closeMatch = sql`(
    numnode(${asked}) > 0
    and to_tsvector('english', ${readings.question}) @@ ${asked}
    and to_tsvector('english', ${question}) @@ plainto_tsquery('english', ${readings.question})
  )`;
  const db = await getDb();
  const rows = rowsOf(
    candidateRow,
    await db.execute(sql`
      select ${readings.id} as id, ${readings.question} as question, ${readings.createdAt} as created_at, coalesce(${closeMatch}, false) as close_match
      from ${readings}
      where ${readings.userId} = ${userId} and ${readings.status} = 'completed' and ${readings.createdAt} > ${since.toISOString()}
      order by ${readings.createdAt} desc, ${readings.id} desc
      limit ${MOST_CANDIDATES}`),
  );
  const found = newestSimilar(
    question,
    rows.map((row) => ({ id: row.id, question: row.question, createdAt: row.created_at, closeMatch: row.close_match })),
  );
  return { reading: found ? { id: found.id, question: found.question, createdAt: found.createdAt.toISOString() } : null };
}
