import { z } from "@/lib/zod";
import type { ApiResult } from "../api-result";
import { callApi } from "./call";

const localIdTokenSchema = z.object({ idToken: z.string().min(1) });

/**
 * POST /api/dev/identity/token (local issuer only): an ID token for the e-mail, as the provider's popup
 * would give one. Like the sign-in it stands in for, the call carries no Authorization header, and the
 * body alone decides.
 */
export function requestLocalIdToken(request: { email: string; nonce: string }): Promise<ApiResult<{ data: { idToken: string } }>> {
  return callApi("/api/dev/identity/token", { method: "POST", json: request, anonymous: true, bodyAlone: true, answer: localIdTokenSchema });
}
