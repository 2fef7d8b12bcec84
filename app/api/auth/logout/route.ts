import { revokeSession } from "@/lib/auth/session";
import { jsonResponse } from "@/lib/http/respond";
import { userRoute } from "@/lib/http/route";

/** Log out: the caller's session is revoked on the server, so its token stops working everywhere. */
export const POST = userRoute("/api/auth/logout", async ({ session }) => {
  await revokeSession(session.sessionId);
  return jsonResponse({ success: true });
});
