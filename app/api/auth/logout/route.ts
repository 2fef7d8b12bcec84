import { revokeSession } from "@/lib/auth/session";
import { jsonResponse } from "@/lib/http/respond";
import { userRoute } from "@/lib/http/route";

/** Log out: the caller's session is revoked on the server, so its token stops working everywhere. */
export const POST = userRoute(async (_request, _user, { sessionId }) => {
  await revokeSession(sessionId);
  return jsonResponse({ success: true });
});
