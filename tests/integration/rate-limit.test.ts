import { describe, expect, it } from "vitest";
import { getDatabase, openDatabase, type Database } from "@/db";
import { RateLimitedError, consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import { testDatabaseUrl, testDriver } from "../helpers/test-database";

async function attempt(db: Database, key: string, now: Date): Promise<number> {
  try {
    await consumeRateLimit(db, { key, limit: 10, now });
    return 200;
  } catch (error) {
    if (error instanceof RateLimitedError) return 429;
    throw error;
  }
}

describe("consumeRateLimit", () => {
  it("allows the limit per minute, refuses the next with the seconds left, and starts again next minute", async () => {
    const { db } = await getDatabase();
    const key = `test:${Math.random()}`;
    const now = new Date("2026-11-22T10:00:15Z");
    const results = [];
    for (let i = 0; i < 11; i++) results.push(await attempt(db, key, now));
    expect(results).toEqual([...Array(10).fill(200), 429]);
    await expect(consumeRateLimit(db, { key, limit: 10, now })).rejects.toMatchObject({ status: 429, headers: { "Retry-After": "45" } });
    expect(await attempt(db, key, new Date("2026-11-22T10:01:00Z"))).toBe(200);
  });

  it("counts concurrent requests exactly", async () => {
    const { db } = await getDatabase();
    const key = `test:${Math.random()}`;
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 15 }, () => attempt(db, key, now)));
    expect(results.filter((status) => status === 200)).toHaveLength(10);
  });
});

describe.runIf(testDriver() === "postgres")("rate limits across app instances", () => {
  it("refuses the 11th request even when the requests are spread over two instances on one PostgreSQL", async () => {
    const url = testDatabaseUrl();
    const [first, second] = await Promise.all([openDatabase({ url }), openDatabase({ url })]);
    try {
      const key = `test:${Math.random()}`;
      const now = new Date();
      const results = [];
      for (let i = 0; i < 11; i++) results.push(await attempt((i % 2 ? first : second).db, key, now));
      expect(results).toEqual([...Array(10).fill(200), 429]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
