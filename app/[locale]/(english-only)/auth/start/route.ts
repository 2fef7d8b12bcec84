import { authorizeUrl } from "@/lib/auth/identity-provider";
import { AppError } from "@/lib/errors";
import { errorResponse } from "@/lib/http/respond";
import { anyoneRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * The sign-in popup opens here first, synchronously from the click (popup blockers allow that),
 * and is sent on to the identity provider chosen by the server's configuration.
 */
export const GET = anyoneRoute("/auth/start", async ({ request }) => {
  const nonce = new URL(request.url).searchParams.get("nonce") ?? "";
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(nonce)) return errorResponse(new AppError("invalid_nonce", "Invalid sign-in request."));
  return new Response(null, { status: 302, headers: { Location: authorizeUrl(nonce), "Cache-Control": "no-store" } });
});
