import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/db";
import { rowsOf } from "@/db/rows";
import { AppError, ReadingNotFoundError } from "@/lib/errors";
import { countFollowUpSql, releaseFollowUpsSql } from "@/lib/reservations/follow-up-usage";
import { runReaderStatement, type Reader } from "@/lib/reservations/reader-statement";
import { followUpsPerReading, type UserRole } from "@/lib/tarot/entitlements";
import { cardNameSchema, categoryIdSchema, spreadIdSchema, voiceSchema } from "@/lib/tarot/schemas";
import type { ReadingPrompt } from "@/lib/writers/types";
import { LOCALES } from "@/lib/domain/vocabularies";
import { z } from "@/lib/zod";
import { followUpLimitMessage } from "./limit-message";

/**
 * Follow-up questions counted against their reading (docs/architecture.md#a-follow-up): the reading's
 * `follow_ups_used` is the one counter, moved by one conditional update that only counts below the
 * role's limit (lib/reservations/follow-up-usage.ts), and given back when the writer fails. Follow-ups never
 * touch the identity's monthly usage record.
 */

class FollowUpLimitError extends AppError {
  constructor(role: UserRole) {
    super("follow_up_limit", followUpLimitMessage(role));
  }
}

/** The reading a follow-up asks about: what its writer is given again. */
export type AskedReading = { readingId: string; prompt: ReadingPrompt; interpretation: string };

/** A reserved follow-up: which one, on which reading, and how many the reader has left on it after this one. */
export type FollowUpReservation = { followUpId: string; readingId: string; remaining: number };

type ReserveOptions = {
  now?: Date;
  /** False to count and check only, reserving nothing (a question in crisis gets care, not an answer). */
  reserve?: boolean;
};

const cardsColumn = z.preprocess((value) => (typeof value === "string" ? JSON.parse(value) : value), z.array(cardNameSchema));

/** What the reservation's own expressions found, beside the reader (lib/reservations/reader-statement.ts). */
const reservationRow = z.object({
  reading_id: z.string().nullable(),
  question: z.string().nullable(),
  type: spreadIdSchema.nullable(),
  category: categoryIdSchema.nullable(),
  cards: cardsColumn.nullable(),
  interpretation: z.string().nullable(),
  voice: voiceSchema.nullable(),
  locale: z.enum(LOCALES).nullable(),
  used_before: z.number().nullable(),
  used_after: z.number().nullable(),
  follow_up_id: z.string().nullable(),
});

/** The nil uuid: no reading has it. */
const NO_READING = "00000000-0000-0000-0000-000000000000";

/**
 * Reserves a follow-up on one of the reader's completed readings, in one statement: the reader through
 * their live session (401), the request counted against the reading rate limits it shares (429), the
 * reading found (404 for a missing one, another user's, or one not completed), then the reading's
 * counter moved only below the role's limit (403 `follow_up_limit`) and the follow-up's row inserted.
 * The conditional update queues concurrent requests on the reading's row, so 10 at once on one reading,
 * on any number of instances, reserve exactly the limit.
 */
export async function reserveFollowUp(
  db: Database,
  reader: Reader,
  readingId: string,
  question: string,
  { now = new Date(), reserve = true }: ReserveOptions = {},
): Promise<{ reading: AskedReading; reservation: FollowUpReservation | null; remaining: number }> {
  // An id that is no uuid names no reading; it still meets the session and rate-limit checks first.
  const target = z.uuid().safeParse(readingId).success ? readingId : NO_READING;

  const { reader: found, row: outcome } = await runReaderStatement(db, {
    reader,
    now,
    with: sql`
      target as (
        select readings.id, readings.question, readings.type, readings.category, readings.cards, readings.interpretation, readings.follow_ups_used,
          readings.voice, readings.locale
        from readings join me on readings.user_id = me.id
        where readings.id = ${target} and readings.status = 'completed'
      ),
      taken as (${countFollowUpSql({ readingId: target, userId: sql`me.id`, role: sql`me.role`, from: sql`me, allowed`, onlyIf: sql`allowed.ok and ${reserve}` })}),
      follow_up as (
        insert into follow_ups (reading_id, user_id, question, status)
        select taken.id, me.id, ${question}, 'reserved' from taken, me
        returning id
      )`,
    select: sql`target.id as reading_id, target.question, target.type, target.category, target.cards, target.interpretation, target.voice, target.locale,
      target.follow_ups_used as used_before, (select follow_ups_used from taken) as used_after, (select id from follow_up) as follow_up_id`,
    row: reservationRow,
    join: sql`left join target on true`,
  });
  if (!outcome.reading_id || !outcome.question || !outcome.type || !outcome.category || !outcome.cards) throw new ReadingNotFoundError();

  const limit = followUpsPerReading(found.role);
  const reading: AskedReading = {
    readingId: outcome.reading_id,
    // The follow-up is answered in the reading's own voice, and in its language when its own cannot be told.
    prompt: {
      question: outcome.question,
      type: outcome.type,
      category: outcome.category,
      cards: outcome.cards,
      voice: outcome.voice ?? undefined,
      ...(outcome.locale ? { locale: outcome.locale } : {}),
    },
    interpretation: outcome.interpretation ?? "",
  };
  if (!reserve) return { reading, reservation: null, remaining: Math.max(0, limit - (outcome.used_before ?? 0)) };
  if (!outcome.follow_up_id || outcome.used_after === null) throw new FollowUpLimitError(found.role);
  const remaining = Math.max(0, limit - outcome.used_after);
  return { reading, reservation: { followUpId: outcome.follow_up_id, readingId: outcome.reading_id, remaining }, remaining };
}

const storedRow = z.object({ stored: z.boolean() });

/** Stores the answer. A follow-up the sweeper already released stays released (it was given back). */
export async function completeFollowUp(db: Database, reservation: FollowUpReservation, answer: string): Promise<{ stored: boolean }> {
  const [row] = rowsOf(
    storedRow,
    await db.execute(sql`
      with done as (
        update follow_ups set status = 'completed', answer = ${answer}
        where id = ${reservation.followUpId} and status = 'reserved'
        returning id
      )
      select exists (select 1 from done) or exists (select 1 from follow_ups where id = ${reservation.followUpId} and status = 'completed') as stored`),
  );
  return row;
}

/** A failed follow-up costs nothing: it is marked failed and its reading's counter given back. */
export async function releaseFollowUp(db: Database, reservation: FollowUpReservation): Promise<void> {
  await db.execute(releaseFollowUpsSql(sql`id = ${reservation.followUpId}`));
}
