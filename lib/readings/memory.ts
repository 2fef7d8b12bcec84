import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db";
import { rowsOf } from "@/db/rows";
import { byCountThenName } from "@/lib/insights/recurring";
import { rangeStart } from "@/lib/insights/range";
import type { UserRole } from "@/lib/tarot/entitlements";
import { cardNameSchema } from "@/lib/tarot/schemas";
import type { ReadingMemory } from "@/lib/writers/types";
import { z } from "@/lib/zod";
import { NOTHING_REMEMBERED, remembersReadings, type Remembered } from "./remembered";

/** A card counts as recurring when drawn in this many of the reader's recent readings. */
export const MEMORY_MIN_READINGS = 2;
/** The most recurring cards a writer is given, most drawn first. */
export const MEMORY_MAX_CARDS = 5;
/** The questions of this many of the reader's last readings. */
export const MEMORY_QUESTIONS = 3;
/**
 * The most recent readings looked at: a month of one a day. Whatever a reader's history, a reading reads at most
 * this many of their rows (readings_user_created_idx, newest first); a reader at the fair-use ceiling has 1,500.
 */
export const MEMORY_READINGS = 30;

const memoryRow = z.object({
  remembers: z.boolean(),
  cards: z.array(z.object({ card: cardNameSchema, count: z.number() })),
  questions: z.array(z.string()),
});

/**
 * What a reading's writer is given of the reader's recent readings (docs/product.md#readings-that-remember),
 * or null when there is nothing to give or their readings do not remember (a free reader, or a subscriber who turned
 * it off): of their last MEMORY_READINGS completed readings of the last 30 days, the cards drawn in at least two,
 * with in how many, and the questions of the last three, newest first. One statement; the preference is read
 * in it, so a subscriber who never turned it off costs no other. Nothing is asked for a free reader.
 */
export async function recentMemory(db: Database, { userId, role, now }: { userId: string; role: UserRole; now: Date }): Promise<ReadingMemory | null> {
  // Whatever they chose, a free reader's readings do not remember: no query at all.
  if (!remembersReadings(role, true)) return null;
  const [row] = rowsOf(memoryRow, await db.execute(memoryStatement({ userId, role, now })));
  if (!row.remembers || (row.cards.length === 0 && row.questions.length === 0)) return null;
  return { cards: byCountThenName(row.cards).slice(0, MEMORY_MAX_CARDS), questions: row.questions };
}

/** The one statement of `recentMemory`; tests read its plan. */
export function memoryStatement({ userId, role, now }: { userId: string; role: UserRole; now: Date }): SQL {
  const since = rangeStart("30d", now) ?? now;
  return sql`
      with chosen as (
        select coalesce(remember_readings, ${remembersReadings(role, null)}) as remembers from users where id = ${userId}
      ),
      recent as (
        select id, created_at, question, cards from readings
        where user_id = ${userId} and status = 'completed' and created_at >= ${since.toISOString()}::timestamptz and (select remembers from chosen)
        order by created_at desc, id desc limit ${MEMORY_READINGS}
      ),
      drawn as (
        select card, count(*)::int as count
        from recent cross join lateral jsonb_array_elements_text(cards) as card
        group by card having count(*) >= ${MEMORY_MIN_READINGS}
      ),
      asked as (
        select question, created_at from recent order by created_at desc, id desc limit ${MEMORY_QUESTIONS}
      )
      select coalesce((select remembers from chosen), false) as remembers,
        coalesce((select json_agg(json_build_object('card', card, 'count', count)) from drawn), '[]'::json) as cards,
        coalesce((select json_agg(question order by created_at desc) from asked), '[]'::json) as questions`;
}

/** What the answer, the stream's `done` and the stored reading say was remembered: the cards and how many questions. */
export function rememberedOf(memory: ReadingMemory | null): Remembered {
  if (!memory) return NOTHING_REMEMBERED;
  return { cards: memory.cards.map(({ card, count }) => ({ card, count })), questions: memory.questions.length };
}
