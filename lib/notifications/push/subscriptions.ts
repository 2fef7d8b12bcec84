import "server-only";
import { ECDH } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { pushEndpointRefusal } from "./endpoint";
import type { PushSubscriptionRequest } from "./subscription-request";

/** The devices one reader may have turned on at most: a new one past this replaces their oldest. */
export const MAX_PUSH_DEVICES = 10;

export type StoredPushSubscription = typeof schema.pushSubscriptions.$inferSelect;

/**
 * 'Notify me on this device': keeps the browser's subscription for the reader, by its endpoint. An endpoint
 * already kept moves to this reader with its new keys (the browser is now theirs: one endpoint, one
 * reader); past MAX_PUSH_DEVICES the reader's least recently turned on device is dropped.
 */
export async function savePushSubscription(userId: string, subscription: PushSubscriptionRequest): Promise<void> {
  checkEndpoint(subscription.endpoint);
  checkPublicKey(subscription.keys.p256dh);
  const db = await getDb();
  const { endpoint, keys } = subscription;
  await db
    .insert(schema.pushSubscriptions)
    .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
    .onConflictDoUpdate({
      target: schema.pushSubscriptions.endpoint,
      set: { userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: sql`now()` },
    });
  await db.execute(sql`
    delete from push_subscriptions where user_id = ${userId} and id not in (
      select id from push_subscriptions where user_id = ${userId} order by created_at desc, id limit ${MAX_PUSH_DEVICES})`);
}

/** 'Notify me on this device' turned off: forgets the endpoint if it is the reader's (anyone else's stays). */
export async function removePushSubscription(userId: string, endpoint: string): Promise<void> {
  const db = await getDb();
  await db.delete(schema.pushSubscriptions).where(and(eq(schema.pushSubscriptions.userId, userId), eq(schema.pushSubscriptions.endpoint, endpoint)));
}

/** Every device the reader turned on. */
export async function pushSubscriptionsOf(userId: string): Promise<StoredPushSubscription[]> {
  const db = await getDb();
  return db.select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.userId, userId));
}

/** A subscription its push service says is gone (404/410): still the same reader's, so a re-registration is not lost. */
export async function forgetPushSubscription(subscription: StoredPushSubscription): Promise<boolean> {
  const db = await getDb();
  const removed = await db
    .delete(schema.pushSubscriptions)
    .where(and(eq(schema.pushSubscriptions.id, subscription.id), eq(schema.pushSubscriptions.userId, subscription.userId)))
    .returning({ id: schema.pushSubscriptions.id });
  return removed.length > 0;
}

function checkEndpoint(endpoint: string): void {
  const { localProviders, pushServiceHosts } = getConfig();
  const refusal = pushEndpointRefusal(endpoint, { anyHost: localProviders, extraHosts: pushServiceHosts });
  if (refusal) throw new AppError("invalid_request", `Invalid endpoint: ${refusal}`);
}

/** A key that is not a point on P-256 would fail every message to this device: refused now instead. */
function checkPublicKey(p256dh: string): void {
  try {
    ECDH.convertKey(Buffer.from(p256dh, "base64url"), "prime256v1");
  } catch {
    throw new AppError("invalid_request", "Invalid keys.p256dh: must be a P-256 public key in base64url");
  }
}
