import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as unsubscribe, GET as pushSettingsRoute, POST as subscribe } from "@/app/api/notifications/push/route";
import { getDb, schema } from "@/db";
import { composePush } from "@/lib/notifications/push/compose";
import { pushSettingsSchema } from "@/lib/notifications/push/push-response";
import { PushDeliveryError, sendPush } from "@/lib/notifications/push/send";
import { MAX_PUSH_DEVICES } from "@/lib/notifications/push/subscriptions";
import type { PushMessage } from "@/lib/notifications/types";
import { startPushService, verifyVapid, type PushService } from "../helpers/push-service";
import { jsonRequest, newUser } from "../helpers/requests";

process.env.RATE_LIMIT_USER_PER_MIN = "1000";

let pushService: PushService;

beforeAll(async () => {
  pushService = await startPushService();
});

afterAll(async () => {
  await pushService.close();
});

const DAILY_CARD = {
  kind: "daily_card",
  date: "2026-11-26",
  cardName: "The Star",
  cardSlug: "the-star",
  firstSentence: "The Star asks you to rest in hope today. More follows.",
  url: "http://localhost:3000/daily/2026-11-26/the-star",
} as const;

const post = (token: string | undefined, body: unknown) => subscribe(jsonRequest("/api/notifications/push", { body, token }));
const remove = (token: string | undefined, body: unknown) => unsubscribe(jsonRequest("/api/notifications/push", { method: "DELETE", body, token }));

async function subscriptionRows(endpoint: string) {
  const db = await getDb();
  return db.select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, endpoint));
}

async function publicKey(): Promise<string> {
  const response = await pushSettingsRoute(jsonRequest("/api/notifications/push", { method: "GET" }));
  expect(response.status).toBe(200);
  const settings = pushSettingsSchema.parse(await response.json());
  expect(settings.enabled).toBe(true);
  return settings.publicKey!;
}

/** A signed-in reader with one device turned on through the API. */
async function readerWithDevice() {
  const reader = await newUser();
  const device = pushService.newDevice();
  expect((await post(reader.token, device.subscription)).status).toBe(200);
  return { ...reader, device };
}

describe("GET /api/notifications/push", () => {
  it("answers push on with the VAPID public key generated into DATA_DIR, the same each time", async () => {
    const key = await publicKey();
    const point = Buffer.from(key, "base64url");
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    expect(await publicKey()).toBe(key);
    const stored = JSON.parse(readFileSync(path.join(process.env.DATA_DIR!, "vapid-keys.json"), "utf8")) as { publicKey: string; privateKey: string };
    expect(stored.publicKey).toBe(key);
    expect(Buffer.from(stored.privateKey, "base64url")).toHaveLength(32);
  });
});

describe("sendPush to a push service", () => {
  it("posts an aes128gcm payload that decrypts with the device's keys to the message, signed with a valid VAPID JWT", async () => {
    const { user, device } = await readerWithDevice();
    const message = composePush(DAILY_CARD);
    await expect(sendPush(user.id, message)).resolves.toEqual({ delivered: 1, removed: 0, refused: 0 });

    const [push] = pushService.receivedBy(device.endpoint);
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.headers.ttl).toBe(String(24 * 60 * 60));
    expect(push.headers.urgency).toBe("normal");
    expect(JSON.parse(device.decrypt(push.body)) as PushMessage).toEqual({
      title: "Your card of the day: The Star",
      body: "The Star asks you to rest in hope today.",
      url: DAILY_CARD.url,
      tag: "daily_card:2026-11-26",
    });
    // Another device's keys cannot read it.
    expect(() => pushService.newDevice().decrypt(push.body)).toThrow();

    const key = await publicKey();
    const { claims, k } = await verifyVapid(push.headers.authorization, key);
    expect(k).toBe(key);
    expect(claims.aud).toBe(pushService.origin);
    expect(claims.sub).toMatch(/^mailto:.+@.+/);
    const secondsLeft = claims.exp! - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(0);
    expect(secondsLeft).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it("refuses a JWT signed by another key", async () => {
    const { user, device } = await readerWithDevice();
    await sendPush(user.id, composePush(DAILY_CARD));
    const [push] = pushService.receivedBy(device.endpoint);
    const { generateVAPIDKeys } = await import("web-push");
    await expect(verifyVapid(push.headers.authorization, generateVAPIDKeys().publicKey)).rejects.toThrow();
  });

  it("sends to every device of the reader, and to no one else's", async () => {
    const { user, token, device } = await readerWithDevice();
    const second = pushService.newDevice();
    expect((await post(token, second.subscription)).status).toBe(200);
    const other = await readerWithDevice();
    await expect(sendPush(user.id, composePush(DAILY_CARD))).resolves.toEqual({ delivered: 2, removed: 0, refused: 0 });
    expect(pushService.receivedBy(device.endpoint)).toHaveLength(1);
    expect(pushService.receivedBy(second.endpoint)).toHaveLength(1);
    expect(pushService.receivedBy(other.device.endpoint)).toHaveLength(0);
    expect(JSON.parse(second.decrypt(pushService.receivedBy(second.endpoint)[0].body))).toMatchObject({ title: "Your card of the day: The Star" });
  });

  it("answers nothing delivered for a reader with no device", async () => {
    const { user } = await newUser();
    await expect(sendPush(user.id, composePush(DAILY_CARD))).resolves.toEqual({ delivered: 0, removed: 0, refused: 0 });
  });

  it.each([410, 404])("removes a subscription its push service answers %i for, and delivers to the others", async (status) => {
    const { user, token, device } = await readerWithDevice();
    const healthy = pushService.newDevice();
    expect((await post(token, healthy.subscription)).status).toBe(200);
    pushService.answer(device.endpoint, status);
    await expect(sendPush(user.id, composePush(DAILY_CARD))).resolves.toEqual({ delivered: 1, removed: 1, refused: 0 });
    expect(await subscriptionRows(device.endpoint)).toHaveLength(0);
    expect(await subscriptionRows(healthy.endpoint)).toHaveLength(1);
    // Gone: the next message does not try it again.
    await sendPush(user.id, composePush(DAILY_CARD));
    expect(pushService.receivedBy(device.endpoint)).toHaveLength(1);
    expect(pushService.receivedBy(healthy.endpoint)).toHaveLength(2);
  });

  it("throws on a 500 after trying every device, so the job retries, and keeps the subscription", async () => {
    const { user, token, device } = await readerWithDevice();
    const healthy = pushService.newDevice();
    expect((await post(token, healthy.subscription)).status).toBe(200);
    pushService.answer(device.endpoint, 500);
    const failure = sendPush(user.id, composePush(DAILY_CARD));
    await expect(failure).rejects.toThrow(PushDeliveryError);
    await expect(failure).rejects.toThrow(`Push failed for 1 of 2 devices: ${new URL(pushService.origin).host} answered 500`);
    expect(pushService.receivedBy(healthy.endpoint)).toHaveLength(1);
    expect(await subscriptionRows(device.endpoint)).toHaveLength(1);
    // Back up: the retry delivers.
    pushService.answer(device.endpoint, 201);
    await expect(sendPush(user.id, composePush(DAILY_CARD))).resolves.toEqual({ delivered: 2, removed: 0, refused: 0 });
  });

  it("throws when a push service cannot be reached, naming its host but not the endpoint's path", async () => {
    const { user, token } = await newUser();
    const device = pushService.newDevice();
    const unreachable = { ...device.subscription, endpoint: "http://127.0.0.1:9/push/secret-path" };
    expect((await post(token, unreachable)).status).toBe(200);
    const failure = sendPush(user.id, composePush(DAILY_CARD));
    await expect(failure).rejects.toThrow(/^Push failed for 1 of 1 devices: 127\.0\.0\.1:9: /);
    await expect(failure).rejects.not.toThrow(/secret-path/);
  });
});

describe("POST /api/notifications/push", () => {
  it("keeps the caller's subscription by its endpoint, once however often it is posted", async () => {
    const { user, token, device } = await readerWithDevice();
    const response = await post(token, device.subscription);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const rows = await subscriptionRows(device.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: user.id, p256dh: device.subscription.keys.p256dh, auth: device.subscription.keys.auth });
  });

  it("moves an endpoint posted by another reader to them, with the new keys", async () => {
    const first = await readerWithDevice();
    const second = await newUser();
    const newKeys = pushService.newDevice().subscription.keys;
    expect((await post(second.token, { ...first.device.subscription, keys: newKeys })).status).toBe(200);
    const rows = await subscriptionRows(first.device.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: second.user.id, p256dh: newKeys.p256dh });
    await expect(sendPush(first.user.id, composePush(DAILY_CARD))).resolves.toEqual({ delivered: 0, removed: 0, refused: 0 });
  });

  it(`keeps a reader's ${MAX_PUSH_DEVICES} most recent devices`, async () => {
    const { user, token, device: oldest } = await readerWithDevice();
    const devices = Array.from({ length: MAX_PUSH_DEVICES }, () => pushService.newDevice());
    for (const device of devices) expect((await post(token, device.subscription)).status).toBe(200);
    const db = await getDb();
    const rows = await db.select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.userId, user.id));
    expect(rows.map((row) => row.endpoint).sort()).toEqual(devices.map((device) => device.endpoint).sort());
    expect(await subscriptionRows(oldest.endpoint)).toHaveLength(0);
  });

  it("answers 401 without a session and keeps nothing", async () => {
    const device = pushService.newDevice();
    const response = await post(undefined, device.subscription);
    expect(response.status).toBe(401);
    expect(await subscriptionRows(device.endpoint)).toHaveLength(0);
  });

  it("answers 400 for a body that is not a push subscription, naming the field", async () => {
    const { token } = await newUser();
    const { subscription } = pushService.newDevice();
    const offCurve = Buffer.from(subscription.keys.p256dh, "base64url");
    offCurve[40] ^= 1;
    const cases: [unknown, RegExp][] = [
      [{}, /^Invalid endpoint/],
      [{ ...subscription, endpoint: "ftp://push.example/1" }, /^Invalid endpoint/],
      [{ ...subscription, endpoint: "not a url" }, /^Invalid endpoint/],
      [{ ...subscription, endpoint: `https://push.example/${"a".repeat(2100)}` }, /^Invalid endpoint: must be at most 2048 characters/],
      [{ endpoint: subscription.endpoint }, /^Invalid keys/],
      [{ ...subscription, keys: { ...subscription.keys, p256dh: "short" } }, /^Invalid keys\.p256dh/],
      [{ ...subscription, keys: { ...subscription.keys, p256dh: offCurve.toString("base64url") } }, /^Invalid keys\.p256dh: must be a P-256 public key/],
      [{ ...subscription, keys: { ...subscription.keys, auth: "AAAA" } }, /^Invalid keys\.auth/],
    ];
    for (const [body, error] of cases) {
      const response = await post(token, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(error);
    }
    expect((await post(token, "{not json")).status).toBe(400);
    expect(await subscriptionRows(subscription.endpoint)).toHaveLength(0);
  });
});

describe("DELETE /api/notifications/push", () => {
  it("forgets the caller's endpoint, and answers the same for one already gone", async () => {
    const { token, device } = await readerWithDevice();
    const response = await remove(token, { endpoint: device.endpoint });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await subscriptionRows(device.endpoint)).toHaveLength(0);
    expect((await remove(token, { endpoint: device.endpoint })).status).toBe(200);
  });

  it("leaves another reader's endpoint alone", async () => {
    const owner = await readerWithDevice();
    const other = await newUser();
    expect((await remove(other.token, { endpoint: owner.device.endpoint })).status).toBe(200);
    expect(await subscriptionRows(owner.device.endpoint)).toMatchObject([{ userId: owner.user.id }]);
  });

  it("answers 401 without a session and 400 without an endpoint", async () => {
    const { token, device } = await readerWithDevice();
    expect((await remove(undefined, { endpoint: device.endpoint })).status).toBe(401);
    expect((await remove(token, {})).status).toBe(400);
    expect((await remove(token, { endpoint: "" })).status).toBe(400);
    expect(await subscriptionRows(device.endpoint)).toHaveLength(1);
  });
});
