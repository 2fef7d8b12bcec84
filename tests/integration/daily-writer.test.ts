import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "@/db";
import { cardOfTheDay } from "@/lib/daily/daily-cards";
import { createAnthropicWriter } from "@/lib/writers/anthropic";
import { composeDailyMessage } from "@/lib/writers/local/daily";
import { startFakeAnthropic } from "../helpers/fake-anthropic";
import { newUser } from "../helpers/requests";

const CLAUDE_MESSAGE = "**The Star** is with you today. Let hope lead the way. Write down one small wish and take a step toward it.";

let fake: Awaited<ReturnType<typeof startFakeAnthropic>>;
beforeAll(async () => {
  fake = await startFakeAnthropic(CLAUDE_MESSAGE);
});
afterAll(async () => {
  await fake.close();
});

const claude = () => createAnthropicWriter({ apiKey: "sk-ant-test", model: "claude-test", baseUrl: fake.url, timeoutMs: 2_000 });

async function keptRow(userId: string) {
  const db = await getDb();
  const [row] = await db.select({ message: schema.dailyCards.message, writer: schema.dailyCards.writer }).from(schema.dailyCards).where(eq(schema.dailyCards.userId, userId));
  return row;
}

describe("the card of the day's message with the AI writer configured", () => {
  it("is written once by Claude from the card and the day alone, then kept: a second visit asks nothing", async () => {
    fake.setBehaviour("ok");
    const { user, email } = await newUser();
    const before = fake.requests.length;
    const first = await cardOfTheDay({ userId: user.id, zone: "Europe/Berlin", locale: "en", writer: claude() });
    expect(first.message).toBe(CLAUDE_MESSAGE);
    expect(await keptRow(user.id)).toEqual({ message: CLAUDE_MESSAGE, writer: "anthropic" });
    expect(fake.requests.length).toBe(before + 1);
    const asked = JSON.stringify(fake.requests.at(-1)!.body);
    expect(asked).toContain(`Card of the day: ${first.card.name}`);
    expect(asked).toContain(`Day: ${first.date}`);
    expect(asked).not.toContain(email);
    expect(asked).not.toContain(user.id);

    expect(await cardOfTheDay({ userId: user.id, zone: "Europe/Berlin", locale: "en", writer: claude() })).toEqual(first);
    expect(fake.requests.length).toBe(before + 1);
  });

  it("falls back to our own words when Claude cannot write it, so the card is never refused", async () => {
    fake.setBehaviour("overloaded");
    try {
      const { user } = await newUser();
      // A day no other test asks for: its message is nobody's yet.
      const daily = await cardOfTheDay({ userId: user.id, zone: "UTC", locale: "en", now: new Date("2026-12-24T12:00:00Z"), writer: claude() });
      expect(daily.message).toBe(composeDailyMessage({ card: daily.card.name, date: daily.date, locale: "en" }));
      expect(await keptRow(user.id)).toMatchObject({ writer: "local" });
    } finally {
      fake.setBehaviour("ok");
    }
  });
});
