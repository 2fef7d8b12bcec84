import { grantReadings } from "@/lib/admin/actions";
import { grantRequestSchema } from "@/lib/admin/admin-action";
import { readJsonBody } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/respond";
import { operatorRoute } from "@/lib/http/route";

/** `{ readings: 1..50, reason }`: bonus readings for the customer, recorded with the reason. */
export const POST = operatorRoute("/api/admin/users/[id]/grant", async ({ request, operator, params }) => {
  const body = await readJsonBody(request, grantRequestSchema);
  return jsonResponse(await grantReadings(operator, params.id, body));
});
