import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "@/db";
import { dailyCardJobKey } from "@/lib/notifications/daily-schedule";
import { enqueueNotification } from "@/lib/notifications/queue";
import { runDueNotifications } from "@/lib/notifications/run";
import { newUser } from "../helpers/requests";

/**
 * A mail server that takes the connection and never answers holds one of the worker's places for the job's
 * deadline at most, then the job is put back (docs/architecture.md#security, the mail row): nodemailer's own
 * defaults would wait two minutes for the connection and half a minute for the greeting.
 */

const { notificationJobs, notificationPreferences } = schema;

let server: Server;
const held = new Set<Socket>();
let connections = 0;

beforeAll(async () => {
  // Takes every connection and never says a word (no SMTP greeting).
  server = createServer((socket) => {
    connections += 1;
    held.add(socket);
    socket.on("close", () => held.delete(socket));
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // Read once, at this file's first getConfig(): mail goes to the silent server.
  process.env.SMTP_URL = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  delete process.env.SMTP_URL;
});

async function mailDue(date: string) {
  const db = await getDb();
  const reader = await newUser();
  await db.insert(notificationPreferences).values({ userId: reader.user.id, timeZone: "UTC", dailyCardHour: 9, dailyCardEmail: true });
  const key = dailyCardJobKey(reader.user.id, date, "email");
  await enqueueNotification({ key, kind: "daily_card", channel: "email", userId: reader.user.id, payload: { date }, runAt: new Date(`${date}T09:00:00Z`) });
  return key;
}

async function jobOf(key: string) {
  const db = await getDb();
  const [job] = await db.select().from(notificationJobs).where(eq(notificationJobs.key, key));
  return job;
}

describe("mail to a server that never answers", () => {
  it("is given up at the job's deadline, and the job put back for later", async () => {
    const date = "2026-12-22";
    const key = await mailDue(date);
    const before = connections;
    const run = await runDueNotifications({ at: new Date(`${date}T09:01:00Z`), jobDeadlineMs: 1_000 });
    expect(run).toMatchObject({ sent: 0, retried: 1, failed: 0 });
    expect(connections - before).toBe(1);
    expect(await jobOf(key)).toMatchObject({ status: "queued", attempts: 1, lastError: expect.stringMatching(/not done within 1000 ms/) });
  });

  it("is given up at the transport's own greeting timeout (10 s) within the job's default deadline", async () => {
    const date = "2026-12-23";
    const key = await mailDue(date);
    // (The first test's job, put back, is due again by then, as is this day's card of its reader: all wait alike.)
    const run = await runDueNotifications({ at: new Date(`${date}T09:01:00Z`) });
    expect(run.sent).toBe(0);
    // nodemailer's greeting timeout, not the job's 30 s: the transport's bound is ours, not its default.
    expect(await jobOf(key)).toMatchObject({ status: "queued", attempts: 1, lastError: expect.stringMatching(/Greeting never received/) });
  });
});
