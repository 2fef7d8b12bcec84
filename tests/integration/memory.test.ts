import { eq, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { GET as getUser } from "@/app/api/auth/user/route";
import { PUT as putPreferences } from "@/app/api/auth/user/preferences/route";
import { GET as getReading } from "@/app/api/readings/[id]/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { getDb, schema } from "@/db";
import type { CardName } from "@/lib/tarot/deck";
import { beginReading } from "@/lib/readings/interpret";
import { MEMORY_READINGS, memoryStatement, recentMemory } from "@/lib/readings/memory";
import type { ReadingPrompt, ReadingWriter } from "@/lib/writers/types";
import { createAnthropicWriter } from "@/lib/writers/anthropic";
import { startFakeAnthropic } from "../helpers/fake-anthropic";
import { genericPlan, planOf, rowsReadFrom } from "../helpers/plans";
import { signedInReader } from "../helpers/reader";
import { jsonRequest, newUser } from "../helpers/requests";

const DAY_MS = 86_400_000;
const TOWER_AGAIN = { question: "What is shaking my work loose?", type: "one_card", category: "general", cards: ["The Tower"] } as const;

type Past = { daysAgo: number; cards: CardName[]; question?: string; status?: "completed" | "failed" };

/** Earlier readings of the user, written straight into the table as the reading flow leaves them. */
async function pastReadings(userId: string, past: Past[]) {
  const db = await getDb();
  const now = Date.now();
  await db.insert(schema.readings).values(
    past.map(({ daysAgo, cards, question = `Earlier question ${daysAgo}?`, status = "completed" }) => {
      const createdAt = new Date(now - daysAgo * DAY_MS);
      return { userId, createdAt, period: createdAt.toISOString().slice(0, 7), question, type: "one_card" as const, category: "general" as const, cards, interpretation: "x", status };
    }),
  );
}

const THREE_TOWERS: Past[] = [
  { daysAgo: 1, cards: ["The Tower"], question: "Will the move work out?" },
  { daysAgo: 4, cards: ["The Tower"], question: "Is my job safe?" },
  { daysAgo: 9, cards: ["The Tower"], question: "What is ending?" },
];

async function read(token: string) {
  const response = await interpret(jsonRequest("/api/tarot/interpret", { body: TOWER_AGAIN, token }));
  expect(response.status).toBe(200);
  return (await response.json()) as { interpretation: string; remembered: { cards: { card: string; count: number }[]; questions: number } };
}

const setRemember = (token: string, rememberReadings: unknown) =>
  putPreferences(jsonRequest("/api/auth/user/preferences", { method: "PUT", body: { rememberReadings }, token }));

async function storedRemembered(userId: string) {
  const db = await getDb();
  const rows = await db.select().from(schema.readings).where(eq(schema.readings.userId, userId));
  return rows.find((row) => row.question === TOWER_AGAIN.question)?.remembered;
}

/** A writer that keeps what it was asked, to see what reached it. */
function capturingWriter(): ReadingWriter & { asked: ReadingPrompt[] } {
  const asked: ReadingPrompt[] = [];
  return {
    name: "local",
    asked,
    async *stream(prompt) {
      asked.push(prompt);
      yield "## Summary\nThe cards.";
    },
  };
}

describe("readings that remember", () => {
  it("gives a subscriber's fourth Tower reading the Tower's return, and says it remembered it", async () => {
    const { token, user } = await newUser({ role: "subscribed" });
    await pastReadings(user.id, THREE_TOWERS);
    const { interpretation, remembered } = await read(token);
    expect(interpretation).toContain("the fourth time this month that the Tower has appeared");
    expect(remembered).toEqual({ cards: [{ card: "The Tower", count: 3 }], questions: 3 });
    expect(await storedRemembered(user.id)).toEqual(remembered);

    const [{ id }] = await (await getDb()).select({ id: schema.readings.id }).from(schema.readings).where(eq(schema.readings.question, TOWER_AGAIN.question));
    const journal = await (await getReading(jsonRequest(`/api/readings/${id}`, { method: "GET", token }), { params: Promise.resolve({ id }) })).json();
    expect(journal.remembered).toEqual(remembered);
  });

  it("carries what was remembered in the stream's done event", async () => {
    const { token, user } = await newUser({ role: "subscribed" });
    await pastReadings(user.id, THREE_TOWERS.slice(0, 2));
    const response = await interpret(jsonRequest("/api/tarot/interpret", { body: TOWER_AGAIN, token, headers: { Accept: "text/event-stream" } }));
    const body = await response.text();
    const done = /event: done\ndata: (.+)/.exec(body)?.[1];
    expect(JSON.parse(done!)).toMatchObject({ remembered: { cards: [{ card: "The Tower", count: 2 }], questions: 2 } });
    expect(body).toContain("the third time this month that the Tower has appeared");
  });

  it("gives the writer the recurring cards of the last 30 days and the last three questions, newest first, and nothing else", async () => {
    const { token, user } = await newUser({ role: "subscribed" });
    await pastReadings(user.id, [
      { daysAgo: 2, cards: ["The Star"], question: "Newest?" },
      { daysAgo: 3, cards: ["The Star"], question: "Second?" },
      { daysAgo: 5, cards: ["The Moon"], question: "Third?" },
      { daysAgo: 6, cards: ["The Moon"], question: "Fourth, too old to be among the last three?" },
      { daysAgo: 7, cards: ["The Sun"], status: "failed", question: "Failed?" },
      { daysAgo: 8, cards: ["The Sun"], status: "failed" },
      { daysAgo: 40, cards: ["Death"], question: "Long ago?" },
      { daysAgo: 45, cards: ["Death"] },
    ]);
    const writer = capturingWriter();
    const { remembered } = await (await beginReading(await signedInReader(token), { ...TOWER_AGAIN, cards: [...TOWER_AGAIN.cards] }, { writer })).write();
    expect(writer.asked[0].memory).toEqual({
      cards: [
        { card: "The Moon", count: 2 },
        { card: "The Star", count: 2 },
      ],
      questions: ["Newest?", "Second?", "Third?"],
    });
    expect(remembered).toEqual({ cards: writer.asked[0].memory!.cards, questions: 3 });
  });

  it("sends the Anthropic writer the recent readings block, the earlier questions inside their markers", async () => {
    const fake = await startFakeAnthropic();
    try {
      const { token, user } = await newUser({ role: "subscribed" });
      await pastReadings(user.id, THREE_TOWERS);
      const writer = createAnthropicWriter({ apiKey: "k", model: "m", baseUrl: fake.url });
      await (await beginReading(await signedInReader(token), { ...TOWER_AGAIN, cards: [...TOWER_AGAIN.cards] }, { writer })).write();
      const content = (fake.requests[0].body.messages as { content: string }[])[0].content;
      expect(content).toContain("Recurring cards: The Tower (in 3 readings)");
      expect(content).toContain("<recent_question>\nWill the move work out?\n</recent_question>");
      expect(content).toContain("The Tower, for the third time this month");
    } finally {
      await fake.close();
    }
  });

  it("remembers nothing once the subscriber turns the switch off, and again once they turn it on", async () => {
    const { token, user } = await newUser({ role: "subscribed" });
    await pastReadings(user.id, THREE_TOWERS);
    expect((await setRemember(token, false)).status).toBe(200);
    const { interpretation, remembered } = await read(token);
    expect(remembered).toEqual({ cards: [], questions: 0 });
    expect(interpretation).not.toContain("time this month");
    expect(await storedRemembered(user.id)).toBeNull();

    expect((await setRemember(token, true)).status).toBe(200);
    expect((await read(token)).remembered.questions).toBe(3);
  });

  it("remembers nothing for a free reader, even with the same three Tower readings and the switch left on from a subscription", async () => {
    const { token, user } = await newUser();
    await (await getDb()).update(schema.users).set({ rememberReadings: true }).where(eq(schema.users.id, user.id));
    await pastReadings(user.id, THREE_TOWERS);
    const { interpretation, remembered } = await read(token);
    expect(remembered).toEqual({ cards: [], questions: 0 });
    expect(interpretation).not.toContain("time this month");
    expect(await storedRemembered(user.id)).toBeNull();
  });

  it("remembers nothing, and says so, for a subscriber with no recent readings", async () => {
    const { token, user } = await newUser({ role: "subscribed" });
    expect((await read(token)).remembered).toEqual({ cards: [], questions: 0 });
    expect(await storedRemembered(user.id)).toBeNull();
  });
});

describe("a heavy reader's memory", () => {
  it(`counts the cards of the last ${MEMORY_READINGS} completed readings only, the questions of the last three`, async () => {
    const { user } = await newUser({ role: "subscribed" });
    // Ten days of three Star readings a day, and before them, still within the 30 days, Death five times.
    await pastReadings(user.id, [
      ...Array.from({ length: MEMORY_READINGS }, (_, i) => ({ daysAgo: 1 + i / 3, cards: ["The Star" as const], question: `Star ${i}?` })),
      ...Array.from({ length: 5 }, (_, i) => ({ daysAgo: 15 + i, cards: ["Death" as const] })),
    ]);
    const memory = await recentMemory(await getDb(), { userId: user.id, role: "subscribed", now: new Date() });
    expect(memory).toEqual({ cards: [{ card: "The Star", count: MEMORY_READINGS }], questions: ["Star 0?", "Star 1?", "Star 2?"] });
  });

  it(`reads at most ${MEMORY_READINGS} of the reader's rows whatever their history, under the plan for its values and the generic plan`, async () => {
    const { user } = await newUser({ role: "subscribed" });
    const others = await Promise.all(Array.from({ length: 4 }, () => newUser({ role: "subscribed" })));
    // Ten times the window over the month, in a table the other readers share: rows written as readings are, over
    // time, each reader's among everyone's, with an interpretation of a reading's length (a few fit in a page).
    const readers = [user, ...others.map((other) => other.user)];
    const now = Date.now();
    const rows = Array.from({ length: MEMORY_READINGS * 10 * readers.length }, (_, i) => {
      const createdAt = new Date(now - 29 * DAY_MS + i * 60_000);
      return { userId: readers[i % readers.length].id, createdAt, period: createdAt.toISOString().slice(0, 7), question: `Q${i}?`, type: "one_card" as const, category: "general" as const, cards: ["The Star" as const, "The Moon" as const], interpretation: "The cards speak. ".repeat(90), status: "completed" as const };
    });
    const db = await getDb();
    for (let i = 0; i < rows.length; i += 250) await db.insert(schema.readings).values(rows.slice(i, i + 250));
    await db.execute(sql`analyze readings`);
    const statement = memoryStatement({ userId: user.id, role: "subscribed", now: new Date() });
    const custom = await planOf(statement, { analyze: true });
    const generic = await genericPlan(new PgDialect().sqlToQuery(statement), { analyze: true });
    for (const plan of [custom, generic]) {
      expect(plan).toContain("readings_user_created_idx");
      expect(rowsReadFrom(plan, "readings")).toBeLessThanOrEqual(MEMORY_READINGS);
    }
  });
});

describe("PUT /api/auth/user/preferences", () => {
  const profile = async (token: string) => (await getUser(jsonRequest("/api/auth/user", { method: "GET", token }))).json();

  it("is on by default for a subscriber, and their choice is kept and shown", async () => {
    const { token, user } = await newUser({ role: "subscribed" });
    expect((await profile(token)).remember_readings).toBe(true);
    const off = await setRemember(token, false);
    expect(off.status).toBe(200);
    expect((await off.json()).remember_readings).toBe(false);
    expect((await profile(token)).remember_readings).toBe(false);
    const [row] = await (await getDb()).select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(row.rememberReadings).toBe(false);
  });

  it("refuses a free reader turning it on with 403 premium_required, and lets them turn it off", async () => {
    const { token, user } = await newUser();
    expect((await profile(token)).remember_readings).toBe(false);
    const on = await setRemember(token, true);
    expect(on.status).toBe(403);
    expect(await on.json()).toMatchObject({ code: "premium_required" });
    const [row] = await (await getDb()).select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(row.rememberReadings).toBeNull();
    expect((await setRemember(token, false)).status).toBe(200);
  });

  it("keeps the reader's language, leaving the other choice as it was", async () => {
    const { token, user } = await newUser({ role: "subscribed" });
    expect((await profile(token)).locale).toBeNull();
    const chosen = await putPreferences(jsonRequest("/api/auth/user/preferences", { method: "PUT", body: { locale: "pt-BR" }, token }));
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toMatchObject({ locale: "pt-BR", remember_readings: true });
    const [row] = await (await getDb()).select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(row).toMatchObject({ locale: "pt-BR", rememberReadings: null });
    const refused = await putPreferences(jsonRequest("/api/auth/user/preferences", { method: "PUT", body: { locale: "nl" }, token }));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatch(/locale/);
    expect((await profile(token)).locale).toBe("pt-BR");
  });

  it("refuses a body that is not a choice, and a visitor", async () => {
    const { token } = await newUser({ role: "subscribed" });
    expect((await setRemember(token, "yes")).status).toBe(400);
    expect((await putPreferences(jsonRequest("/api/auth/user/preferences", { method: "PUT", body: {}, token }))).status).toBe(400);
    expect((await putPreferences(jsonRequest("/api/auth/user/preferences", { method: "PUT", body: { rememberReadings: true } }))).status).toBe(401);
  });
});
