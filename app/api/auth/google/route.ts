import { z } from "zod";
import { signInWithIdToken } from "@/lib/auth/sign-in";
import { cancelBillingFor } from "@/lib/billing/account";
import { readJsonBody } from "@/lib/http/body";
import { assertSameOrigin } from "@/lib/http/origin";
import { HttpError, jsonResponse } from "@/lib/http/respond";
import { publicRoute, userRoute } from "@/lib/http/route";
import { deleteUser } from "@/lib/users/users";

const signInBody = z.object({ idToken: z.string().min(1).max(8192) });

/** Sign in with the identity provider's ID token: `{ user, token }`. */
export const POST = publicRoute(async (request) => {
  assertSameOrigin(request);
  const { idToken } = await readJsonBody(request, signInBody);
  return jsonResponse(await signInWithIdToken(idToken));
});

/** Delete the signed-in account and everything of it; its subscription ends at the provider first. */
export const DELETE = userRoute(async (_request, user) => {
  await cancelBillingFor(user);
  if (!(await deleteUser(user.id))) throw new HttpError(404, "This account no longer exists.", "not_found");
  return jsonResponse({ success: true });
});
