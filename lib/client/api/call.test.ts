import { describe, expect, it } from "vitest";
import { networkFailure, stubBrowserFetch } from "@/tests/helpers/stub-fetch";
import { z } from "@/lib/zod";
import { callApi, withQuery } from "./call";

// fetch answers `fetchStub.answer()` and records its calls in `fetchStub.requests`; storage starts empty.
const fetchStub = stubBrowserFetch();
const answer = z.object({ items: z.array(z.string()) });

describe("callApi (done | refused | broken, never a throw)", () => {
  it("is done with the parsed body of an OK answer", async () => {
    fetchStub.answer = () => Response.json({ items: ["a"], extra: 1 });
    await expect(callApi("/api/things", { answer })).resolves.toEqual({ kind: "done", data: { items: ["a"] } });
  });

  it("sends the call as asked", async () => {
    await callApi("/api/things", { method: "DELETE", cache: "no-store", answer });
    expect(fetchStub.requests[0]).toMatchObject({ url: "/api/things", init: { method: "DELETE", cache: "no-store" } });
  });

  it("is refused with the server's error, code and Retry-After, whatever the status", async () => {
    fetchStub.answer = () => Response.json({ error: "Slow down", code: "rate_limited" }, { status: 429, headers: { "Retry-After": "7" } });
    await expect(callApi("/api/things", { answer })).resolves.toEqual({ kind: "refused", error: "Slow down", code: "rate_limited", retryAfterSeconds: 7 });
    fetchStub.answer = () => Response.json({ error: "Nope" }, { status: 200 });
    await expect(callApi("/api/things", { answer })).resolves.toMatchObject({ kind: "refused", error: "Nope" });
  });

  it("does not take the answer's shape with an error status for an answer, unless the body alone decides", async () => {
    fetchStub.answer = () => Response.json({ items: [] }, { status: 500 });
    await expect(callApi("/api/things", { answer })).resolves.toEqual({ kind: "broken", unrecognised: true });
    await expect(callApi("/api/things", { answer, bodyAlone: true })).resolves.toEqual({ kind: "done", data: { items: [] } });
  });

  it("is broken for a body that is not JSON, unrecognised for JSON with neither answer nor error, unreachable when the call fails", async () => {
    fetchStub.answer = () => new Response("<html>Bad Gateway</html>", { status: 502, headers: { "Content-Type": "text/html" } });
    await expect(callApi("/api/things", { answer })).resolves.toStrictEqual({ kind: "broken" });
    fetchStub.answer = () => Response.json({ items: "a" });
    await expect(callApi("/api/things", { answer })).resolves.toEqual({ kind: "broken", unrecognised: true });
    fetchStub.answer = networkFailure;
    await expect(callApi("/api/things", { answer })).resolves.toEqual({ kind: "broken", unreachable: true });
  });
});

describe("withQuery", () => {
  it("leaves out the parameters that are null or empty", () => {
    expect(withQuery("/api/readings", { cursor: null, q: "" })).toBe("/api/readings");
    expect(withQuery("/api/readings", { cursor: "c 2", q: "sun & moon" })).toBe("/api/readings?cursor=c+2&q=sun+%26+moon");
  });
});
