import type { User } from "@/db/schema";
import { detectsCrisis, CRISIS_RESPONSE } from "@/lib/interpreter/crisis";
import { getInterpreter } from "@/lib/interpreter";
import { InterpreterUnavailableError, type Interpreter } from "@/lib/interpreter/types";
import { AppError } from "@/lib/errors";
import { errorSummary } from "@/lib/http/respond";
import { completeReading, releaseReading, reserveReading } from "@/lib/quota/quota";
import { consumeRateLimits, type RateLimit } from "@/lib/rate-limit/rate-limit";
import { getDb } from "@/db";
import { judgeReferralOnReading } from "@/lib/referrals/credit";
import { canUseCategory, canUseSpread } from "@/lib/tarot/access";
import type { InterpretRequest } from "./interpret-request";

export class PremiumRequiredError extends AppError {
  constructor(what: "spread" | "category") {
    super("premium_required", `This ${what} is part of the subscription. Subscribe to unlock every spread and category.`);
  }
}

export class WriterUnavailableError extends AppError {
  constructor() {
    super("interpreter_unavailable", "We could not write your reading right now. It was not counted; please try again in a moment.", {
      "Retry-After": "10",
    });
  }
}

export type ReadingOutcome = { interpretation: string; readingId: string | null };

/** A reading whose entitlements are settled and whose cost is reserved, waiting to be written. */
export type ReadingRun = {
  /**
   * Writes the reading, handing each chunk to `onText` as the writer produces it. A writer's failure
   * releases the reading and becomes 503; anything else (a bug, a reader who left) releases it too.
   */
  write(onText?: (text: string) => void, signal?: AbortSignal): Promise<ReadingOutcome>;
};

type Options = {
  interpreter?: Interpreter;
  now?: Date;
  /** Counted in the reservation's own statement (or alone when nothing is reserved); 429 past any. */
  rateLimits?: RateLimit[];
  rateLimitMessage?: string;
};

/**
 * Everything that decides whether a reading may happen, before its first word: entitlements, a crisis
 * check, and the reservation (so 402/403 are answered as plain statuses, never mid-stream).
 */
export async function beginReading(
  user: User,
  request: InterpretRequest,
  { interpreter = getInterpreter(), now = new Date(), rateLimits = [], rateLimitMessage }: Options = {},
): Promise<ReadingRun> {
  const refused = !canUseSpread(user.role, request.type) ? "spread" : !canUseCategory(user.role, request.category) ? "category" : undefined;
  const crisis = !refused && detectsCrisis(request.question);
  // A request that reserves nothing still counts against the rate limits (429 before 403).
  if (refused || crisis) await consumeRateLimits(await getDb(), rateLimits, { message: rateLimitMessage, now });
  if (refused) throw new PremiumRequiredError(refused);

  // Someone in crisis gets care and real help, not a reading; nothing is stored or counted.
  if (crisis) {
    return {
      async write(onText) {
        onText?.(CRISIS_RESPONSE);
        return { interpretation: CRISIS_RESPONSE, readingId: null };
      },
    };
  }

  const reservation = await reserveReading(user, request, { now, rateLimits, rateLimitMessage });
  return {
    async write(onText, signal) {
      let interpretation = "";
      let referralWaiting = false;
      try {
        for await (const chunk of interpreter.stream(request, { signal })) {
          interpretation += chunk;
          onText?.(chunk);
        }
        signal?.throwIfAborted();
        ({ referralWaiting } = await completeReading(reservation, interpretation));
      } catch (error) {
        await releaseReading(reservation);
        if (error instanceof InterpreterUnavailableError) {
          console.error("Reading failed and was released:", errorSummary(error));
          throw new WriterUnavailableError();
        }
        throw error;
      }
      // The reading is the reader's whatever happens here; an unjudged referral is judged at the next one.
      if (referralWaiting) await judgeReferralOnReading(user.id, now).catch((error: unknown) => console.error("Referral not judged:", errorSummary(error)));
      return { interpretation, readingId: reservation.readingId };
    },
  };
}

/** One reading, start to end, answered whole (the JSON of spec §7). */
export async function interpretReading(user: User, request: InterpretRequest, options: Options = {}): Promise<{ interpretation: string }> {
  const { interpretation } = await (await beginReading(user, request, options)).write();
  return { interpretation };
}
