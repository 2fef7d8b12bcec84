import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "@/lib/users/public-user";
import { setAnalyticsSink, type AnalyticsEvent } from "./analytics";
import {
  CHECKOUT_FAILED_MESSAGE,
  FEEDBACK_FAILED_MESSAGE,
  FETCH_USER_FAILED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  PORTAL_FAILED_MESSAGE,
  createCheckoutSession,
  createPortalSession,
  INVALID_RESPONSE_MESSAGE,
  deleteAccount,
  getUser,
  sessionRefused,
  logOut,
  parseDeleteResponse,
  type InterpretRequest,
  parseSignInResponse,
  parseUserResponse,
  saveReadingFeedback,
  signInWithGoogle,
  streamFollowUp,
  streamReading,
} from "./api";
import { authorizationHeader } from "./api-fetch";
import { stubBrowserFetch, type BrowserFetchStub } from "@/tests/helpers/stub-fetch";
import { TOKEN_STORAGE_KEY } from "./session";

const USER: PublicUser = {
  email: "seer@example.com",
  role: "free",
  referral_code: "abc123",
  bonus_credits: 0,
  stats: { month: "November 2026", currentMonth: { total_count: 1 } },
  subscription: null,
};

describe("parseSignInResponse", () => {
  it("returns the user and token of a complete response", () => {
    expect(parseSignInResponse({ user: USER, token: "session-token" })).toEqual({ user: USER, token: "session-token" });
  });

  it("throws the server's error field as the message", () => {
    expect(() => parseSignInResponse({ error: "Your Google account's e-mail is not verified." })).toThrow(
      "Your Google account's e-mail is not verified.",
    );
  });

  it("prefers the server's error even when other fields are present", () => {
    expect(() => parseSignInResponse({ error: "Sign-in refused", user: USER, token: "t" })).toThrow("Sign-in refused");
  });

  it("refuses a response without a user", () => {
    expect(() => parseSignInResponse({ token: "session-token" })).toThrow(INVALID_RESPONSE_MESSAGE);
  });

  it("refuses a response whose token is not a string", () => {
    expect(() => parseSignInResponse({ user: USER, token: 42 })).toThrow(INVALID_RESPONSE_MESSAGE);
    expect(() => parseSignInResponse({ user: USER })).toThrow(INVALID_RESPONSE_MESSAGE);
  });

  it("refuses a body that is not JSON or not an object", () => {
    expect(() => parseSignInResponse(undefined)).toThrow(INVALID_RESPONSE_MESSAGE);
    expect(() => parseSignInResponse("<html>")).toThrow(INVALID_RESPONSE_MESSAGE);
  });
});

describe("parseUserResponse", () => {
  it("returns a well-formed user", () => {
    expect(parseUserResponse(USER)).toEqual(USER);
  });

  it("treats a body that is not a user as a failed fetch", () => {
    expect(() => parseUserResponse({ email: "x@example.com" })).toThrow(FETCH_USER_FAILED_MESSAGE);
  });

  it("reads a subscriber's plan that ends at the period's end", () => {
    const cancelling = { ...USER, role: "subscribed", subscription: { cancelAtPeriodEnd: true, currentPeriodEnd: "2027-03-12T09:30:00.000Z" } };
    expect(parseUserResponse(cancelling)).toEqual(cancelling);
    expect(() => parseUserResponse({ ...cancelling, subscription: { cancelAtPeriodEnd: true, currentPeriodEnd: "12 March" } })).toThrow(FETCH_USER_FAILED_MESSAGE);
  });
});

describe("parseDeleteResponse", () => {
  it("accepts a success body", () => {
    expect(() => parseDeleteResponse({ success: true })).not.toThrow();
  });

  it("throws the server's error field as the message", () => {
    expect(() => parseDeleteResponse({ error: "Unauthorized" })).toThrow("Unauthorized");
  });

  it("does not take a body that is not JSON for a success", () => {
    expect(() => parseDeleteResponse(undefined)).toThrow(INVALID_RESPONSE_MESSAGE);
  });
});

describe("authorizationHeader", () => {
  it("sends the token as a bearer credential", () => {
    expect(authorizationHeader("abc")).toBe("Bearer abc");
  });

  it("sends an empty value without a token", () => {
    expect(authorizationHeader(null)).toBe("");
  });
});


// The calls below run against a stubbed browser (tests/helpers/stub-fetch.ts), and analytics events are kept.
let events: AnalyticsEvent[];

/** Each test starts with the stubbed browser's empty storage and recording fetch, and an analytics sink. */
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

describe("over a stubbed fetch", () => {
  const fetchStub = stubFetchAndAnalytics();

  describe("the auth calls over fetch", () => {
    const authorizationOf = (index: number) => new Headers(fetchStub.requests[index].init.headers).get("Authorization");

    it("sends the sign-in call without an Authorization header, even with a stored token", async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, "old-token");
      fetchStub.answer = () => Response.json({ user: USER, token: "new-token" });
      await expect(signInWithGoogle("id-token")).resolves.toEqual({ user: USER, token: "new-token" });
      expect(fetchStub.requests[0].url).toBe("/api/auth/google");
      expect(fetchStub.requests[0].init.method).toBe("POST");
      expect(JSON.parse(String(fetchStub.requests[0].init.body))).toEqual({ idToken: "id-token" });
      expect(authorizationOf(0)).toBeNull();
      expect(events).toEqual(["auth_google"]);
    });

    it("does not log a sign-in the server refused, whatever its status", async () => {
      fetchStub.answer = () => Response.json({ error: "Invalid ID token" }, { status: 200 });
      await expect(signInWithGoogle("id-token")).rejects.toThrow("Invalid ID token");
      expect(events).toEqual([]);
    });

    it("fetches the user with the stored token as a bearer credential", async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, "session-token");
      fetchStub.answer = () => Response.json(USER);
      await expect(getUser()).resolves.toEqual(USER);
      expect(fetchStub.requests[0].url).toBe("/api/auth/user");
      expect(authorizationOf(0)).toBe("Bearer session-token");
      expect(events).toEqual(["auth_get_user"]);
    });

    it("sends an empty Authorization value when no token is stored", async () => {
      fetchStub.answer = () => Response.json({ error: "Sign in first" }, { status: 401 });
      await expect(getUser()).rejects.toThrow(FETCH_USER_FAILED_MESSAGE);
      expect(fetchStub.requests[0].init.headers).toEqual({ Authorization: "" });
    });

    it("throws 'Failed to fetch user' on a non-OK status and logs auth_get_user_error", async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, "expired");
      fetchStub.answer = () => Response.json({ error: "Session expired" }, { status: 401 });
      await expect(getUser()).rejects.toThrow(FETCH_USER_FAILED_MESSAGE);
      expect(events).toEqual(["auth_get_user_error"]);
    });

    it("logs auth_get_user_error when the network fails", async () => {
      vi.stubGlobal("fetch", async () => {
        throw new TypeError("Failed to fetch");
      });
      await expect(getUser()).rejects.toThrow("Failed to fetch");
      expect(events).toEqual(["auth_get_user_error"]);
    });

    it("tells a refused session (401) from an outage (503, 502, a dropped connection), which says nothing about the token", async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, "session-token");
      const failure = async () => getUser().then(() => undefined, (error: unknown) => error);
      fetchStub.answer = () => Response.json({ error: "Your session has ended.", code: "unauthenticated" }, { status: 401 });
      expect(sessionRefused(await failure())).toBe(true);
      fetchStub.answer = () => Response.json({ error: "We can't reach our database.", code: "unavailable" }, { status: 503, headers: { "Retry-After": "5" } });
      expect(sessionRefused(await failure())).toBe(false);
      fetchStub.answer = () => new Response("<html>Bad Gateway</html>", { status: 502, headers: { "Content-Type": "text/html" } });
      expect(sessionRefused(await failure())).toBe(false);
      vi.stubGlobal("fetch", async () => {
        throw new TypeError("Failed to fetch");
      });
      expect(sessionRefused(await failure())).toBe(false);
    });

    it("deletes the account with the bearer token and logs auth_delete_google", async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, "session-token");
      fetchStub.answer = () => Response.json({ success: true });
      await expect(deleteAccount()).resolves.toBeUndefined();
      expect(fetchStub.requests[0]).toMatchObject({ url: "/api/auth/google", init: { method: "DELETE" } });
      expect(authorizationOf(0)).toBe("Bearer session-token");
      expect(events).toEqual(["auth_delete_google"]);
    });

    it("revokes the session with the bearer token on log out", async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, "session-token");
      fetchStub.answer = () => Response.json({ success: true });
      await expect(logOut()).resolves.toBeUndefined();
      expect(fetchStub.requests[0]).toMatchObject({ url: "/api/auth/logout", init: { method: "POST" } });
      expect(authorizationOf(0)).toBe("Bearer session-token");
    });

    it("throws when the server refuses the log out, so the caller can still log out locally", async () => {
      fetchStub.answer = () => Response.json({ error: "Your session has ended. Please sign in again." }, { status: 401 });
      await expect(logOut()).rejects.toThrow("Your session has ended");
    });

    it("throws the server's error on delete without checking the status", async () => {
      fetchStub.answer = () => Response.json({ error: "Could not delete the account" }, { status: 500 });
      await expect(deleteAccount()).rejects.toThrow("Could not delete the account");
      expect(events).toEqual([]);
    });
  });
});

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

  it("sends the reading as JSON with an empty Authorization value when no token is stored", async () => {
    fetchStub.answer = () => Response.json({ error: "Please sign in first.", code: "unauthenticated" }, { status: 401 });
    await expect(streamReading(READING, () => undefined)).resolves.toMatchObject({ kind: "refused", code: "unauthenticated" });
    const headers = new Headers(fetchStub.requests[0].init.headers);
    expect(headers.get("Authorization")).toBe("");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(events).toEqual([]);
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

  it("hands the words over as they come and ends with the whole reading, logging tarot_interpret", async () => {
    const done = `event: done\ndata: ${JSON.stringify({ interpretation: "## Summary\nThe storm passes.", readingId: "r1" })}\n\n`;
    // An event split across chunks, and two events in one chunk.
    const { result, words } = await streamed(streamOf([delta("## Summary\n").slice(0, 12), delta("## Summary\n").slice(12) + delta("The storm"), done]));
    expect(words).toEqual(["## Summary\n", "The storm"]);
    expect(result).toEqual({ kind: "done", interpretation: "## Summary\nThe storm passes.", readingId: "r1" });
    expect(events).toEqual(["tarot_interpret"]);
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

  it("answers a refusal sent as JSON before the stream, with its code and Retry-After", async () => {
    fetchStub.answer = () =>
      Response.json({ error: "Too many readings requested. Please wait a moment and try again.", code: "rate_limited" }, { status: 429, headers: { "Retry-After": "42" } });
    await expect(streamReading(READING, () => undefined)).resolves.toEqual({
      kind: "refused",
      error: "Too many readings requested. Please wait a moment and try again.",
      code: "rate_limited",
      retryAfterSeconds: 42,
    });
  });

  it("answers a proxy's 503 JSON as a refusal with code unavailable", async () => {
    fetchStub.answer = () => Response.json({ error: "The service is briefly unavailable.", code: "unavailable" }, { status: 503, headers: { "Retry-After": "5" } });
    await expect(streamReading(READING, () => undefined)).resolves.toEqual({
      kind: "refused",
      error: "The service is briefly unavailable.",
      code: "unavailable",
      retryAfterSeconds: 5,
    });
  });

  it("answers broken for a proxy's HTML error page, which is not JSON at all", async () => {
    fetchStub.answer = () => new Response("<html><body><h1>502 Bad Gateway</h1></body></html>", { status: 502, headers: { "Content-Type": "text/html" } });
    await expect(streamReading(READING, () => undefined)).resolves.toEqual({ kind: "broken" });
  });

  it("answers a JSON reading, a codeless error, and JSON with neither", async () => {
    fetchStub.answer = () => Response.json({ interpretation: "## Summary" });
    await expect(streamReading(READING, () => undefined)).resolves.toEqual({ kind: "done", interpretation: "## Summary", readingId: null });
    fetchStub.answer = () => Response.json({ error: "Nope" }, { headers: { "Retry-After": "Wed, 21 Oct 2026 07:28:00 GMT" } });
    await expect(streamReading(READING, () => undefined)).resolves.toEqual({ kind: "refused", error: "Nope", code: null, retryAfterSeconds: null });
    fetchStub.answer = () => Response.json({ interpretation: "" });
    await expect(streamReading(READING, () => undefined)).resolves.toEqual({ kind: "broken", unrecognised: true });
    fetchStub.answer = () => Response.json(null);
    await expect(streamReading(READING, () => undefined)).resolves.toEqual({ kind: "broken", unrecognised: true });
  });

  it("answers broken when the call itself fails", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(streamReading(READING, () => undefined)).resolves.toEqual({ kind: "broken" });
    expect(events).toEqual([]);
  });
});

describe("follow-ups and feedback", () => {
  const fetchStub = stubFetchAndAnalytics();
  const eventStreamHeaders = { "Content-Type": "text/event-stream; charset=utf-8" };

  it("streams a follow-up's words and ends with its answer, id and what is left, logging reading_follow_up", async () => {
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
    expect(events).toEqual(["reading_follow_up"]);
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
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(streamFollowUp("r", "Again?", () => undefined)).resolves.toEqual({ kind: "broken" });
    expect(events).toEqual([]);
  });

  it("puts feedback and answers what was kept; the server's error or a failed save throws", async () => {
    fetchStub.answer = () => Response.json({ feedback: { helpful: true, note: "Spot on." } });
    await expect(saveReadingFeedback("r1", { helpful: true, note: "Spot on." })).resolves.toEqual({ helpful: true, note: "Spot on." });
    expect(fetchStub.requests[0]).toMatchObject({ url: "/api/readings/r1/feedback", init: { method: "PUT" } });
    expect(JSON.parse(String(fetchStub.requests[0].init.body))).toEqual({ helpful: true, note: "Spot on." });
    fetchStub.answer = () => Response.json({ error: "This reading does not exist.", code: "not_found" }, { status: 404 });
    await expect(saveReadingFeedback("r1", { helpful: false })).rejects.toThrow("This reading does not exist.");
    fetchStub.answer = () => new Response("<html>", { status: 502 });
    await expect(saveReadingFeedback("r1", { helpful: false })).rejects.toThrow(FEEDBACK_FAILED_MESSAGE);
  });
});

describe("the payments calls", () => {
  const fetchStub = stubFetchAndAnalytics();

  it("posts an empty object with the bearer token and answers the checkout session, logging payments_checkout", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "session-token");
    fetchStub.answer = () => Response.json({ sessionId: "cs_1", url: "https://checkout.stripe.com/c/pay/cs_1" });
    await expect(createCheckoutSession()).resolves.toEqual({ sessionId: "cs_1", url: "https://checkout.stripe.com/c/pay/cs_1" });
    expect(fetchStub.requests[0]).toMatchObject({ url: "/api/payments/create-checkout-session", init: { method: "POST", body: "{}" } });
    expect(new Headers(fetchStub.requests[0].init.headers).get("Authorization")).toBe("Bearer session-token");
    expect(events).toEqual(["payments_checkout"]);
  });

  it("throws the server's error, 'Failed to start subscription.' without a sessionId, 'Network error.' when the call fails", async () => {
    fetchStub.answer = () => Response.json({ error: "You already have an active subscription." }, { status: 409 });
    await expect(createCheckoutSession()).rejects.toThrow("You already have an active subscription.");
    fetchStub.answer = () => Response.json({});
    await expect(createCheckoutSession()).rejects.toThrow(CHECKOUT_FAILED_MESSAGE);
    fetchStub.answer = () => new Response("<html>", { status: 502 });
    await expect(createCheckoutSession()).rejects.toThrow(CHECKOUT_FAILED_MESSAGE);
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(createCheckoutSession()).rejects.toThrow(NETWORK_ERROR_MESSAGE);
    expect(events).toEqual([]);
  });

  it("answers the portal url and logs payments_portal; otherwise the server's error or 'Unable to open subscription portal.'", async () => {
    fetchStub.answer = () => Response.json({ url: "https://billing.stripe.com/p/session/x" });
    await expect(createPortalSession()).resolves.toBe("https://billing.stripe.com/p/session/x");
    expect(fetchStub.requests[0]).toMatchObject({ url: "/api/payments/create-portal-session", init: { method: "POST", body: "{}" } });
    expect(events).toEqual(["payments_portal"]);
    fetchStub.answer = () => Response.json({ error: "You have no subscription to manage yet." }, { status: 400 });
    await expect(createPortalSession()).rejects.toThrow("You have no subscription to manage yet.");
    fetchStub.answer = () => Response.json({});
    await expect(createPortalSession()).rejects.toThrow(PORTAL_FAILED_MESSAGE);
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(createPortalSession()).rejects.toThrow(PORTAL_FAILED_MESSAGE);
  });
});
