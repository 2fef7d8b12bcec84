import { jsonResponse } from "@/lib/http/respond";
import { anyoneRoute } from "@/lib/http/route";
import { unsubscribeByToken } from "@/lib/notifications/unsubscribe";

/**
 * One-click unsubscribe (RFC 8058): what a mail client POSTs to from the List-Unsubscribe header (body
 * `List-Unsubscribe=One-Click`), and what the signed-out /unsubscribe page's button posts. The signed
 * token is the only credential; its body is not needed, so it is not read. A forged token is a 400.
 */
export const POST = anyoneRoute("/api/notifications/unsubscribe", async ({ request }) => {
  const { kind } = await unsubscribeByToken(new URL(request.url).searchParams.get("token"));
  return jsonResponse({ unsubscribed: kind });
});
