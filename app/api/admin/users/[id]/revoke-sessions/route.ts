import { revokeCustomerSessions } from "@/lib/admin/actions";
import { actionRequestSchema } from "@/lib/admin/admin-action";
import { readJsonBody } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/respond";
import { adminRoute } from "@/lib/http/route";

type Context = { params: Promise<{ id: string }> };

/** Signs the customer out everywhere: `{ revoked }`, the sessions ended. */
export const POST = adminRoute<Context>(async (request, { user }, { params }) => {
  const body = await readJsonBody(request, actionRequestSchema);
  return jsonResponse(await revokeCustomerSessions(user, (await params).id, body));
});
