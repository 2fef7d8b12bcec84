import { z } from "@/lib/zod";
import { adminCookie, isAdmin } from "@/lib/admin/access";
import { limitSignInAttempts, signInWithIdToken } from "@/lib/users/sign-in";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/session";
import { readJsonBody } from "@/lib/http/body";
import { assertSameOrigin } from "@/lib/http/origin";
import { jsonResponse } from "@/lib/http/respond";
import { anyoneRoute, signedInRoute } from "@/lib/http/route";
import { lineText } from "@/lib/text";
import { deleteAccount } from "@/lib/users/delete-account";

// A referral code of any shape is accepted here and judged later: a bad one is ignored, never an error.
const signInBody = z.object({ idToken: lineText().min(1).max(8192), referralCode: z.unknown().optional() });

/** Sign in with the identity provider's ID token: `{ user, token }`. */
export const POST = anyoneRoute("/api/auth/google", async ({ request }) => {
  assertSameOrigin(request);
  await limitSignInAttempts(request);
  const signedIn = await signInWithIdToken(await readJsonBody(request, signInBody));
  // An operator's page needs the session too, and it is rendered where no bearer token is sent.
  const headers: Record<string, string> = isAdmin(signedIn.user) ? { "Set-Cookie": adminCookie(signedIn.token, SESSION_MAX_AGE_SECONDS) } : {};
  return jsonResponse(signedIn, { headers });
});

/** Delete the signed-in account and everything of it: its subscription ends at the provider first, then every session of it. */
export const DELETE = signedInRoute("/api/auth/google", async ({ user }) => {
  await deleteAccount(user);
  return jsonResponse({ success: true });
});
