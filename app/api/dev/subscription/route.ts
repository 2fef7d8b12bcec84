import { z } from "@/lib/zod";
import { localBillingEnabled } from "@/lib/local-providers";
import { applyLocalSubscriptionAction } from "@/lib/billing/local-checkout";
import { AppError } from "@/lib/errors";
import { readJsonBody } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/respond";
import { localProviderRoute, otherMethodsOfLocalProvider } from "@/lib/http/local-provider";
import { requireSession } from "@/lib/auth/require-user";

const actionBody = z.object({ action: z.enum(["cancel_at_period_end", "resume", "end_period"]) });

/** Local checkout only (404 before anything else otherwise): changes the caller's own subscription as the local portal does. */
export const POST = localProviderRoute("/api/dev/subscription", localBillingEnabled, async ({ request }) => {
  const { user } = await requireSession(request);
  const { action } = await readJsonBody(request, actionBody);
  if (!user.stripeCustomerId) throw new AppError("no_subscription", "There is no active subscription to change.");
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

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethodsOfLocalProvider("/api/dev/subscription", localBillingEnabled, ["POST"]);
