import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET, PUT } from "@/app/api/notifications/route";
import { getDb, schema } from "@/db";
import { jsonRequest, newUser } from "../helpers/requests";

const noParams = { params: Promise.resolve({}) };
const get = (token?: string) => GET(jsonRequest("/api/notifications", { method: "GET", token }), noParams);
const put = (body: unknown, token?: string) => PUT(jsonRequest("/api/notifications", { method: "PUT", body, token }), noParams);

const BERLIN_AT_SEVEN = { timeZone: "Europe/Berlin", dailyCard: { email: true, push: false, hour: 7 }, checkIns: { email: false, push: true } };

describe("GET /api/notifications", () => {
  it("answers the defaults before the reader has chosen anything, and whether mail and push can be sent", async () => {
    const { token } = await newUser();
    const response = await get(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      timeZone: "UTC",
      dailyCard: { email: false, push: false, hour: 8 },
      checkIns: { email: true, push: false },
      mail: true,
      push: true,
    });
  });

  it("refuses a visitor without a session", async () => {
    expect((await get()).status).toBe(401);
    expect((await put(BERLIN_AT_SEVEN)).status).toBe(401);
  });
});

describe("PUT /api/notifications", () => {
  it("keeps the preferences in one row, replaced by the next save, and answers them", async () => {
    const { token, user } = await newUser();
    const first = await put(BERLIN_AT_SEVEN, token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ...BERLIN_AT_SEVEN, mail: true, push: true });
    const everythingOff = { timeZone: "America/New_York", dailyCard: { email: false, push: false, hour: 23 }, checkIns: { email: false, push: false } };
    expect((await put(everythingOff, token)).status).toBe(200);
    expect(await (await get(token)).json()).toMatchObject(everythingOff);
    const db = await getDb();
    const rows = await db.select().from(schema.notificationPreferences).where(eq(schema.notificationPreferences.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ timeZone: "America/New_York", dailyCardHour: 23, dailyCardEmail: false, checkInEmail: false });
  });

  it.each([
    ["an hour past 23", { ...BERLIN_AT_SEVEN, dailyCard: { ...BERLIN_AT_SEVEN.dailyCard, hour: 24 } }],
    ["a negative hour", { ...BERLIN_AT_SEVEN, dailyCard: { ...BERLIN_AT_SEVEN.dailyCard, hour: -1 } }],
    ["half an hour", { ...BERLIN_AT_SEVEN, dailyCard: { ...BERLIN_AT_SEVEN.dailyCard, hour: 7.5 } }],
    ["an hour as text", { ...BERLIN_AT_SEVEN, dailyCard: { ...BERLIN_AT_SEVEN.dailyCard, hour: "7" } }],
    ["an unknown zone", { ...BERLIN_AT_SEVEN, timeZone: "Mars/Olympus_Mons" }],
    ["a switch as text", { ...BERLIN_AT_SEVEN, checkIns: { email: "yes", push: false } }],
    ["no check-ins at all", { timeZone: "UTC", dailyCard: BERLIN_AT_SEVEN.dailyCard }],
  ])("refuses %s with 400 and the error's shape, keeping what was saved", async (_, body) => {
    const { token } = await newUser();
    const response = await put(body, token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "invalid_request", error: expect.any(String) });
    expect(await (await get(token)).json()).toMatchObject({ timeZone: "UTC", dailyCard: { hour: 8 } });
  });
});
