import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getUser } from "@/app/api/auth/user/route";
import { GET as listJournal } from "@/app/api/readings/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { getDb, schema } from "@/db";
import { createAnthropicWriter } from "@/lib/writers/anthropic";
import type { ReadingWriter } from "@/lib/writers/types";
import { eventStreamResponse, writingEvents } from "@/lib/http/event-stream";
import { beginReading } from "@/lib/readings/interpret";
import { startFakeAnthropic } from "../helpers/fake-anthropic";
import { signedInReader } from "../helpers/reader";
import { jsonRequest, newUser } from "../helpers/requests";
import { ONE_CARD, parseEvents, usageOf } from "../helpers/readings";

const streamed = (token: string, body: unknown = ONE_CARD) =>
  interpret(jsonRequest("/api/tarot/interpret", { body, token, headers: { Accept: "text/event-stream" } }));

async function readingStatuses(userId: string) {
  const db = await getDb();
  return (await db.select({ status: schema.readings.status }).from(schema.readings).where(eq(schema.readings.userId, userId))).map((row) => row.status);
}

let fake: Awaited<ReturnType<typeof startFakeAnthropic>>;
beforeAll(async () => {
  fake = await startFakeAnthropic("## Summary\nThe cards speak of patience.\n\n## Present: The Star\nHope returns slowly.\n\n## Synthesis\nRest, then act.");
});
afterAll(() => fake.close());

describe("POST /api/tarot/interpret with Accept: text/event-stream", () => {
  it("streams deltas that join into the done event's interpretation, and stores the reading", async () => {
    const { token, user } = await newUser();
    const response = await streamed(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    const events = parseEvents(await response.text());
    const deltas = events.filter((event) => event.event === "delta");
    expect(deltas.length).toBeGreaterThan(1);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(deltas.map((event) => event.data.text).join("")).toBe(done.data.interpretation);
    expect(done.data.interpretation).toMatch(/^## Summary/);
    const db = await getDb();
    const [stored] = await db.select().from(schema.readings).where(eq(schema.readings.userId, user.id));
    expect(stored).toMatchObject({ id: done.data.readingId, status: "completed", interpretation: done.data.interpretation });
  });

  it("answers refusals as plain JSON statuses before any byte of a stream", async () => {
    const free = await newUser();
    const premium = await streamed(free.token, { ...ONE_CARD, category: "love" });
    expect(premium.status).toBe(403);
    expect(premium.headers.get("content-type")).toMatch(/application\/json/);
    expect((await premium.json()).code).toBe("premium_required");
    expect((await streamed(free.token, { ...ONE_CARD, question: " " })).status).toBe(400);
    expect((await interpret(jsonRequest("/api/tarot/interpret", { body: ONE_CARD, headers: { Accept: "text/event-stream" } }))).status).toBe(401);
  });

  it("lets exactly 3 of 10 concurrent streamed readings of a free user complete; the rest are 402", async () => {
    const { token, user } = await newUser();
    const responses = await Promise.all(Array.from({ length: 10 }, () => streamed(token)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 402, 402, 402, 402, 402, 402, 402]);
    const bodies = await Promise.all(responses.filter((response) => response.status === 200).map((response) => response.text()));
    for (const body of bodies) expect(parseEvents(body).at(-1)!.event).toBe("done");
    expect((await readingStatuses(user.id)).filter((status) => status === "completed")).toHaveLength(3);
  });

  it("ends with an error event and counts nothing when the writer fails after two chunks", async () => {
    const { user, token } = await newUser();
    fake.setBehaviour("fail-mid-stream");
    try {
      const writer = createAnthropicWriter({ apiKey: "k", model: "m", baseUrl: fake.url });
      const run = await beginReading(await signedInReader(token), { ...ONE_CARD, cards: ["The Star"] }, { writer: writer });
      const events = parseEvents(await eventStreamResponse(writingEvents(run.write), new AbortController().signal).text());
      expect(events.filter((event) => event.event === "delta")).toHaveLength(2);
      expect(events.at(-1)).toEqual({ event: "error", data: { error: expect.stringMatching(/not counted/), code: "interpreter_unavailable" } });
    } finally {
      fake.setBehaviour("ok");
    }
    expect((await usageOf(user.identityHash)).readings).toBe(0);
    expect(await readingStatuses(user.id)).toEqual(["failed"]);
  });

  it("writes a reading to its end and counts it when the reader disconnects mid-stream", async () => {
    const { user, token } = await newUser();
    const rest = gate();
    let finished = false;
    // A writer that says a few words, then waits for the test before writing the rest.
    const slow: ReadingWriter = {
      name: "local",
      async *stream() {
        yield "## Summary\nThe first words";
        await rest.opened;
        yield "\n\n## Synthesis\nThe last words.";
        finished = true;
      },
    };
    const run = await beginReading(await signedInReader(token), { ...ONE_CARD, cards: ["The Star"] }, { writer: slow });
    const reader = eventStreamResponse(writingEvents(run.write), new AbortController().signal).body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain("event: delta");
    await reader.cancel();
    rest.open();
    await expect.poll(() => readingStatuses(user.id)).toEqual(["completed"]);
    expect(finished).toBe(true);
    expect((await usageOf(user.identityHash)).readings).toBe(1);
    const profile = await (await getUser(jsonRequest("/api/auth/user", { method: "GET", token }))).json();
    expect(profile.stats.currentMonth.total_count).toBe(1);
  });

  it("stores and counts a reading whose request is aborted after the writer's last word, before done", async () => {
    const { user, token } = await newUser();
    const lastWordSent = gate();
    const finish = gate();
    const whole: ReadingWriter = {
      name: "local",
      async *stream() {
        yield "## Summary\nAll of it.";
        yield "\n\n## Synthesis\nThe end.";
        lastWordSent.open();
        await finish.opened;
      },
    };
    const run = await beginReading(await signedInReader(token), { ...ONE_CARD, cards: ["The Star"] }, { writer: whole });
    const request = new AbortController();
    const reader = eventStreamResponse(writingEvents(run.write), request.signal).body!.getReader();
    let received = "";
    await lastWordSent.opened;
    while (!received.includes("The end.")) received += new TextDecoder().decode((await reader.read()).value);
    request.abort();
    finish.open();
    await expect.poll(() => readingStatuses(user.id)).toEqual(["completed"]);
    const journal = await (await listJournal(jsonRequest("/api/readings", { method: "GET", token }))).json();
    expect(journal.readings).toEqual([expect.objectContaining({ question: ONE_CARD.question })]);
    expect((await usageOf(user.identityHash)).readings).toBe(1);
    const db = await getDb();
    expect(await db.select().from(schema.readings).where(and(eq(schema.readings.userId, user.id), eq(schema.readings.status, "reserved")))).toEqual([]);
  });
});

/** A promise the test opens when it chooses. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
