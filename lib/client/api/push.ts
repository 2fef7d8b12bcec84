import { pushSettingsSchema, type PushSettings } from "@/lib/notifications/push/push-response";
import type { PushSubscriptionRequest } from "@/lib/notifications/push/subscription-request";
import type { ApiResult } from "../api-result";
import { callApi, successAnswer } from "./call";

const PATH = "/api/notifications/push";

/** GET /api/notifications/push: whether this server sends web push, and the key to subscribe with. */
export function getPushSettings(): Promise<ApiResult<{ data: PushSettings }>> {
  return callApi(PATH, { cache: "no-store", answer: pushSettingsSchema });
}

/** POST /api/notifications/push: this browser's subscription (its `toJSON()`), for the signed-in reader. */
export function subscribeDevice(subscription: PushSubscriptionRequest): Promise<ApiResult<object>> {
  return callApi(PATH, { method: "POST", json: subscription, cache: "no-store", answer: successAnswer });
}

/** DELETE /api/notifications/push: this browser's endpoint, no longer to be pushed to. */
export function unsubscribeDevice(endpoint: string): Promise<ApiResult<object>> {
  return callApi(PATH, { method: "DELETE", json: { endpoint }, cache: "no-store", answer: successAnswer });
}
