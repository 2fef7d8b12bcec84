import { expect, test } from "@playwright/test";
import { startFakeAnthropic } from "../tests/helpers/fake-anthropic";
import { runningStandaloneServer } from "./servers";

const READING_TEXT = [
  "## Summary",
  "The Star says the storm is already passing, and hope is returning in small, steady ways.",
  "",
  "## The heart of the matter: The Star",
  "After a hard season, something in you is quietly refilling. Let it, and share what comes back.",
  "",
  "## Synthesis",
  "Rest first, then take one small hopeful step before the week is out.",
].join("\n");
const READING = { question: "What should I focus on this week?", type: "one_card", category: "general", cards: ["The Star"] };
const asJson = { "Content-Type": "application/json" };

/**
 * A rolling restart loses nothing (issue 33): the standalone server as `npm start` and the image start it,
 * told to stop (SIGTERM) while a reading streams, finishes that reading, refuses a new one with 503 and
 * says it is not ready (/api/health 503) while it drains, then exits 0 (scripts/server-preload.cjs,
 * lib/lifecycle/drain.ts). The writer is a slow Anthropic stand-in, so the signal lands mid-stream.
 */
test("SIGTERM mid-stream: the reading under way finishes, a new one gets 503, then the server exits 0", async () => {
  test.setTimeout(180_000);
  const fake = await startFakeAnthropic(READING_TEXT, { tokensPerSecond: 12 });
  const server = await runningStandaloneServer({ ANTHROPIC_API_KEY: "sk-ant-e2e", ANTHROPIC_BASE_URL: fake.url });
  try {
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.base}${path}`, { method: "POST", headers: { ...asJson, ...headers }, body: JSON.stringify(body) });
    const email = `drain-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const { idToken } = await (await post("/api/dev/identity/token", { email })).json();
    const { token } = await (await post("/api/auth/google", { idToken })).json();
    const auth = { Authorization: `Bearer ${token}` };

    const streamed = await post("/api/tarot/interpret", READING, { ...auth, Accept: "text/event-stream" });
    expect(streamed.status).toBe(200);
    const reader = streamed.body!.getReader();
    const decoder = new TextDecoder();
    let events = "";
    while (!events.includes("event: delta")) {
      const { done, value } = await reader.read();
      expect(done, "the stream ended before its first words").toBe(false);
      events += decoder.decode(value, { stream: true });
    }

    server.signal("SIGTERM");
    await expect.poll(async () => (await fetch(`${server.base}/api/health`)).status).toBe(503);
    const refused = await post("/api/tarot/interpret", READING, auth);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await refused.json()).toEqual({ error: "This server is restarting. Nothing was counted: please try again in a few seconds.", code: "unavailable" });

    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      events += decoder.decode(value, { stream: true });
    }
    expect(events).toContain("event: done");
    expect(events).toContain("Rest first, then take one small hopeful step");
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/"text":"SIGTERM: draining, 1 writings in flight"/);
    expect(server.output()).toMatch(/"text":"drained in \d+ ms: exiting"/);
  } finally {
    await server.stop();
    await fake.close();
  }
});
