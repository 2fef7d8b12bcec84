import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { networkFailure, stubBrowserFetch, type BrowserFetchStub } from "@/tests/helpers/stub-fetch";
import { setAnalyticsSink, type AnalyticsEvent } from "../analytics";
import { TOKEN_STORAGE_KEY } from "../session";
import { saveReadingFeedback, streamFollowUp, streamReading, type InterpretRequest } from "./readings";

// The calls run against a stubbed browser (tests/helpers/stub-fetch.ts); analytics events are kept, to show
// that the calls log none themselves (their callers do).
let events: AnalyticsEvent[];

function stubFetchAndAnalytics(): BrowserFetchStub {
  const fetchStub = stubBrowserFetch();
  beforeEach(() => {
    events = [];
    setAnalyticsSink((event) => events.push(event));
  });
  afterEach(() => {
    setAnalyticsSink(null);
  });
  return fetchStub;
}

describe("streamReading (a reading as Server-Sent Events)", () => {
  const fetchStub = stubFetchAndAnalytics();

  const READING: InterpretRequest = { question: "Will the storm pass?", type: "one_card", category: "general", cards: ["The Star"] };
  const eventStreamHeaders = { "Content-Type": "text/event-stream; charset=utf-8" };
  const delta = (text: string) => `event: delta\ndata: ${JSON.stringify({ text })}\n\n`;

  /** A body that sends `chunks` as they are, then ends, or errors like a reset connection when `failWith` is set. */
  function streamOf(chunks: string[], failWith?: Error): ReadableStream<Uint8Array> {
    const encoder = new TextEncoder();
    return new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        if (failWith) controller.error(failWith);
        else controller.close();
      },
    });
  }

  async function streamed(body: ReadableStream<Uint8Array>) {
    fetchStub.answer = () => new Response(body, { headers: eventStreamHeaders });
    const words: string[] = [];
    const result = await streamReading(READING, (text) => words.push(text));
    return { result, words };
  }

  it("asks for an event stream with the bearer token and the reading as JSON", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "session-token");
    await streamed(streamOf([delta("x"), 'event: done\ndata: {"interpretation":"x","readingId":null}\n\n']));
    const headers = new Headers(fetchStub.requests[0].init.headers);
    expect(fetchStub.requests[0]).toMatchObject({ url: "/api/tarot/interpret", init: { method: "POST" } });
    expect(headers.get("Accept")).toBe("text/event-stream");
    expect(headers.get("Authorization")).toBe("Bearer session-token");
    expect(JSON.parse(String(fetchStub.requests[0].init.body))).toEqual(READING);
  });

  it("sends the chosen reader voice with the reading", async () => {
    fetchStub.answer = () => new Response(streamOf(['event: done\ndata: {"interpretation":"x","readingId":null}\n\n']), { headers: eventStreamHeaders });
    await streamReading({ ...READING, voice: "direct" }, () => {});
    expect(JSON.parse(String(fetchStub.requests[0].init.body))).toEqual({ ...READING, voice: "direct" });
  });

  it("sends the reading as JSON with an empty Authorization value when no token is stored", async () => {
    fetchStub.answer = () => Response.json({ error: "Please sign in first.", code: "unauthenticated" }, { status: 401 });
    await expect(streamReading(READING, () => undefined)).resolves.toMatchObject({ kind: "refused", code: "unauthenticated" });
    const headers = new Headers(fetchStub.requests[0].init.headers);
    expect(headers.get("Authorization")).toBe("");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(events).toEqual([]);
  });

  it("sends ownDraw when the reader drew their own cards", async () => {
    fetchStub.answer = () => Response.json({ interpretation: "x" });
    await streamReading({ ...READING, ownDraw: true }, () => undefined);
    expect(JSON.parse(String(fetchStub.requests[0].init.body))).toEqual({ ...READING, ownDraw: true });
  });

  it("logs nothing for an empty reading, streamed or as JSON, and reads an empty one as neither reading nor error", async () => {
    const { result } = await streamed(streamOf(['event: done\ndata: {"interpretation":"","readingId":null}\n\n']));
    expect(result).toEqual({ kind: "broken", unrecognised: true });
    const emptyError = await streamed(streamOf(['event: error\ndata: {"error":"","code":"internal_error"}\n\n']));
    expect(emptyError.result).toEqual({ kind: "broken", unrecognised: true });
    fetchStub.answer = () => Response.json({ interpretation: "" });
    await expect(streamReading(READING, () => undefined)).resolves.toEqual({ kind: "broken", unrecognised: true });
    expect(events).toEqual([]);
  });

  it("hands the words over as they come and ends with the whole reading, logging nothing itself", async () => {
    const remembered = { cards: [{ card: "The Tower", count: 3 }], questions: 2 };
    const done = `event: done\ndata: ${JSON.stringify({ interpretation: "## Summary\nThe storm passes.", readingId: "r1", remembered })}\n\n`;
    // An event split across chunks, and two events in one chunk.
    const { result, words } = await streamed(streamOf([delta("## Summary\n").slice(0, 12), delta("## Summary\n").slice(12) + delta("The storm"), done]));
    expect(words).toEqual(["## Summary\n", "The storm"]);
    expect(result).toEqual({ kind: "done", interpretation: "## Summary\nThe storm passes.", readingId: "r1", remembered });
    expect(events).toEqual([]);
  });

  it("answers the server's error event as a refusal with its code", async () => {
    const error = `event: error\ndata: ${JSON.stringify({ error: "We could not write your reading right now.", code: "interpreter_unavailable" })}\n\n`;
    const { result } = await streamed(streamOf([delta("The "), error]));
    expect(result).toEqual({ kind: "refused", error: "We could not write your reading right now.", code: "interpreter_unavailable", retryAfterSeconds: null });
    expect(events).toEqual([]);
  });

  it("answers broken when the stream ends after some words without done or error", async () => {
    const { result, words } = await streamed(streamOf([delta("## Summary\n"), delta("The storm")]));
    expect(words).toEqual(["## Summary\n", "The storm"]);
    expect(result).toEqual({ kind: "broken" });
    expect(events).toEqual([]);
  });

  it("answers broken when the connection fails while reading", async () => {
    const { result } = await streamed(streamOf([delta("The storm")], new TypeError("network error")));
    expect(result).toEqual({ kind: "broken" });
  });

  it("answers broken for an event it cannot read, and stops reading there", async () => {
    let pulls = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        controller.enqueue(new TextEncoder().encode(pulls === 1 ? "event: done\ndata: {not json}\n\n" : ": still here\n\n"));
      },
    });
    await expect(streamed(endless)).resolves.toMatchObject({ result: { kind: "broken" } });
    expect(pulls).toBeLessThan(3);
  });

  it("stops reading at done, even if the connection stays open", async () => {
    const open = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('event: done\ndata: {"interpretation":"Yes.","readingId":null}\n\n'));
      },
    });
    await expect(streamed(open)).resolves.toMatchObject({ result: { kind: "done", interpretation: "Yes." } });
  });

  it.each([
    { sender: "our rate limit", status: 429, error: "Too many readings requested. Please wait a moment and try again.", code: "rate_limited", retryAfterSeconds: 42 },
    { sender: "a proxy's 503", status: 503, error: "The service is briefly unavailable.", code: "unavailable", retryAfterSeconds: 5 },
  ])("answers a refusal sent as JSON before the stream ($sender), with its code and Retry-After", async ({ status, error, code, retryAfterSeconds }) => {
    fetchStub.answer = () => Response.json({ error, code }, { status, headers: { "Retry-After": String(retryAfterSeconds) } });
    await expect(streamReading(READING, () => undefined)).resolves.toEqual({ kind: "refused", error, code, retryAfterSeconds });
  });

  it("answers broken for a proxy's HTML error page, which is not JSON at all", async () => {
    fetchStub.answer = () => new Response("<html><body><h1>502 Bad Gateway</h1></body></html>", { status: 502, headers: { "Content-Type": "text/html" } });
    await expect(streamReading(READING, () => undefined)).resolves.toEqual({ kind: "broken" });
  });

  it("answers a JSON reading, a codeless error, and JSON with neither", async () => {
    // A JSON answer that says nothing of what it remembered (an older server) remembered nothing.
    fetchStub.answer = () => Response.json({ interpretation: "## Summary" });
    await expect(streamReading(READING, () => undefined)).resolves.toEqual({ kind: "done", interpretation: "## Summary", readingId: null, remembered: { cards: [], questions: 0 } });
    fetchStub.answer = () => Response.json({ error: "Nope" }, { headers: { "Retry-After": "Wed, 21 Oct 2026 07:28:00 GMT" } });
    await expect(streamReading(READING, () => undefined)).resolves.toEqual({ kind: "refused", error: "Nope", code: null, retryAfterSeconds: null });
    fetchStub.answer = () => Response.json({ interpretation: "" });
    await expect(streamReading(READING, () => undefined)).resolves.toEqual({ kind: "broken", unrecognised: true });
    fetchStub.answer = () => Response.json(null);
    await expect(streamReading(READING, () => undefined)).resolves.toEqual({ kind: "broken", unrecognised: true });
  });

  it("answers broken when the call itself fails", async () => {
    fetchStub.answer = networkFailure;
    await expect(streamReading(READING, () => undefined)).resolves.toEqual({ kind: "broken", unreachable: true });
    expect(events).toEqual([]);
  });
});

describe("follow-ups and feedback", () => {
  const fetchStub = stubFetchAndAnalytics();
  const eventStreamHeaders = { "Content-Type": "text/event-stream; charset=utf-8" };

  it("streams a follow-up's words and ends with its answer, id and what is left, logging nothing itself", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "session-token");
    const body = [
      `event: delta\ndata: ${JSON.stringify({ text: "The Star " })}\n\n`,
      `event: done\ndata: ${JSON.stringify({ answer: "The Star again.", followUpId: "f1", remaining: 2 })}\n\n`,
    ].join("");
    fetchStub.answer = () => new Response(body, { headers: eventStreamHeaders });
    const words: string[] = [];
    await expect(streamFollowUp("reading 1", "And my team?", (text) => words.push(text))).resolves.toEqual({
      kind: "done",
      answer: "The Star again.",
      followUpId: "f1",
      remaining: 2,
    });
    expect(words).toEqual(["The Star "]);
    expect(fetchStub.requests[0]).toMatchObject({ url: "/api/readings/reading%201/follow-ups", init: { method: "POST" } });
    expect(JSON.parse(String(fetchStub.requests[0].init.body))).toEqual({ question: "And my team?" });
    expect(new Headers(fetchStub.requests[0].init.headers).get("Accept")).toBe("text/event-stream");
    expect(events).toEqual([]);
  });

  it("answers the limit as a refusal with its code, an empty answer as unrecognised, and a failed call as broken", async () => {
    fetchStub.answer = () => Response.json({ error: "A free reading includes 1 follow-up question.", code: "follow_up_limit" }, { status: 403 });
    await expect(streamFollowUp("r", "Again?", () => undefined)).resolves.toEqual({
      kind: "refused",
      error: "A free reading includes 1 follow-up question.",
      code: "follow_up_limit",
      retryAfterSeconds: null,
    });
    fetchStub.answer = () => new Response('event: done\ndata: {"answer":"","followUpId":null,"remaining":0}\n\n', { headers: eventStreamHeaders });
    await expect(streamFollowUp("r", "Again?", () => undefined)).resolves.toEqual({ kind: "broken", unrecognised: true });
    fetchStub.answer = networkFailure;
    await expect(streamFollowUp("r", "Again?", () => undefined)).resolves.toEqual({ kind: "broken", unreachable: true });
    expect(events).toEqual([]);
  });

  it("puts feedback and answers what was kept; the server's error is a refusal, a failed save broken", async () => {
    fetchStub.answer = () => Response.json({ feedback: { helpful: true, note: "Spot on." } });
    await expect(saveReadingFeedback("r1", { helpful: true, note: "Spot on." })).resolves.toEqual({ kind: "done", data: { feedback: { helpful: true, note: "Spot on." } } });
    expect(fetchStub.requests[0]).toMatchObject({ url: "/api/readings/r1/feedback", init: { method: "PUT" } });
    expect(JSON.parse(String(fetchStub.requests[0].init.body))).toEqual({ helpful: true, note: "Spot on." });
    fetchStub.answer = () => Response.json({ error: "This reading does not exist.", code: "not_found" }, { status: 404 });
    await expect(saveReadingFeedback("r1", { helpful: false })).resolves.toMatchObject({ kind: "refused", error: "This reading does not exist." });
    fetchStub.answer = () => new Response("<html>", { status: 502 });
    await expect(saveReadingFeedback("r1", { helpful: false })).resolves.toStrictEqual({ kind: "broken" });
    fetchStub.answer = () => Response.json({ feedback: { helpful: true, note: null } }, { status: 500 });
    await expect(saveReadingFeedback("r1", { helpful: true })).resolves.toEqual({ kind: "broken", unrecognised: true });
  });
});
