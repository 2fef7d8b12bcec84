import { desc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { GET as getUser } from "@/app/api/auth/user/route";
import { GET as metricsRoute } from "@/app/api/metrics/route";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { POST as askFollowUp } from "@/app/api/readings/[id]/follow-ups/route";
import { GET as getReading } from "@/app/api/readings/[id]/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { GET as startSignIn } from "@/app/[locale]/(english-only)/auth/start/route";
import { getDb, schema } from "@/db";
import { DEFAULT_ANTHROPIC_MODEL, getConfig } from "@/lib/config";
import { writerRunsWritten } from "@/lib/observability/writer-runs";
import { capturingLogs } from "../helpers/logs";
import { parsePrometheusText, sampleValue, type Family } from "../helpers/prometheus-text";
import { startFakeAnthropic } from "../helpers/fake-anthropic";
import { jsonRequest, newUser, signUp } from "../helpers/requests";
import { ONE_CARD } from "../helpers/readings";

// Read once, when the configuration is first used: the metrics token, and Claude played by a local server
// (it reports its tokens, and can be made to fail).
const METRICS_TOKEN = "metrics-token-for-the-tests-0123456789";
const writer = await startFakeAnthropic("## Summary\nThe cards are calm.\n\n## Synthesis\nGo gently.");
process.env.METRICS_TOKEN = METRICS_TOKEN;
process.env.ANTHROPIC_API_KEY = "sk-ant-observability";
process.env.ANTHROPIC_BASE_URL = writer.url;
afterAll(() => writer.close());

const scrape = (authorization?: string) =>
  metricsRoute(jsonRequest("/api/metrics", { method: "GET", headers: authorization ? { Authorization: authorization } : {} }));

async function metrics(): Promise<Map<string, Family>> {
  const response = await scrape(`Bearer ${METRICS_TOKEN}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(await response.text());
}

const read = (token: string, headers: Record<string, string> = {}) => interpret(jsonRequest("/api/tarot/interpret", { body: ONE_CARD, token, headers }));

async function latestReadingId(userId: string): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ id: schema.readings.id }).from(schema.readings).where(eq(schema.readings.userId, userId)).orderBy(desc(schema.readings.createdAt)).limit(1);
  return row.id;
}

describe("GET /api/metrics", () => {
  it("answers 404 without the token and with a wrong one, as for a path that does not exist", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-of-the-same-kind-0123", `Basic ${METRICS_TOKEN}`, `Bearer ${METRICS_TOKEN}x`]) {
      const response = await scrape(authorization);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("arcana_");
    }
  });

  it("answers Prometheus's text format that a strict reader accepts, counting a reading made here by outcome and writer", async () => {
    const before = await metrics();
    const completed = { kind: "reading", outcome: "completed", writer: "anthropic" };
    const { token, user } = await newUser();
    expect((await read(token)).status).toBe(200);

    const after = await metrics();
    expect(sampleValue(after, "arcana_writings_total", completed)).toBe(sampleValue(before, "arcana_writings_total", completed) + 1);
    const route = { route: "/api/tarot/interpret", method: "POST", status: "200" };
    expect(sampleValue(after, "arcana_http_requests_total", route)).toBe(sampleValue(before, "arcana_http_requests_total", route) + 1);
    // The writer's times and the tokens Claude reported (100 in; one per word out).
    const timed = { kind: "reading", writer: "anthropic" };
    expect(sampleValue(after, "arcana_writer_first_token_seconds_count", timed)).toBe(sampleValue(before, "arcana_writer_first_token_seconds_count", timed) + 1);
    expect(sampleValue(after, "arcana_writer_duration_seconds_count", timed)).toBe(sampleValue(before, "arcana_writer_duration_seconds_count", timed) + 1);
    const tokensIn = { kind: "reading", writer: "anthropic", direction: "in" };
    expect(sampleValue(after, "arcana_writer_tokens_total", tokensIn) - sampleValue(before, "arcana_writer_tokens_total", tokensIn)).toBe(100);
    const tokensOut = { ...tokensIn, direction: "out" };
    expect(sampleValue(after, "arcana_writer_tokens_total", tokensOut)).toBeGreaterThan(sampleValue(before, "arcana_writer_tokens_total", tokensOut));
    // The same reading as the operator console counts it: one writer run, with its model, times and tokens,
    // written behind the answer.
    await writerRunsWritten();
    const [run] = await (await getDb()).select().from(schema.writerRuns).orderBy(desc(schema.writerRuns.createdAt)).limit(1);
    expect(run).toMatchObject({ kind: "reading", outcome: "completed", writer: "anthropic", model: DEFAULT_ANTHROPIC_MODEL, spread: "one_card", category: "general", inputTokens: 100 });
    expect(run.outputTokens).toBeGreaterThan(0);
    expect(run.firstTokenMs).toBeGreaterThanOrEqual(0);
    expect(run.totalMs).toBeGreaterThanOrEqual(run.firstTokenMs!);
    // The default metrics: the event loop's lag, and the pool figure.
    expect(after.get("nodejs_eventloop_lag_seconds")?.type).toBe("gauge");
    expect(after.has("arcana_db_pool_max_connections")).toBe(true);

    // A follow-up is counted under the route's pattern, never its id.
    const readingId = await latestReadingId(user.id);
    const answer = await askFollowUp(jsonRequest(`/api/readings/${readingId}/follow-ups`, { body: { question: "And at work?" }, token }), {
      params: Promise.resolve({ id: readingId }),
    });
    expect(answer.status).toBe(200);
    const text = await (await scrape(`Bearer ${METRICS_TOKEN}`)).text();
    expect(text).toContain('route="/api/readings/[id]/follow-ups"');
    expect(text).not.toContain(readingId);
    expect(sampleValue(parsePrometheusText(text), "arcana_writings_total", { kind: "follow_up", outcome: "completed", writer: "anthropic" })).toBeGreaterThan(0);
  });

  it("counts a failed reading, a crisis, a refused sign-in, an unsigned webhook and a rate-limit refusal", async () => {
    const before = await metrics();
    const { token } = await newUser();
    writer.setBehaviour("overloaded");
    try {
      await capturingLogs(async () => expect((await read(token)).status).toBe(503));
    } finally {
      writer.setBehaviour("ok");
    }
    const crisis = await interpret(jsonRequest("/api/tarot/interpret", { body: { ...ONE_CARD, question: "I want to kill myself" }, token }));
    expect(crisis.status).toBe(200);
    const { POST: signIn } = await import("@/app/api/auth/google/route");
    expect((await signIn(jsonRequest("/api/auth/google", { body: { idToken: "not-a-token" } }))).status).toBe(401);
    expect((await webhook(jsonRequest("/api/payments/webhook", { body: "{}" }))).status).toBe(400);
    // The 11th reading of a minute from one user (a subscriber, so the month's limit does not come first).
    const subscriber = await newUser({ role: "subscribed" });
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await read(subscriber.token)).status);
    expect(statuses.at(-1)).toBe(429);

    const after = await metrics();
    const grew = (name: string, labels: Record<string, string>) => sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(grew("arcana_writings_total", { kind: "reading", outcome: "failed", writer: "anthropic" })).toBe(1);
    expect(grew("arcana_writings_total", { kind: "reading", outcome: "crisis", writer: "none" })).toBe(1);
    expect(grew("arcana_sign_ins_total", { outcome: "refused" })).toBe(1);
    expect(grew("arcana_webhook_events_total", { type: "unknown", outcome: "invalid" })).toBe(1);
    expect(grew("arcana_rate_limit_refusals_total", { route: "/api/tarot/interpret", code: "rate_limited" })).toBe(1);
    expect(grew("arcana_http_requests_total", { route: "/api/tarot/interpret", method: "POST", status: "503" })).toBe(1);
  });

  it("counts a subscriber's daily ceiling apart from the rate limit", async () => {
    const before = await metrics();
    const { token, user } = await newUser({ role: "subscribed" });
    expect((await read(token)).status).toBe(200);
    // The day's readings at the fair-use ceiling, as after a long day of them.
    const { identityUsage } = schema;
    await (await getDb()).update(identityUsage).set({ readingsToday: getConfig().subscriberReadingsPerDay }).where(eq(identityUsage.identityHash, user.identityHash));
    const refused = await read(token);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "daily_limit" });

    const after = await metrics();
    const refusals = (code: string) => {
      const labels = { route: "/api/tarot/interpret", code };
      return sampleValue(after, "arcana_rate_limit_refusals_total", labels) - sampleValue(before, "arcana_rate_limit_refusals_total", labels);
    };
    expect([refusals("daily_limit"), refusals("rate_limited")]).toEqual([1, 0]);
  });
});

describe("request ids", () => {
  it("puts X-Request-Id on every answer: JSON, errors, a stream and a redirect", async () => {
    const { token, user } = await newUser();
    expect((await read(token)).status).toBe(200);
    const readingId = await latestReadingId(user.id);
    const answers = [
      await getUser(jsonRequest("/api/auth/user", { method: "GET", token })),
      await getUser(jsonRequest("/api/auth/user", { method: "GET" })),
      await getReading(jsonRequest(`/api/readings/${readingId}`, { method: "GET", token }), { params: Promise.resolve({ id: readingId }) }),
      await read(token, { Accept: "text/event-stream" }),
      await startSignIn(jsonRequest("/auth/start?nonce=n0nce-abcdefghijklmnop", { method: "GET" })),
      await scrape(),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 200, 200, 302, 404]);
    const ids = answers.map((answer) => answer.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps the id nginx sent ($request_id), and replaces one that does not look like an id", async () => {
    const { token } = await newUser();
    const nginxId = "0123456789abcdef0123456789abcdef";
    const kept = await getUser(jsonRequest("/api/auth/user", { method: "GET", token, headers: { "X-Request-Id": nginxId } }));
    expect(kept.headers.get("x-request-id")).toBe(nginxId);
    for (const odd of ["short", "with spaces in it", "<script>alert(1)</script>", "x".repeat(200)]) {
      const replaced = await getUser(jsonRequest("/api/auth/user", { method: "GET", token, headers: { "X-Request-Id": odd } }));
      expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it("puts one id on every log line of a failing reading, the one its answer carries, and nothing personal", async () => {
    const { token, email } = await newUser();
    writer.setBehaviour("overloaded");
    const { result: response, lines, raw } = await capturingLogs(async () => {
      try {
        return await read(token);
      } finally {
        writer.setBehaviour("ok");
      }
    });
    expect(response.status).toBe(503);
    const requestId = response.headers.get("x-request-id");
    expect(lines.map((line) => line.msg)).toEqual(["Anthropic call failed", "Writing failed and was released", "request"]);
    for (const line of lines) expect(line).toMatchObject({ requestId, route: "/api/tarot/interpret", user: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(lines.at(-1)).toMatchObject({ level: "info", status: 503, method: "POST", durationMs: expect.any(Number) });
    for (const secret of [ONE_CARD.question, email, token]) expect(raw).not.toContain(secret);
  });

  it("logs a streamed reading once its stream has ended, with the same id as the stream's header", async () => {
    const { token } = await newUser();
    const { lines, result: requestId } = await capturingLogs(async () => {
      const response = await read(token, { Accept: "text/event-stream" });
      await response.text();
      return response.headers.get("x-request-id");
    });
    expect(lines).toEqual([expect.objectContaining({ msg: "request", requestId, status: 200, route: "/api/tarot/interpret" })]);
  });

  it("names a dynamic route by its pattern, never its id", async () => {
    const { lines, raw } = await capturingLogs(() =>
      askFollowUp(jsonRequest("/api/readings/reading%20one/follow-ups", { body: { question: "And at work?" } }), { params: Promise.resolve({ id: "reading one" }) }),
    );
    expect(lines).toEqual([expect.objectContaining({ msg: "request", status: 401, route: "/api/readings/[id]/follow-ups" })]);
    expect(raw).not.toMatch(/reading( |%20)one/);
  });
});

// A signed-up user through the route, so that sign-ins are counted (kept apart from the tests above).
describe("sign-in metrics", () => {
  it("counts a sign-in", async () => {
    const before = await metrics();
    await signUp();
    const after = await metrics();
    expect(sampleValue(after, "arcana_sign_ins_total", { outcome: "signed_in" }) - sampleValue(before, "arcana_sign_ins_total", { outcome: "signed_in" })).toBe(1);
  });
});
