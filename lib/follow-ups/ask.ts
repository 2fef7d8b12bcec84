import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { errorSummary } from "@/lib/http/respond";
import { getInterpreter } from "@/lib/interpreter";
import { CRISIS_RESPONSE, detectsCrisis } from "@/lib/interpreter/crisis";
import { InterpreterUnavailableError, type FollowUpWriter } from "@/lib/interpreter/types";
import { untilAborted } from "@/lib/interpreter/until-aborted";
import type { Reader } from "@/lib/quota/quota";
import { refuseUnreadableRequest } from "@/lib/readings/reading-limits";
import type { FollowUpRequest } from "./follow-up-request";
import { completeFollowUp, releaseFollowUp, reserveFollowUp, type FollowUpReservation } from "./quota";

class WriterUnavailableError extends AppError {
  constructor() {
    super("interpreter_unavailable", "We could not write your answer right now. It was not counted; please try again in a moment.", { "Retry-After": "10" });
  }
}

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
 * and the reading's follow-up limit, in one statement (lib/follow-ups/quota.ts). A question in crisis
 * counts against the rate limits and gets care, reserving nothing. Follow-ups never touch the month's count.
 */
export async function beginFollowUp(
  reader: Reader,
  readingId: string,
  body: FollowUpRequest | Promise<FollowUpRequest>,
  { writer = getInterpreter(), now = new Date() }: Options = {},
): Promise<FollowUpRun> {
  const { question } = await Promise.resolve(body).catch((error: unknown) => refuseUnreadableRequest(reader, error));
  const crisis = detectsCrisis(question);
  const { reading, reservation, remaining } = await reserveFollowUp(reader, readingId, question, { now, reserve: !crisis });

  if (!reservation) {
    return {
      async write(onText) {
        onText?.(CRISIS_RESPONSE);
        return { answer: CRISIS_RESPONSE, followUpId: null, remaining };
      },
    };
  }

  return {
    async write(onText) {
      let answer = "";
      const deadline = AbortSignal.timeout(getConfig().readingTimeoutSeconds * 1000);
      try {
        const chunks = writer.answer({ reading: reading.prompt, interpretation: reading.interpretation, question }, { signal: deadline });
        for await (const chunk of untilAborted(chunks, deadline)) {
          answer += chunk;
          onText?.(chunk);
        }
      } catch (error) {
        await releaseOrLeaveToSweeper(reservation);
        if (error instanceof InterpreterUnavailableError || deadline.aborted) {
          console.error("Follow-up failed and was released:", errorSummary(error));
          throw new WriterUnavailableError();
        }
        throw error;
      }
      try {
        const { stored } = await completeFollowUp(reservation, answer);
        if (!stored) console.warn("A follow-up finished after its reservation was swept: it was not counted.");
      } catch (error) {
        await releaseOrLeaveToSweeper(reservation);
        throw error;
      }
      return { answer, followUpId: reservation.followUpId, remaining: reservation.remaining };
    },
  };
}

async function releaseOrLeaveToSweeper(reservation: FollowUpReservation): Promise<void> {
  await releaseFollowUp(reservation).catch((error: unknown) => console.error("Follow-up not released yet (the sweeper will):", errorSummary(error)));
}
