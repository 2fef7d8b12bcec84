import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { getDb, schema } from "@/db";
import { beginFollowUp } from "@/lib/follow-ups/ask";
import { beginReading } from "@/lib/readings/interpret";
import { createAnthropicWriter } from "@/lib/writers/anthropic";
import type { FollowUpPrompt, FollowUpWriter } from "@/lib/writers/types";
import { startFakeAnthropic } from "../helpers/fake-anthropic";
import { signedInReader } from "../helpers/reader";
import { jsonRequest, newUser } from "../helpers/requests";

/** The reader's language (docs/product.md#the-readers-language): kept with the reading, so its follow-ups speak it too. */

process.env.RATE_LIMIT_USER_PER_MIN = "1000";

const ONE = { question: "Tarot?", type: "one_card", category: "general", cards: ["The Hermit"] } as const;

let fake: Awaited<ReturnType<typeof startFakeAnthropic>>;
beforeAll(async () => {
  fake = await startFakeAnthropic();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

async function readingOf(userId: string) {
  const db = await getDb();
  const [row] = await db.select({ id: schema.readings.id, locale: schema.readings.locale }).from(schema.readings).where(eq(schema.readings.userId, userId));
  return row;
}

describe("a reading's language", () => {
  it("keeps the page's language with the reading, and none when the page named none", async () => {
    const spanish = await newUser();
    expect((await interpret(jsonRequest("/api/tarot/interpret", { body: { ...ONE, locale: "es" }, token: spanish.token }))).status).toBe(200);
    expect((await readingOf(spanish.user.id)).locale).toBe("es");
    const unnamed = await newUser();
    expect((await interpret(jsonRequest("/api/tarot/interpret", { body: ONE, token: unnamed.token }))).status).toBe(200);
    expect((await readingOf(unnamed.user.id)).locale).toBeNull();
  });

  it("gives a follow-up whose own language cannot be told its reading's page language", async () => {
    const { token, user } = await newUser();
    await interpret(jsonRequest("/api/tarot/interpret", { body: { ...ONE, locale: "it" }, token }));
    const { id } = await readingOf(user.id);
    let asked: FollowUpPrompt | null = null;
    const listening: FollowUpWriter = {
      name: "local",
      async *answer(prompt) {
        asked = prompt;
        yield "Le carte rispondono.";
      },
    };
    await (await beginFollowUp(await signedInReader(token), id, { question: "Ok?" }, { writer: listening })).write();
    expect(asked!.reading).toMatchObject({ question: "Tarot?", locale: "it" });
  });

  it("asks the Anthropic writer for the reading and its follow-up in the reader's language, with that language's words", async () => {
    const { token, user } = await newUser();
    const writer = createAnthropicWriter({ apiKey: "sk-ant-test-key", model: "claude-test-model", baseUrl: fake.url });
    await (await beginReading(await signedInReader(token), { ...ONE, cards: [...ONE.cards], locale: "de" }, { writer })).write();
    const { id } = await readingOf(user.id);
    await (await beginFollowUp(await signedInReader(token), id, { question: "Ok?" }, { writer })).write();

    const asked = fake.requests.map((request) => ({ system: request.body.system as string, content: (request.body.messages as { content: string }[])[0].content }));
    expect(asked).toHaveLength(2);
    for (const { system, content } of asked) {
      expect(system).toContain("write everything in German");
      expect(content).toContain("1. Der Kern der Sache: Der Eremit");
    }
    expect(asked[0].system).toContain("## Überblick");
    expect(asked[0].content).toContain("## Zusammenschau");
    expect(asked[1].content).toContain("Language: German, the reading's language (the follow-up's own cannot be told).");
  });
});
