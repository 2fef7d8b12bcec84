import "server-only";
import { getDb } from "@/db";
import { detectsCrisis, CRISIS_RESPONSE } from "@/lib/writers/crisis";
import { getWriter } from "@/lib/writers";
import { checkWriting } from "@/lib/writers/quality";
import type { ReadingWriter } from "@/lib/writers/types";
import { errorSummary } from "@/lib/observability/error-summary";
import { completeReading, releaseReading, reserveReading } from "@/lib/reservations/readings";
import type { Reader } from "@/lib/reservations/reader-statement";
import { judgeReferralOnReading } from "@/lib/referrals/credit";
import type { InterpretRequest } from "./interpret-request";
import { recentMemory, rememberedOf } from "./memory";
import { refuseUnreadableRequest } from "./reading-limits";
import { NOTHING_REMEMBERED, type Remembered } from "./remembered";
import { refusePastTheBudget } from "./ai-budget";
import { writeReserved } from "./write-reserved";
import { log } from "@/lib/observability/log";
import { writingEnded } from "@/lib/observability/writer-runs";
import { judgeLater } from "@/lib/writers/quality/judge";
import { beginAdmitted } from "@/lib/lifecycle/drain";

type ReadingOutcome = { interpretation: string; readingId: string | null; remembered: Remembered };

/** A reading whose entitlements are settled and whose cost is reserved, waiting to be written. */
export type ReadingRun = {
  /**
   * Writes the reading, handing each chunk to `onText` as the writer produces it, and stores it. Once
   * reserved, a reading is written to its end even if nobody is listening any more (a reader who left
   * finds it in the journal): only the writer's own failure or its deadline releases it, as 503.
   */
  write(onText?: (text: string) => void): Promise<ReadingOutcome>;
};

type Options = { writer?: ReadingWriter; now?: Date };

/**
 * Everything that decides whether a reading may happen, before its first word: the reader, the rate
 * limits they count against (lib/readings/reading-limits.ts), entitlements and the reservation, in one
 * statement (lib/reservations/readings.ts), so that 401/402/403/429 are answered as plain statuses, never
 * mid-stream. Someone in crisis counts against the rate limits but reserves nothing. A reader named by a
 * bearer token's session (lib/auth/session.ts) is a reader only while that session is live, which the
 * same statement checks. The request may still be arriving: a body that turns out to be no reading is
 * refused after the session and rate-limit checks it would have met. An instance that is shutting down
 * refuses new readings with 503 and finishes those under way (lib/lifecycle/drain.ts).
 */
export async function beginReading(reader: Reader, body: InterpretRequest | Promise<InterpretRequest>, options: Options = {}): Promise<ReadingRun> {
  return beginAdmitted(body, () => prepareReading(reader, body, options));
}

async function prepareReading(
  reader: Reader,
  body: InterpretRequest | Promise<InterpretRequest>,
  { writer = getWriter(), now = new Date() }: Options,
): Promise<ReadingRun> {
  // The body's refusal is caught from the start: it may come while the database is still being opened.
  const request = await Promise.resolve(body).catch(async (error: unknown) => refuseUnreadableRequest(await getDb(), reader, error));
  const db = await getDb();
  const crisis = detectsCrisis(request.question);
  // Past the day's AI budget nothing is reserved or counted; someone in crisis is still answered (no writer is asked).
  if (!crisis) refusePastTheBudget(writer, "reading", now);
  const { reader: found, reservation } = await reserveReading(db, reader, request, { now, reserve: !crisis });

  // Someone in crisis gets care and real help, not a reading; nothing is stored or counted against the month.
  if (!reservation) {
    return {
      async write(onText) {
        void writingEnded({ kind: "reading", outcome: "crisis", writer: "none", spread: request.type, category: request.category });
        onText?.(CRISIS_RESPONSE);
        return { interpretation: CRISIS_RESPONSE, readingId: null, remembered: NOTHING_REMEMBERED };
      },
    };
  }

  // What the writer is given of the reader's recent readings, when their readings remember (lib/readings/memory.ts);
  // a reading that cannot remember is still written, as one that remembers nothing.
  const memory = await recentMemory(db, { userId: found.id, role: found.role, now }).catch((error: unknown) => {
    log.warn("Recent readings not remembered", { error: errorSummary(error) });
    return null;
  });
  const remembered = rememberedOf(memory);

  return {
    async write(onText) {
      let referralWaiting = false;
      const interpretation = await writeReserved(
        {
          nameForReader: "reading",
          kind: "reading",
          writer: writer.name,
          writingId: reservation.readingId,
          labels: { spread: request.type, category: request.category },
          chunks: (options) => writer.stream(memory ? { ...request, memory } : request, options),
          quality: (text) => checkWriting({ kind: "reading", text, prompt: request }),
          async store(text) {
            const completed = await completeReading(db, reservation, text, writer.name, memory ? remembered : null);
            referralWaiting = completed.referralWaiting;
            return completed;
          },
          release: () => releaseReading(db, reservation),
        },
        onText,
      );
      // Delivered and stored: the optional judge may read it now, in the background (never awaited).
      judgeLater({ writingId: reservation.readingId, writer: writer.name, prompt: request, text: interpretation });
      // The reading is the reader's whatever happens here; an unjudged referral is judged at the next one.
      if (referralWaiting) await judgeReferralOnReading(found.id, now).catch((error: unknown) => log.error("Referral not judged", { error: errorSummary(error) }));
      return { interpretation, readingId: reservation.readingId, remembered };
    },
  };
}
