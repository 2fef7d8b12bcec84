import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as askFollowUp } from "@/app/api/readings/[id]/follow-ups/route";
import { GET as getOne } from "@/app/api/readings/[id]/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { getDb, schema } from "@/db";
import { beginFollowUp } from "@/lib/follow-ups/ask";
import { beginReading } from "@/lib/readings/interpret";
import { createAnthropicWriter } from "@/lib/writers/anthropic";
import { composeFollowUp } from "@/lib/writers/local";
import type { FollowUpPrompt, FollowUpWriter } from "@/lib/writers/types";
import { VOICE_INSTRUCTIONS } from "@/lib/writers/voice-instructions";
import { startFakeAnthropic } from "../helpers/fake-anthropic";
import { signedInReader } from "../helpers/reader";
import { jsonRequest, newUser } from "../helpers/requests";

/** Reader voices (docs/product.md#reader-voices): a premium choice, refused to free users, stored with the reading and kept by its follow-ups. */

process.env.RATE_LIMIT_USER_PER_MIN = "1000";

const THREE = { question: "Will the move go well?", type: "yes_no", category: "general", cards: ["The Tower", "The Star", "The Sun"] } as const;
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const post = (token: string, body: unknown) => interpret(jsonRequest("/api/tarot/interpret", { body, token }));

async function storedReadings(userId: string) {
  const db = await getDb();
  return db.select({ id: schema.readings.id, voice: schema.readings.voice, interpretation: schema.readings.interpretation }).from(schema.readings).where(eq(schema.readings.userId, userId));
}

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

describe("a reading's voice", () => {
  it.each(["direct", "practical", "mystic"])("refuses the %s voice to a free user with 403 premium_required and stores nothing", async (voice) => {
    const { token, user } = await newUser();
    const response = await post(token, { ...THREE, voice });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/voice/), code: "premium_required" });
    expect(await storedReadings(user.id)).toEqual([]);
    const db = await getDb();
    expect(await db.select().from(schema.identityUsage).where(eq(schema.identityUsage.identityHash, user.identityHash))).toEqual([]);
  });

  it("reads a free user's reading in the gentle voice, named or not, and stores it as gentle", async () => {
    const { token, user } = await newUser();
    const named = await (await post(token, { ...THREE, voice: "gentle" })).json();
    const unnamed = await (await post(token, THREE)).json();
    expect(named.interpretation).toBe(unnamed.interpretation);
    expect((await storedReadings(user.id)).map((row) => row.voice)).toEqual(["gentle", "gentle"]);
  });

  it("refuses a voice that is not one of the four with a 400 naming the field", async () => {
    const { token } = await newUser({ role: "subscribed" });
    const response = await post(token, { ...THREE, voice: "pirate" });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(/voice/);
  });

  it("writes a subscriber's Direct reading of the same cards in other words than the gentle one, and stores its voice", async () => {
    const { token, user } = await newUser({ role: "subscribed" });
    const gentle = await post(token, THREE);
    const direct = await post(token, { ...THREE, voice: "direct" });
    expect([gentle.status, direct.status]).toEqual([200, 200]);
    const [gentleText, directText] = [(await gentle.json()).interpretation as string, (await direct.json()).interpretation as string];
    expect(directText).not.toBe(gentleText);
    // The same cards and verdict, read in another voice.
    expect(directText.split("\n").filter((line) => line.startsWith("## "))).toEqual(gentleText.split("\n").filter((line) => line.startsWith("## ")));
    expect(directText).toContain("**Verdict: ");
    const rows = await storedReadings(user.id);
    expect(rows.map((row) => row.voice).sort()).toEqual(["direct", "gentle"]);
    expect(rows.find((row) => row.voice === "direct")!.interpretation).toBe(directText);

    const id = rows.find((row) => row.voice === "direct")!.id;
    const opened = await (await getOne(jsonRequest(`/api/readings/${id}`, { method: "GET", token }), params(id))).json();
    expect(opened.voice).toBe("direct");
  });

  it("answers a follow-up in its reading's voice, through the local writer and in the writer's input", async () => {
    const { token, user } = await newUser({ role: "subscribed" });
    await post(token, { ...THREE, voice: "mystic" });
    const [{ id }] = await storedReadings(user.id);

    let asked: FollowUpPrompt | null = null;
    const listening: FollowUpWriter = {
      name: "local",
      async *answer(prompt) {
        asked = prompt;
        yield "The cards answer.";
      },
    };
    await (await beginFollowUp(await signedInReader(token), id, { question: "And for my family?" }, { writer: listening })).write();
    expect(asked!.reading).toMatchObject({ voice: "mystic", cards: [...THREE.cards] });

    const answered = await askFollowUp(jsonRequest(`/api/readings/${id}/follow-ups`, { body: { question: "What should I pack first?" }, token }), params(id));
    expect(answered.status).toBe(200);
    const { answer } = await answered.json();
    // The local writer's answer to this question on these cards, signed off in the reading's voice, not the gentle one.
    const [{ interpretation }] = await storedReadings(user.id);
    const followUp = (voice: "gentle" | "mystic") => composeFollowUp({ reading: { ...THREE, cards: [...THREE.cards], voice }, interpretation: interpretation ?? "", question: "What should I pack first?" }).trim();
    expect(answer.trim()).toBe(followUp("mystic"));
    expect(answer.trim()).not.toBe(followUp("gentle"));
  });

  it("sends the voice's instruction to the Anthropic writer, for the reading and for its follow-up", async () => {
    const { token, user } = await newUser({ role: "subscribed" });
    const writer = createAnthropicWriter({ apiKey: "sk-ant-test-key", model: "claude-test-model", baseUrl: fake.url });
    await (await beginReading(await signedInReader(token), { ...THREE, cards: [...THREE.cards], voice: "practical" }, { writer })).write();
    const [{ id, voice }] = await storedReadings(user.id);
    expect(voice).toBe("practical");
    await (await beginFollowUp(await signedInReader(token), id, { question: "What first?" }, { writer })).write();

    const contents = fake.requests.map((request) => (request.body.messages as { content: string }[])[0].content);
    expect(contents).toHaveLength(2);
    for (const content of contents) expect(content).toContain(`Voice: Practical. ${VOICE_INSTRUCTIONS.practical}`);
  });
});
