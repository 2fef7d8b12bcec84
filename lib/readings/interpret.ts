import type { User } from "@/db/schema";
import { detectsCrisis, CRISIS_RESPONSE } from "@/lib/interpreter/crisis";
import { getInterpreter } from "@/lib/interpreter";
import type { Interpreter } from "@/lib/interpreter/types";
import { HttpError, errorSummary } from "@/lib/http/respond";
import { completeReading, releaseReading, reserveReading } from "@/lib/quota/quota";
import { judgeReferralOnReading } from "@/lib/referrals/credit";
import { canUseCategory, canUseSpread } from "@/lib/tarot/access";
import type { InterpretRequest } from "./interpret-request";

export class PremiumRequiredError extends HttpError {
  constructor(what: "spread" | "category") {
    super(403, `This ${what} is part of the subscription. Subscribe to unlock every spread and category.`, "premium_required");
  }
}

export class WriterUnavailableError extends HttpError {
  constructor() {
    super(503, "We could not write your reading right now. It was not counted; please try again in a moment.", "interpreter_unavailable", {
      "Retry-After": "10",
    });
  }
}

/**
 * One reading, start to end: entitlements, a crisis check, then reserve → write → complete, or
 * release when the writer fails so that a failed reading costs nothing.
 */
export async function interpretReading(
  user: User,
  request: InterpretRequest,
  { interpreter = getInterpreter(), now = new Date() }: { interpreter?: Interpreter; now?: Date } = {},
): Promise<{ interpretation: string }> {
  if (!canUseSpread(user.role, request.type)) throw new PremiumRequiredError("spread");
  if (!canUseCategory(user.role, request.category)) throw new PremiumRequiredError("category");

  // Someone in crisis gets care and real help, not a reading; nothing is stored or counted.
  if (detectsCrisis(request.question)) return { interpretation: CRISIS_RESPONSE };

  const reservation = await reserveReading(user, request, now);
  let interpretation: string;
  try {
    interpretation = await interpreter.write(request);
    await completeReading(reservation, interpretation);
  } catch (error) {
    await releaseReading(reservation);
    console.error("Reading failed and was released:", errorSummary(error));
    throw new WriterUnavailableError();
  }
  // The reading is the reader's whatever happens here; an unjudged referral is judged at the next one.
  await judgeReferralOnReading(user.id, now).catch((error: unknown) => console.error("Referral not judged:", errorSummary(error)));
  return { interpretation };
}
