import { revokeCustomerSessions } from "@/lib/admin/actions";
import { actionRequestSchema } from "@/lib/admin/admin-action";
import { readJsonBody } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/respond";
import { operatorRoute } from "@/lib/http/route";

/** Signs the customer out everywhere: `{ revoked }`, the sessions ended. */
export const POST = operatorRoute("/api/admin/users/[id]/revoke-sessions", async ({ request, operator, params }) => {
  const body = await readJsonBody(request, actionRequestSchema);
  return jsonResponse(await revokeCustomerSessions(operator, params.id, body));
});
