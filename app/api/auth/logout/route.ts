import { revokeSession } from "@/lib/auth/session";
import { jsonResponse } from "@/lib/http/respond";
import { signedInRoute } from "@/lib/http/route";

/** Log out: the caller's session is revoked on the server, so its token stops working everywhere. */
export const POST = signedInRoute("/api/auth/logout", async ({ session }) => {
  await revokeSession(session.sessionId);
  return jsonResponse({ success: true });
});
