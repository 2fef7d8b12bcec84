import type { User } from "@/db/schema";
import { detectsCrisis, CRISIS_RESPONSE } from "@/lib/interpreter/crisis";
import { getInterpreter } from "@/lib/interpreter";
import { InterpreterUnavailableError, type Interpreter } from "@/lib/interpreter/types";
import { untilAborted } from "@/lib/interpreter/until-aborted";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { databaseUnavailableError, errorSummary } from "@/lib/http/respond";
import { completeReading, releaseReading, reserveReading, type Reader, type Reservation } from "@/lib/quota/quota";
import { judgeReferralOnReading } from "@/lib/referrals/credit";
import type { InterpretRequest } from "./interpret-request";
import { refuseUnreadableRequest } from "./reading-limits";

class WriterUnavailableError extends AppError {
  constructor() {
    super("interpreter_unavailable", "We could not write your reading right now. It was not counted; please try again in a moment.", {
      "Retry-After": "10",
    });
  }
}

type ReadingOutcome = { interpretation: string; readingId: string | null };

/** A reading whose entitlements are settled and whose cost is reserved, waiting to be written. */
export type ReadingRun = {
  /**
   * Writes the reading, handing each chunk to `onText` as the writer produces it, and stores it. Once
   * reserved, a reading is written to its end even if nobody is listening any more (a reader who left
   * finds it in the journal): only the writer's own failure or its deadline releases it, as 503.
   */
  write(onText?: (text: string) => void): Promise<ReadingOutcome>;
};

type Options = { interpreter?: Interpreter; now?: Date };

/**
 * Everything that decides whether a reading may happen, before its first word: the reader, the rate
 * limits they count against (lib/readings/reading-limits.ts), entitlements and the reservation, in one
 * statement (lib/quota/quota.ts), so that 401/402/403/429 are answered as plain statuses, never
 * mid-stream. Someone in crisis counts against the rate limits but reserves nothing. A reader named by a
 * bearer token's session (lib/auth/session.ts) is a reader only while that session is live, which the
 * same statement checks. The request may still be arriving: a body that turns out to be no reading is
 * refused after the session and rate-limit checks it would have met.
 */
export async function beginReading(
  reader: Reader,
  body: InterpretRequest | Promise<InterpretRequest>,
  { interpreter = getInterpreter(), now = new Date() }: Options = {},
): Promise<ReadingRun> {
  const request = await Promise.resolve(body).catch((error: unknown) => refuseUnreadableRequest(reader, error));
  const crisis = detectsCrisis(request.question);
  const { reader: found, reservation } = await reserveReading(reader, request, { now, reserve: !crisis });

  // Someone in crisis gets care and real help, not a reading; nothing is stored or counted against the month.
  if (!reservation) {
    return {
      async write(onText) {
        onText?.(CRISIS_RESPONSE);
        return { interpretation: CRISIS_RESPONSE, readingId: null };
      },
    };
  }

  return {
    async write(onText) {
      let interpretation = "";
      // The writer's deadline, well inside the age at which the sweeper takes a reservation for abandoned.
      const deadline = AbortSignal.timeout(getConfig().readingTimeoutSeconds * 1000);
      try {
        for await (const chunk of untilAborted(interpreter.stream(request, { signal: deadline }), deadline)) {
          interpretation += chunk;
          onText?.(chunk);
        }
      } catch (error) {
        await releaseOrLeaveToSweeper(reservation);
        if (error instanceof InterpreterUnavailableError || deadline.aborted) {
          console.error("Reading failed and was released:", errorSummary(error));
          throw new WriterUnavailableError();
        }
        throw error;
      }
      let referralWaiting: boolean;
      try {
        let stored: boolean;
        ({ referralWaiting, stored } = await completeReading(reservation, interpretation, interpreter.name));
        if (!stored) {
          // The database kept the reading waiting so long that the sweeper gave it back: it is neither stored
          // nor counted, so the reader hears that it failed and tries again for free, as after any outage.
          console.warn("A reading finished after its reservation was swept: not stored, not counted.");
          throw databaseUnavailableError();
        }
      } catch (error) {
        // Not stored (the database went away): not counted either, and the reader is told to try again.
        await releaseOrLeaveToSweeper(reservation);
        throw error;
      }
      // The reading is the reader's whatever happens here; an unjudged referral is judged at the next one.
      if (referralWaiting) await judgeReferralOnReading(found.id, now).catch((error: unknown) => console.error("Referral not judged:", errorSummary(error)));
      return { interpretation, readingId: reservation.readingId };
    },
  };
}

/**
 * Gives a failed reading back now, or, when the database cannot be reached to do so, leaves it to the
 * sweeper (lib/quota/sweeper.ts), which releases every reservation older than the writer's deadline:
 * the reader hears about the failure that happened, not about the release.
 */
async function releaseOrLeaveToSweeper(reservation: Reservation): Promise<void> {
  await releaseReading(reservation).catch((error: unknown) => console.error("Reading not released yet (the sweeper will):", errorSummary(error)));
}

/** One reading, start to end, answered whole (the JSON answer of docs/product.md#reading-route). */
export async function interpretReading(user: User, request: InterpretRequest, options: Options = {}): Promise<{ interpretation: string }> {
  const { interpretation } = await (await beginReading({ userId: user.id }, request, options)).write();
  return { interpretation };
}
