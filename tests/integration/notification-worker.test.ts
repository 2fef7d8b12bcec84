import { createECDH, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "@/db";
import { dailyCardJobKey } from "@/lib/notifications/daily-schedule";
import { pushNetwork } from "@/lib/notifications/push/send";
import { enqueueNotification } from "@/lib/notifications/queue";
import { runDueNotifications } from "@/lib/notifications/run";
import { newUser } from "../helpers/requests";
import { startSmtpInbox, type SmtpInbox } from "../helpers/smtp-inbox";

/**
 * One slow push endpoint stalls nobody, and nothing is sent twice (docs/architecture.md#notifications): a
 * reader's ten devices at an address that takes every push and never answers, two workers running at once,
 * and another reader's mail due at the same minute.
 */

const { notificationJobs, notificationPreferences, pushSubscriptions } = schema;

let inbox: SmtpInbox;
/** A push service that reads every push and never answers: how many it took, and how many are still held open. */
let hanging: { url: string; received: () => number; open: () => number; close: () => Promise<void> };

beforeAll(async () => {
  inbox = await startSmtpInbox();
  // Read once, at this file's first getConfig(): mail goes to the test's SMTP server.
  process.env.SMTP_URL = inbox.url;
  const held = new Set<Socket>();
  let received = 0;
  const server = createServer((request) => {
    received += 1;
    // Held until the sender gives up on it and closes its connection.
    held.add(request.socket);
    request.socket.on("close", () => held.delete(request.socket));
    request.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  hanging = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => received,
    open: () => held.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
});

afterAll(async () => {
  await inbox?.stop();
  await hanging?.close();
  delete process.env.SMTP_URL;
});

async function jobOf(key: string) {
  const db = await getDb();
  const [job] = await db.select().from(notificationJobs).where(eq(notificationJobs.key, key));
  return job;
}

/** `count` devices of the reader, each with keys of its own, all at the push service that never answers. */
async function devicesOnTheHangingService(userId: string, count: number) {
  const db = await getDb();
  for (let device = 0; device < count; device++) {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    await db.insert(pushSubscriptions).values({
      userId,
      endpoint: `${hanging.url}/push/${device}-${randomBytes(6).toString("hex")}`,
      p256dh: ecdh.getPublicKey().toString("base64url"),
      auth: randomBytes(16).toString("base64url"),
    });
  }
}

describe("the notification worker", () => {
  it("sends another reader's mail while ten devices hang, with two workers at once, and sends every message once", async () => {
    const date = "2026-12-20";
    const db = await getDb();

    // A reader whose ten devices all point at the push service that never answers; their card is due first.
    const stalled = await newUser();
    await devicesOnTheHangingService(stalled.user.id, 10);
    await db.insert(notificationPreferences).values({ userId: stalled.user.id, timeZone: "UTC", dailyCardHour: 9, dailyCardPush: true });
    const stalledKey = dailyCardJobKey(stalled.user.id, date, "push");
    await enqueueNotification({ key: stalledKey, kind: "daily_card", channel: "push", userId: stalled.user.id, payload: { date }, runAt: new Date(`${date}T09:00:00Z`) });

    // Another reader's card by e-mail, due a second later.
    const waiting = await newUser();
    await db.insert(notificationPreferences).values({ userId: waiting.user.id, timeZone: "UTC", dailyCardHour: 9, dailyCardEmail: true });
    const mailKey = dailyCardJobKey(waiting.user.id, date, "email");
    await enqueueNotification({ key: mailKey, kind: "daily_card", channel: "email", userId: waiting.user.id, payload: { date }, runAt: new Date(`${date}T09:00:01Z`) });

    // The mail arrives while all ten pushes are still held open: nothing waited for them.
    let openWhenTheMailArrived: number | undefined;
    const arrived = inbox.waitFor((mail) => mail.to === waiting.email.toLowerCase()).then((mail) => {
      openWhenTheMailArrived = hanging.open();
      return mail;
    });
    // A short deadline for each push, so the test need not wait out the server's.
    const push = { ...pushNetwork(), deadlineMs: 3_000 };
    const at = new Date(`${date}T09:01:00Z`);
    const [first, second] = await Promise.all([runDueNotifications({ at, push }), runDueNotifications({ at, push })]);
    const mail = await arrived;

    expect(openWhenTheMailArrived).toBe(10);
    expect(first.sent + second.sent).toBe(1);
    expect(first.retried + second.retried).toBe(1);
    // Each message went out once: the mail once with its job's Message-ID, each device's push once (no second worker took the job).
    const mailJob = await jobOf(mailKey);
    expect(mail.messageId).toBe(`<${mailJob.id}@arcana>`);
    expect(inbox.messages.filter((received) => received.to === waiting.email.toLowerCase())).toHaveLength(1);
    expect(mailJob).toMatchObject({ status: "sent", attempts: 1 });
    expect(hanging.received()).toBe(10);
    // The stalled reader's card is put back for later, its devices kept: the push service may be back then.
    const stalledJob = await jobOf(stalledKey);
    expect(stalledJob).toMatchObject({ status: "queued", attempts: 1 });
    expect(stalledJob.lastError).toMatch(/Push failed for 10 of 10 devices/);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, stalled.user.id))).toHaveLength(10);

    // Run again at once: nothing is due (the stalled card waits for its backoff), nothing is sent twice.
    expect(await runDueNotifications({ at, push })).toMatchObject({ sent: 0, retried: 0, failed: 0 });
    expect(hanging.received()).toBe(10);
    expect(inbox.messages.filter((received) => received.to === waiting.email.toLowerCase())).toHaveLength(1);
  });

  it("cuts off a job's pushes at the job's deadline, and puts the job back", async () => {
    // A day before the first test's and an hour after theirs: nothing of theirs is due or scheduled.
    const date = "2026-12-19";
    const db = await getDb();
    const reader = await newUser();
    await devicesOnTheHangingService(reader.user.id, 3);
    await db.insert(notificationPreferences).values({ userId: reader.user.id, timeZone: "UTC", dailyCardHour: 10, dailyCardPush: true });
    const key = dailyCardJobKey(reader.user.id, date, "push");
    await enqueueNotification({ key, kind: "daily_card", channel: "push", userId: reader.user.id, payload: { date }, runAt: new Date(`${date}T10:00:00Z`) });
    const received = hanging.received();

    // Each push may wait a minute, but the job has 5 s: at its deadline the pushes under way are cut off (and
    // on a machine so busy that they had not begun, none begins after it).
    const run = await runDueNotifications({ at: new Date(`${date}T10:01:00Z`), push: { ...pushNetwork(), deadlineMs: 60_000 }, jobDeadlineMs: 5_000 });
    expect(run).toMatchObject({ sent: 0, retried: 1 });
    await expect.poll(() => hanging.open(), { timeout: 10_000 }).toBe(0);
    expect(hanging.received() - received).toBeLessThanOrEqual(3);
    expect(await jobOf(key)).toMatchObject({ status: "queued", attempts: 1, lastError: expect.stringMatching(/not done within 5000 ms/) });
  });
});
