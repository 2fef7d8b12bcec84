import { describe, expect, it } from "vitest";
import { checkInReminderRequestSchema, checkInRequestSchema } from "./check-in-request";
import { isKnownTimeZone, notificationPreferencesSchema } from "./preferences-request";

const VALID = { timeZone: "Asia/Kolkata", dailyCard: { email: true, push: false, hour: 0 }, checkIns: { email: true, push: true } };

describe("the notification preferences' schema", () => {
  it("takes every whole hour from 0 to 23 and a zone Intl knows", () => {
    for (let hour = 0; hour <= 23; hour += 1) expect(notificationPreferencesSchema.safeParse({ ...VALID, dailyCard: { ...VALID.dailyCard, hour } }).success).toBe(true);
    expect(notificationPreferencesSchema.parse(VALID)).toEqual(VALID);
  });

  it("refuses an hour out of range or not whole, an unknown zone and a switch that is not a boolean", () => {
    for (const hour of [-1, 24, 8.5, "8", null]) expect(notificationPreferencesSchema.safeParse({ ...VALID, dailyCard: { ...VALID.dailyCard, hour } }).success).toBe(false);
    for (const timeZone of ["", "Nowhere/Town", "x".repeat(65), 3]) expect(notificationPreferencesSchema.safeParse({ ...VALID, timeZone }).success).toBe(false);
    expect(notificationPreferencesSchema.safeParse({ ...VALID, checkIns: { email: 1, push: false } }).success).toBe(false);
  });

  it("knows IANA zones and UTC, and nothing else", () => {
    expect(isKnownTimeZone("Europe/Berlin")).toBe(true);
    expect(isKnownTimeZone("UTC")).toBe(true);
    expect(isKnownTimeZone("Europe/Atlantis")).toBe(false);
  });
});

describe("the check-in's schemas", () => {
  it("asks in 7, 14 or 30 days only", () => {
    for (const inDays of [7, 14, 30]) expect(checkInReminderRequestSchema.parse({ inDays })).toEqual({ inDays });
    for (const inDays of [0, 8, 31, "7"]) expect(checkInReminderRequestSchema.safeParse({ inDays }).success).toBe(false);
  });

  it("takes one of the four outcomes, an answer to 'Did the reading help?' and a trimmed note of up to 1,000 characters", () => {
    expect(checkInRequestSchema.parse({ happened: "as_read", helpful: true })).toEqual({ happened: "as_read", helpful: true, note: null });
    expect(checkInRequestSchema.parse({ happened: "too_soon", helpful: false, note: "   " })).toEqual({ happened: "too_soon", helpful: false, note: null });
    expect(checkInRequestSchema.parse({ happened: "partly", helpful: true, note: " x ".repeat(1) }).note).toBe("x");
    expect(checkInRequestSchema.safeParse({ happened: "partly", helpful: true, note: "x".repeat(1000) }).success).toBe(true);
    expect(checkInRequestSchema.safeParse({ happened: "partly", helpful: true, note: "x".repeat(1001) }).success).toBe(false);
    expect(checkInRequestSchema.safeParse({ happened: "sometimes", helpful: true }).success).toBe(false);
    expect(checkInRequestSchema.safeParse({ happened: "partly", helpful: "yes" }).success).toBe(false);
    expect(checkInRequestSchema.safeParse({ happened: "partly", helpful: true, note: "a\u0000b" }).success).toBe(false);
  });
});
