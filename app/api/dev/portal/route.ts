import { z } from "@/lib/zod";
import { localBillingEnabled } from "@/lib/local-providers";
import { applyLocalSubscriptionAction } from "@/lib/billing/local-checkout";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { readFormBody } from "@/lib/http/body";
import { localProviderRoute, otherMethodsOfLocalProvider } from "@/lib/http/local-provider";
import { lineText } from "@/lib/text";

const portalForm = z.object({
  customer: lineText().min(1).max(128),
  action: z.enum(["cancel_at_period_end", "resume", "end_period"]),
});

/** Local portal only: the page's buttons post here, and the browser goes back to the portal. */
export const POST = localProviderRoute("/api/dev/portal", localBillingEnabled, async ({ request }) => {
  const form = portalForm.safeParse(Object.fromEntries(await readFormBody(request)));
  if (!form.success) throw new AppError("invalid_request", "Invalid portal request");
  await applyLocalSubscriptionAction(form.data.customer, form.data.action);
  return Response.redirect(`${getConfig().appUrl}/dev/portal?customer=${encodeURIComponent(form.data.customer)}`, 303);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethodsOfLocalProvider("/api/dev/portal", localBillingEnabled, ["POST"]);
