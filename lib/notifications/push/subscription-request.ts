import { lineText } from "@/lib/text";
import { z } from "@/lib/zod";

/** A push endpoint's URL at most: the push services' are a few hundred characters. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/**
 * `POST /api/notifications/push`'s body: a browser's PushSubscription as its `toJSON()` writes it. The keys
 * are base64url: `p256dh` a P-256 point (65 bytes, uncompressed, so it starts with 0x04: 'B'), `auth` 16 bytes.
 * Pure, shared with the browser; whether an http: endpoint is allowed is the server's (./subscriptions.ts).
 */
export const pushSubscriptionRequestSchema = z.object({
  // Checked as text first: the URL parser would quietly strip a control character at either end.
  endpoint: lineText()
    .max(PUSH_ENDPOINT_MAX_LENGTH, `must be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters`)
    .pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
  expirationTime: z.number().nullish(),
  keys: z.object({
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, "must be a P-256 public key in base64url"),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, "must be 16 bytes in base64url"),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

/** `DELETE /api/notifications/push`'s body: the endpoint this browser no longer wants pushed to. */
export const pushUnsubscribeRequestSchema = z.object({
  endpoint: lineText().min(1, "must not be empty").max(PUSH_ENDPOINT_MAX_LENGTH, `must be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters`),
});
