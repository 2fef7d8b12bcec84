import "server-only";
import { getDb } from "@/db";
import { getWriter } from "@/lib/writers";
import { checkWriting } from "@/lib/writers/quality";
import { CRISIS_RESPONSE, detectsCrisis } from "@/lib/writers/crisis";
import type { FollowUpWriter } from "@/lib/writers/types";
import type { Reader } from "@/lib/reservations/reader-statement";
import { refuseUnreadableRequest } from "@/lib/readings/reading-limits";
import { refusePastTheBudget } from "@/lib/readings/ai-budget";
import { writeReserved } from "@/lib/readings/write-reserved";
import type { FollowUpRequest } from "./follow-up-request";
import { completeFollowUp, releaseFollowUp, reserveFollowUp } from "./reservation";
import { writingEnded } from "@/lib/observability/writer-runs";
import { beginAdmitted } from "@/lib/lifecycle/drain";

/** A follow-up's answer: `followUpId` null for a crisis answer, which is not stored; `remaining` on this reading. */
export type FollowUpOutcome = { answer: string; followUpId: string | null; remaining: number };

/** A follow-up whose limits are settled and whose place is reserved, waiting to be written. */
export type FollowUpRun = {
  /** Writes and stores the answer, to its end even if nobody listens any more; a writer failure or deadline releases it (503). */
  write(onText?: (text: string) => void): Promise<FollowUpOutcome>;
};

type Options = { writer?: FollowUpWriter; now?: Date };

/**
 * Everything that decides whether a follow-up may happen, before its first word (docs/architecture.md#a-follow-up):
 * the reader's live session, the reading rate limits it shares, the reading (the owner's, completed)
 * and the reading's follow-up limit, in one statement (lib/follow-ups/reservation.ts). A question in crisis
 * counts against the rate limits and gets care, reserving nothing. Follow-ups never touch the month's count.
 * An instance that is shutting down refuses new ones with 503 and finishes those under way (lib/lifecycle/drain.ts).
 */
export async function beginFollowUp(reader: Reader, readingId: string, body: FollowUpRequest | Promise<FollowUpRequest>, options: Options = {}): Promise<FollowUpRun> {
  return beginAdmitted(body, () => prepareFollowUp(reader, readingId, body, options));
}

async function prepareFollowUp(
  reader: Reader,
  readingId: string,
  body: FollowUpRequest | Promise<FollowUpRequest>,
  { writer = getWriter(), now = new Date() }: Options,
): Promise<FollowUpRun> {
  // The body's refusal is caught from the start: it may come while the database is still being opened.
  const { question } = await Promise.resolve(body).catch(async (error: unknown) => refuseUnreadableRequest(await getDb(), reader, error));
  const db = await getDb();
  const crisis = detectsCrisis(question);
  // Past the day's AI budget nothing is reserved or counted; someone in crisis is still answered (no writer is asked).
  if (!crisis) refusePastTheBudget(writer, "follow_up", now);
  const { reading, reservation, remaining } = await reserveFollowUp(db, reader, readingId, question, { now, reserve: !crisis });

  if (!reservation) {
    return {
      async write(onText) {
        void writingEnded({ kind: "follow_up", outcome: "crisis", writer: "none" });
        onText?.(CRISIS_RESPONSE);
        return { answer: CRISIS_RESPONSE, followUpId: null, remaining };
      },
    };
  }

  return {
    async write(onText) {
      const answer = await writeReserved(
        {
          nameForReader: "answer",
          kind: "follow_up",
          writer: writer.name,
          writingId: reservation.followUpId,
          chunks: (options) => writer.answer({ reading: reading.prompt, interpretation: reading.interpretation, question }, options),
          quality: (text) => checkWriting({ kind: "follow_up", text, prompt: { reading: reading.prompt, interpretation: reading.interpretation, question } }),
          store: (text) => completeFollowUp(db, reservation, text),
          release: () => releaseFollowUp(db, reservation),
        },
        onText,
      );
      return { answer, followUpId: reservation.followUpId, remaining: reservation.remaining };
    },
  };
}
