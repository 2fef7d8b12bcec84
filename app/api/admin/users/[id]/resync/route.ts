import { resyncCustomer } from "@/lib/admin/actions";
import { actionRequestSchema } from "@/lib/admin/admin-action";
import { readJsonBody } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/respond";
import { adminRoute } from "@/lib/http/route";

type Context = { params: Promise<{ id: string }> };

/** Converges the customer's subscription to what the billing provider says now: `{ role }`. */
export const POST = adminRoute<Context>(async (request, { user }, { params }) => {
  const body = await readJsonBody(request, actionRequestSchema);
  return jsonResponse(await resyncCustomer(user, (await params).id, body));
});
