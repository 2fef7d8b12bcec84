import { z } from "@/lib/zod";
import { apiJson } from "./api-fetch";
import { answerOrThrow, resultOf } from "./api-result";

/** The local sign-in page's message when the local issuer gives no ID token and no reason. */
export const LOCAL_SIGN_IN_FAILED_MESSAGE = "Could not sign in.";

const localIdTokenSchema = z.object({ idToken: z.string().min(1) });

/**
 * POST /api/dev/identity/token (local issuer only): an ID token for the e-mail, as the provider's popup
 * would give one. Like the sign-in it stands in for, the call carries no Authorization header.
 */
export async function requestLocalIdToken(request: { email: string; nonce: string }): Promise<string> {
  const answer = await apiJson("/api/dev/identity/token", { method: "POST", json: request, anonymous: true }, (body) =>
    answerOrThrow(resultOf(body, localIdTokenSchema), LOCAL_SIGN_IN_FAILED_MESSAGE),
  );
  return answer.idToken;
}
