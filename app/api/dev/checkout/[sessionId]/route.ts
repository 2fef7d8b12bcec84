import { z } from "@/lib/zod";
import { localBillingEnabled } from "@/lib/local-providers";
import { completeLocalCheckout } from "@/lib/billing/local-checkout";
import { getConfig } from "@/lib/config";
import { isFormBody, readFormBody, readJsonBody } from "@/lib/http/body";
import { AppError } from "@/lib/errors";
import { jsonResponse } from "@/lib/http/respond";
import { localProviderRoute, otherMethodsOfLocalProvider } from "@/lib/http/local-provider";

const outcomeSchema = z.enum(["paid", "cancelled"]);

/**
 * Local checkout only: pays or cancels a checkout session. Scripts send JSON `{ outcome }` and get
 * `{ url }` (410 for an expired session); the local checkout page's form gets a 303 to that url, or
 * back to the page, which says why an expired session cannot be paid.
 */
export const POST = localProviderRoute("/api/dev/checkout/[sessionId]", localBillingEnabled, async ({ request, params: { sessionId } }) => {
  if (isFormBody(request)) {
    const outcome = outcomeSchema.safeParse((await readFormBody(request)).get("outcome"));
    if (!outcome.success) throw new AppError("invalid_request", "Invalid outcome");
    const { url } = await completeLocalCheckout(sessionId, outcome.data).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "checkout_expired") return { url: `${getConfig().appUrl}/dev/checkout/${encodeURIComponent(sessionId)}` };
      throw error;
    });
    return Response.redirect(url, 303);
  }
  const { outcome } = await readJsonBody(request, z.object({ outcome: outcomeSchema }));
  return jsonResponse(await completeLocalCheckout(sessionId, outcome));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethodsOfLocalProvider("/api/dev/checkout/[sessionId]", localBillingEnabled, ["POST"]);
