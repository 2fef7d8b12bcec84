import "server-only";
import { generateRequestDetails } from "web-push";
import type { PushMessage } from "../types";
import { forgetPushSubscription, pushSubscriptionsOf, type StoredPushSubscription } from "./subscriptions";
import { vapidDetails, type VapidDetails } from "./vapid";

/** A push service keeps an undelivered message this long (the device may be off): a day's card is stale after that. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** One push service's answer is waited for this long. */
const PUSH_TIMEOUT_MS = 10_000;

/** What became of one message to every device of a reader. */
export type PushOutcome = { delivered: number; removed: number };

/** Some device's push service failed (not a 404/410): the job retries, and its reason is this message. */
export class PushDeliveryError extends Error {
  override name = "PushDeliveryError";
}

/**
 * Sends one message to every device the reader turned on, encrypted for each (aes128gcm, RFC 8291) and
 * signed with our VAPID key (RFC 8292) by `web-push`. A 404 or 410 means the device unsubscribed: its
 * subscription is removed. Any other failure is thrown once every device was tried, so that the job is
 * retried; a device that got it then gets it again, and its `tag` replaces the one shown.
 *
 * The request is web-push's own (`generateRequestDetails`), posted with fetch: web-push's
 * `sendNotification` speaks only https, and the tests' push service is a local http server.
 */
export async function sendPush(userId: string, message: PushMessage): Promise<PushOutcome> {
  const vapid = await vapidDetails();
  if (!vapid) throw new PushDeliveryError("Web push is off: no VAPID keys");
  const payload = JSON.stringify(message);
  const outcomes = await Promise.all((await pushSubscriptionsOf(userId)).map((subscription) => pushTo(subscription, payload, vapid)));
  const failures = outcomes.flatMap((outcome) => (outcome.kind === "failed" ? [outcome.reason] : []));
  if (failures.length > 0) throw new PushDeliveryError(`Push failed for ${failures.length} of ${outcomes.length} devices: ${failures.join("; ")}`);
  return { delivered: outcomes.filter((outcome) => outcome.kind === "delivered").length, removed: outcomes.filter((outcome) => outcome.kind === "removed").length };
}

type DeviceOutcome = { kind: "delivered" } | { kind: "removed" } | { kind: "failed"; reason: string };

/** Delivered, removed (404/410), or why it failed (the push service's host, never the endpoint's secret path). */
async function pushTo(subscription: StoredPushSubscription, payload: string, vapid: VapidDetails): Promise<DeviceOutcome> {
  const host = new URL(subscription.endpoint).host;
  let status: number;
  try {
    const request = generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
      urgency: "normal",
      contentEncoding: "aes128gcm",
    });
    const response = await fetch(request.endpoint, {
      method: "POST",
      headers: headersOf(request.headers),
      body: new Uint8Array(request.body ?? []),
      redirect: "error",
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    status = response.status;
  } catch (error) {
    return { kind: "failed", reason: `${host}: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (status >= 200 && status < 300) return { kind: "delivered" };
  if (status === 404 || status === 410) {
    await forgetPushSubscription(subscription);
    return { kind: "removed" };
  }
  return { kind: "failed", reason: `${host} answered ${status}` };
}

/** web-push's headers as fetch takes them; fetch counts the body's length itself. */
function headersOf(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== "content-length").map(([name, value]) => [name, String(value)]));
}
