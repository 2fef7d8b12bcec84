import { resyncCustomer } from "@/lib/admin/actions";
import { actionRequestSchema } from "@/lib/admin/admin-action";
import { readJsonBody } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/respond";
import { operatorRoute } from "@/lib/http/route";

/** Converges the customer's subscription to what the billing provider says now: `{ role }`. */
export const POST = operatorRoute("/api/admin/users/[id]/resync", async ({ request, operator, params }) => {
  const body = await readJsonBody(request, actionRequestSchema);
  return jsonResponse(await resyncCustomer(operator, params.id, body));
});
