import type { PreferencesRequest } from "@/lib/users/preferences-request";
import { publicUserSchema, type PublicUser } from "@/lib/users/public-user";
import { z } from "@/lib/zod";
import type { ApiResult } from "../api-result";
import { callApi } from "./call";

const signInResultSchema = z.object({ user: publicUserSchema, token: z.string().min(1) });
/** A signed-in user and the session's token. */
export type SignInResult = z.infer<typeof signInResultSchema>;

/** Any JSON object (or array) without an error is a success: only the error field is read. */
const anyJsonObjectSchema = z.union([z.object({}), z.array(z.unknown())]);

/**
 * POST /api/auth/google: trades the identity provider's ID token (and the referral code of a `?ref=` link,
 * when one is kept) for our user and session token. Sent without an Authorization header; the body alone decides.
 */
export function signInWithGoogle({ idToken, referralCode = null }: { idToken: string; referralCode?: string | null }): Promise<ApiResult<{ data: SignInResult }>> {
  return callApi("/api/auth/google", {
    method: "POST",
    json: referralCode ? { idToken, referralCode } : { idToken },
    anonymous: true,
    bodyAlone: true,
    answer: signInResultSchema,
  });
}

/** GET /api/auth/user: the signed-in user, with this month's reading stats. */
export function getUser(): Promise<ApiResult<{ data: PublicUser }>> {
  return callApi("/api/auth/user", { cache: "no-store", answer: publicUserSchema });
}

/**
 * Whether a failed user fetch means the stored token is no good: only the server's refusal of the
 * session (401 `unauthenticated`) says so. A 503 while the database restarts, a proxy's 502 or a dropped
 * connection says nothing about the session, and forgetting the token then would sign someone out for a
 * moment's outage.
 */
export function sessionRefused(result: ApiResult<object>): boolean {
  return result.kind === "refused" && result.code === "unauthenticated";
}

/** PUT /api/auth/user/preferences: 'Let readings remember my recent readings' on or off, the reader's language, or both; answers the user as it now is. */
export function savePreferences(preferences: PreferencesRequest): Promise<ApiResult<{ data: PublicUser }>> {
  return callApi("/api/auth/user/preferences", { method: "PUT", json: preferences, answer: publicUserSchema });
}

/** POST /api/auth/logout: revokes the stored session on the server (docs/decisions.md#server-side-sessions). */
export function logOut(): Promise<ApiResult<{ data: object }>> {
  return callApi("/api/auth/logout", { method: "POST", bodyAlone: true, answer: anyJsonObjectSchema });
}

/** DELETE /api/auth/google: deletes the signed-in account. */
export function deleteAccount(): Promise<ApiResult<{ data: object }>> {
  return callApi("/api/auth/google", { method: "DELETE", bodyAlone: true, answer: anyJsonObjectSchema });
}
