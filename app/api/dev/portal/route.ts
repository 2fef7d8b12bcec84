import { z } from "zod";
import { localBillingEnabled } from "@/lib/billing";
import { applyLocalSubscriptionAction } from "@/lib/billing/local-provider";
import { getConfig } from "@/lib/config";
import { HttpError } from "@/lib/http/respond";
import { publicRoute } from "@/lib/http/route";

const portalForm = z.object({
  customer: z.string().min(1).max(128),
  action: z.enum(["cancel_at_period_end", "resume", "end_period"]),
});

/** Local portal only: the page's buttons post here, and the browser goes back to the portal. */
export const POST = publicRoute(async (request) => {
  if (!localBillingEnabled()) throw new HttpError(404, "Not found", "not_found");
  const form = portalForm.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) throw new HttpError(400, "Invalid portal request", "invalid_request");
  await applyLocalSubscriptionAction(form.data.customer, form.data.action);
  return Response.redirect(`${getConfig().appUrl}/dev/portal?customer=${encodeURIComponent(form.data.customer)}`, 303);
});
