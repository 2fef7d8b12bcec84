import { describe, expect, it } from "vitest";
import { networkFailure, stubBrowserFetch } from "@/tests/helpers/stub-fetch";
import { apiFetch, authorizationHeader, readJson, retryAfterSecondsOf } from "./api-fetch";
import { TOKEN_STORAGE_KEY } from "./session";

// fetch answers `fetchStub.answer()` and records its calls in `fetchStub.requests`; storage starts empty.
const fetchStub = stubBrowserFetch();

describe("authorizationHeader", () => {
  it("sends the token as a bearer credential", () => {
    expect(authorizationHeader("abc")).toBe("Bearer abc");
  });

  it("sends an empty value without a token", () => {
    expect(authorizationHeader(null)).toBe("");
  });
});

describe("apiFetch", () => {
  it("sends the stored token as a bearer credential, and nothing else on a plain GET", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "session-token");
    await apiFetch("/api/auth/user", { cache: "no-store" });
    expect(fetchStub.requests).toEqual([{ url: "/api/auth/user", init: expect.objectContaining({ headers: { Authorization: "Bearer session-token" }, cache: "no-store" }) }]);
    expect(fetchStub.requests[0].init.body).toBeUndefined();
    expect(fetchStub.requests[0].init.method).toBeUndefined();
  });

  it("sends an empty Authorization value when no token is stored", async () => {
    await apiFetch("/api/readings");
    expect(fetchStub.requests[0].init.headers).toEqual({ Authorization: "" });
  });

  it("sends no Authorization header at all on an anonymous call, even with a stored token", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "old-token");
    await apiFetch("/api/auth/google", { method: "POST", json: { idToken: "id" }, anonymous: true });
    expect(new Headers(fetchStub.requests[0].init.headers).has("Authorization")).toBe(false);
    expect(fetchStub.requests[0].init.headers).toEqual({ "Content-Type": "application/json" });
  });

  it("sends a JSON body with its Content-Type, and the Accept asked for", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "session-token");
    await apiFetch("/api/tarot/interpret", { method: "POST", json: { question: "Why?" }, accept: "text/event-stream" });
    expect(fetchStub.requests[0].init).toMatchObject({
      method: "POST",
      body: '{"question":"Why?"}',
      headers: { Authorization: "Bearer session-token", "Content-Type": "application/json", Accept: "text/event-stream" },
    });
  });

  it("sends an empty object as '{}'", async () => {
    await apiFetch("/api/payments/create-portal-session", { method: "POST", json: {} });
    expect(fetchStub.requests[0].init.body).toBe("{}");
  });

  it("rejects as fetch does when the call fails", async () => {
    fetchStub.answer = networkFailure;
    await expect(apiFetch("/api/auth/user")).rejects.toThrow("Failed to fetch");
  });
});

describe("readJson", () => {
  it("answers the parsed body, or undefined for an empty body", async () => {
    await expect(readJson(Response.json({ a: 1 }))).resolves.toEqual({ a: 1 });
    await expect(readJson(Response.json(null))).resolves.toBeNull();
    await expect(readJson(new Response(null, { status: 204 }))).resolves.toBeUndefined();
  });
});

describe("retryAfterSecondsOf", () => {
  const withRetryAfter = (value: string) => new Response(null, { headers: { "Retry-After": value } });

  it("reads whole seconds", () => {
    expect(retryAfterSecondsOf(withRetryAfter("42"))).toBe(42);
    expect(retryAfterSecondsOf(withRetryAfter(" 5 "))).toBe(5);
  });

  it("is null when absent, an HTTP date or not a whole number", () => {
    expect(retryAfterSecondsOf(new Response(null))).toBeNull();
    expect(retryAfterSecondsOf(withRetryAfter("Wed, 21 Oct 2026 07:28:00 GMT"))).toBeNull();
    expect(retryAfterSecondsOf(withRetryAfter("1.5"))).toBeNull();
    expect(retryAfterSecondsOf(withRetryAfter("-3"))).toBeNull();
  });
});
