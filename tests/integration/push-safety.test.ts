import { createECDH, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "@/db";
import { dailyCardJobKey } from "@/lib/notifications/daily-schedule";
import { postPush } from "@/lib/notifications/push/post";
import type { PushNetwork, Resolver } from "@/lib/notifications/push/send";
import { enqueueNotification } from "@/lib/notifications/queue";
import { runDueNotifications } from "@/lib/notifications/run";
import { metricsExposition } from "@/lib/observability/metrics";
import { parsePrometheusText, sampleValue } from "../helpers/prometheus-text";
import { newUser } from "../helpers/requests";

/**
 * Web push reaches push services and nothing else (docs/architecture.md#security): at send time, with the
 * production rules and a resolver the test controls, a device whose endpoint names no push service, or whose
 * push service's name resolves to an address that is not public, is dropped and its message fails at once,
 * before any connection is made.
 */

const { notificationJobs, notificationPreferences, pushSubscriptions } = schema;

/** A local listener standing for whatever is inside: it counts every connection made to it. */
let inside: { connections: number; port: number; close: () => Promise<void> };
beforeAll(async () => {
  let connections = 0;
  const server = createServer((_request, response) => response.writeHead(201).end());
  server.on("connection", () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  inside = {
    get connections() {
      return connections;
    },
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
});
afterAll(async () => {
  await inside.close();
});

/** The production rules, with names resolved by `answers` (every name to the same addresses); the names asked are kept. */
function productionNetwork(answers: string[]): PushNetwork & { asked: string[] } {
  const asked: string[] = [];
  const resolve: Resolver = async (hostname) => {
    asked.push(hostname);
    return answers.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return { anyHost: false, extraHosts: [], resolve, deadlineMs: 2_000, asked };
}

/** A reader who wants the day's card by push, with one device at `endpoint` (kept as a device kept under older rules would be). */
async function readerWithDeviceAt(endpoint: string, date: string) {
  const { user } = await newUser();
  const db = await getDb();
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  await db.insert(pushSubscriptions).values({ userId: user.id, endpoint, p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") });
  await db.insert(notificationPreferences).values({ userId: user.id, timeZone: "UTC", dailyCardHour: 3, dailyCardPush: true });
  const key = dailyCardJobKey(user.id, date, "push");
  await enqueueNotification({ key, kind: "daily_card", channel: "push", userId: user.id, payload: { date }, runAt: new Date(`${date}T00:00:00Z`) });
  return { userId: user.id, key, endpoint };
}

async function jobOf(key: string) {
  const db = await getDb();
  const [job] = await db.select().from(notificationJobs).where(eq(notificationJobs.key, key));
  return job;
}

async function devicesOf(userId: string) {
  const db = await getDb();
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

const failedPushes = async () =>
  sampleValue(parsePrometheusText((await metricsExposition()).text), "arcana_notifications_total", { kind: "daily_card", channel: "push", outcome: "failed" });

describe("a push at send time, with the production rules", () => {
  it.each([
    ["127.0.0.1", ["127.0.0.1"]],
    ["an IPv4-mapped loopback", ["::ffff:127.0.0.1"]],
    ["a cloud's metadata service", ["169.254.169.254"]],
    ["CGNAT", ["100.64.0.10"]],
    ["a private network", ["10.0.0.5"]],
    ["IPv6 loopback", ["::1"]],
    ["a unique-local IPv6 address", ["fd00::5"]],
    ["a public address and a private one", ["142.250.185.74", "192.168.1.20"]],
  ])("to a push service's name that resolves to %s is refused before any connection: the device dropped, the job failed", async (_what, answers) => {
    const date = "2026-12-10";
    const reader = await readerWithDeviceAt(`https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString("hex")}`, date);
    const network = productionNetwork(answers);
    const failedBefore = await failedPushes();
    const connectionsBefore = inside.connections;

    const run = await runDueNotifications({ at: new Date(`${date}T03:10:00Z`), push: network });
    expect(run).toMatchObject({ sent: 0, failed: 1, retried: 0 });
    expect(network.asked).toEqual(["fcm.googleapis.com"]);
    expect(inside.connections).toBe(connectionsBefore);
    expect(await devicesOf(reader.userId)).toEqual([]);
    const job = await jobOf(reader.key);
    expect(job).toMatchObject({ status: "failed", attempts: 1 });
    expect(job.lastError).toMatch(/not a public address/);
    // The reason names the host, never the endpoint's secret path.
    expect(job.lastError).not.toContain(reader.endpoint.split("/").at(-1));
    expect(await failedPushes()).toBe(failedBefore + 1);
  });

  it.each([
    "https://localhost.:8443/push",
    "https://foo.localhost.:8443/push",
    "https://vm.:8443/push",
    "https://fcm.googleapis.com:8443/fcm/send/abc",
    "https://user:pw@fcm.googleapis.com/fcm/send/abc",
    "https://127.0.0.1/push",
  ])("to a device kept under older rules at %s is refused without even a lookup", async (endpoint) => {
    const date = "2026-12-11";
    const reader = await readerWithDeviceAt(endpoint.replace("/push", `/push/${randomBytes(4).toString("hex")}`).replace("/abc", `/${randomBytes(4).toString("hex")}`), date);
    const network = productionNetwork(["127.0.0.1"]);
    const run = await runDueNotifications({ at: new Date(`${date}T03:10:00Z`), push: network });
    expect(run).toMatchObject({ failed: 1 });
    expect(network.asked).toEqual([]);
    expect(await devicesOf(reader.userId)).toEqual([]);
    expect(await jobOf(reader.key)).toMatchObject({ status: "failed" });
  });

  it("to a name that does not resolve now is tried again later, the device kept: DNS can be down", async () => {
    const date = "2026-12-12";
    const reader = await readerWithDeviceAt(`https://updates.push.services.mozilla.com/wpush/v2/${randomBytes(8).toString("hex")}`, date);
    const network: PushNetwork = { anyHost: false, extraHosts: [], deadlineMs: 2_000, resolve: async () => Promise.reject(new Error("getaddrinfo EAI_AGAIN")) };
    expect(await runDueNotifications({ at: new Date(`${date}T03:10:00Z`), push: network })).toMatchObject({ retried: 1 });
    expect(await devicesOf(reader.userId)).toHaveLength(1);
    expect(await jobOf(reader.key)).toMatchObject({ status: "queued" });
  });
});

describe("postPush", () => {
  it("connects to the address it was given, whatever the URL's name would resolve to now", async () => {
    // The name resolves nowhere (.invalid never does): a second lookup would fail, the pinned address answers.
    const status = await postPush({
      url: new URL(`http://push.example.invalid:${inside.port}/push/1`),
      headers: { TTL: "60" },
      body: Buffer.from("x"),
      pinned: { address: "127.0.0.1", family: 4 },
      deadlineMs: 2_000,
    });
    expect(status).toBe(201);
  });

  it("gives up on a push service that never answers at its deadline", async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const url = new URL(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/push/1`);
      await expect(postPush({ url, headers: {}, body: Buffer.from("x"), deadlineMs: 300 })).rejects.toThrow(/no answer within 300 ms/);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
