import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { getDb, schema } from "@/db";
import { reserveReading } from "@/lib/reservations/readings";
import { signedInReader } from "../helpers/reader";
import { jsonRequest, newUser } from "../helpers/requests";
import { ONE_CARD, usageOf } from "../helpers/readings";

// Behind one proxy of ours: the per-address limit applies (read by lib/config.ts on first use); no
// per-user limit in the way of a day's fifty readings.
process.env.TRUST_PROXY = "1";
process.env.RATE_LIMIT_IP_PER_MIN = "4";
process.env.RATE_LIMIT_USER_PER_MIN = "1000";

function read(token: string, address: string, body: unknown = ONE_CARD) {
  return interpret(jsonRequest("/api/tarot/interpret", { body, token, headers: { "X-Forwarded-For": address } }));
}

async function readingsOf(userId: string) {
  const db = await getDb();
  return db.select({ status: schema.readings.status }).from(schema.readings).where(eq(schema.readings.userId, userId));
}

describe("the rate limits counted with the reservation", () => {
  it("refuses a reading past the per-address limit with 429 and reserves nothing for it", async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const { token, user } = await newUser({ role: "subscribed" });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await read(token, address)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(await readingsOf(user.id)).toHaveLength(4);
    expect((await usageOf(user.identityHash)).readings).toBe(4);

    const db = await getDb();
    const counters = await db.select().from(schema.rateLimits).where(and(like(schema.rateLimits.key, `interpret:%`), like(schema.rateLimits.key, `%${address}`)));
    expect(counters.map((counter) => counter.count)).toEqual([5]);
  });

  it("counts a refused body and a premium refusal against the limits, 429 first", async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const { token, user } = await newUser();
    expect((await read(token, address, { ...ONE_CARD, question: "" })).status).toBe(400);
    expect((await read(token, address, { ...ONE_CARD, category: "career" })).status).toBe(403);
    expect((await read(token, address, { ...ONE_CARD, question: "I want to kill myself" })).status).toBe(200);
    expect((await read(token, address)).status).toBe(200);
    expect((await read(token, address)).status).toBe(429);
    expect(await readingsOf(user.id)).toEqual([{ status: "completed" }]);
  });

  it("lets a free user at the monthly limit pay with a bonus credit, through the same path", async () => {
    const { token, user } = await newUser({ bonusCredits: 1 });
    const addresses = ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4", "203.0.113.5"].map((a) => `${a}${Math.floor(Math.random() * 9)}`);
    const statuses = [];
    for (const address of addresses) statuses.push((await read(token, address)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 402]);
    expect((await usageOf(user.identityHash)).readings).toBe(4);
    const db = await getDb();
    const [row] = await db.select({ bonusCredits: schema.users.bonusCredits }).from(schema.users).where(eq(schema.users.id, user.id));
    expect(row.bonusCredits).toBe(0);
  });

  it("refuses a subscriber's 51st reading of a UTC day with the default fair-use ceiling, 429 daily_limit", async () => {
    const { token } = await newUser({ role: "subscribed" });
    const [db, reader] = [await getDb(), await signedInReader(token)];
    const now = new Date("2026-11-25T12:00:00Z");
    const reserve = () => reserveReading(db, reader, { question: "Again?", type: "one_card", category: "general", cards: ["The Star"] }, { now });
    for (let i = 0; i < 50; i++) expect((await reserve()).reservation).toMatchObject({ paidWith: "subscription" });
    await expect(reserve()).rejects.toMatchObject({ status: 429, code: "daily_limit", headers: { "Retry-After": String(12 * 60 * 60) } });
    await expect(reserve()).rejects.toMatchObject({ message: expect.stringMatching(/fair-use limit of 50 readings.*in about 12 hours/) });
  });
});
