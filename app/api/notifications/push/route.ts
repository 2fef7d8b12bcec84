import { readJsonBody } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/respond";
import { anyoneRoute, signedInRoute } from "@/lib/http/route";
import { pushSubscriptionRequestSchema, pushUnsubscribeRequestSchema } from "@/lib/notifications/push/subscription-request";
import { removePushSubscription, savePushSubscription } from "@/lib/notifications/push/subscriptions";
import { pushSettings } from "@/lib/notifications/push/vapid";

/** Whether this server sends web push, and its VAPID public key: `{ enabled, publicKey }`. */
export const GET = anyoneRoute("/api/notifications/push", async () => jsonResponse(await pushSettings()));

/** 'Notify me on this device' on: the browser's PushSubscription, kept for the caller by its endpoint. */
export const POST = signedInRoute("/api/notifications/push", async ({ request, user }) => {
  await savePushSubscription(user.id, await readJsonBody(request, pushSubscriptionRequestSchema));
  return jsonResponse({ success: true });
});

/** 'Notify me on this device' off: `{ endpoint }`, forgotten if it is the caller's. */
export const DELETE = signedInRoute("/api/notifications/push", async ({ request, user }) => {
  const { endpoint } = await readJsonBody(request, pushUnsubscribeRequestSchema);
  await removePushSubscription(user.id, endpoint);
  return jsonResponse({ success: true });
});
