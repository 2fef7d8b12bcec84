import { z } from "zod";
import { localBillingEnabled } from "@/lib/billing";
import { applyLocalSubscriptionAction } from "@/lib/billing/local-provider";
import { readJsonBody } from "@/lib/http/body";
import { HttpError, jsonResponse } from "@/lib/http/respond";
import { userRoute } from "@/lib/http/route";

const actionBody = z.object({ action: z.enum(["cancel_at_period_end", "resume", "end_period"]) });

/** Local checkout only: changes the caller's own subscription as the local portal does. */
export const POST = userRoute(async (request, user) => {
  if (!localBillingEnabled()) throw new HttpError(404, "Not found", "not_found");
  const { action } = await readJsonBody(request, actionBody);
  if (!user.stripeCustomerId) throw new HttpError(400, "There is no active subscription to change.", "no_subscription");
  const subscription = await applyLocalSubscriptionAction(user.stripeCustomerId, action);
  return jsonResponse({
    subscription: {
      id: subscription.id,
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
    },
  });
});
