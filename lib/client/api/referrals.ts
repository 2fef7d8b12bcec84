import { referralsResponseSchema, type ReferralEntry } from "@/lib/referrals/referral-response";
import type { ApiResult } from "../api-result";
import { callApi } from "./call";

/** GET /api/referrals: the signed-in user's referrals, newest first. */
export function getReferrals(): Promise<ApiResult<{ data: { referrals: ReferralEntry[] } }>> {
  return callApi("/api/referrals", { cache: "no-store", answer: referralsResponseSchema });
}
