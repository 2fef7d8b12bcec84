import { z } from "@/lib/zod";
import type { ApiResult } from "../api-result";
import { callApi, withQuery } from "./call";

const unsubscribedSchema = z.object({ unsubscribed: z.enum(["daily_card", "check_in"]) });

/** POST /api/notifications/unsubscribe?token=…: turns off the mail a signed unsubscribe link names, signed in or not. */
export function unsubscribeWithToken(token: string): Promise<ApiResult<{ data: z.infer<typeof unsubscribedSchema> }>> {
  return callApi(withQuery("/api/notifications/unsubscribe", { token }), { method: "POST", anonymous: true, answer: unsubscribedSchema });
}
