import { describe, expect, it } from "vitest";
import { networkFailure, stubBrowserFetch } from "@/tests/helpers/stub-fetch";
import { TOKEN_STORAGE_KEY } from "../session";
import { createCheckoutSession, createPortalSession } from "./billing";

// fetch answers `fetchStub.answer()` and records its calls in `fetchStub.requests`; storage starts empty.
const fetchStub = stubBrowserFetch();

describe("the payments calls", () => {
  it("posts an empty object with the bearer token and answers the checkout session", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "session-token");
    fetchStub.answer = () => Response.json({ sessionId: "cs_1", url: "https://checkout.stripe.com/c/pay/cs_1" });
    await expect(createCheckoutSession()).resolves.toEqual({ kind: "done", data: { sessionId: "cs_1", url: "https://checkout.stripe.com/c/pay/cs_1" } });
    expect(fetchStub.requests[0]).toMatchObject({ url: "/api/payments/create-checkout-session", init: { method: "POST", body: "{}" } });
    expect(new Headers(fetchStub.requests[0].init.headers).get("Authorization")).toBe("Bearer session-token");
  });

  it("answers the server's error as a refusal, an answer without a sessionId or no JSON as broken, a failed call as unreachable", async () => {
    fetchStub.answer = () => Response.json({ error: "You already have an active subscription." }, { status: 409 });
    await expect(createCheckoutSession()).resolves.toMatchObject({ kind: "refused", error: "You already have an active subscription." });
    fetchStub.answer = () => Response.json({});
    await expect(createCheckoutSession()).resolves.toEqual({ kind: "broken", unrecognised: true });
    fetchStub.answer = () => new Response("<html>", { status: 502 });
    await expect(createCheckoutSession()).resolves.toStrictEqual({ kind: "broken" });
    fetchStub.answer = networkFailure;
    await expect(createCheckoutSession()).resolves.toEqual({ kind: "broken", unreachable: true });
  });

  it("answers the portal url; otherwise the server's error, or broken", async () => {
    fetchStub.answer = () => Response.json({ url: "https://billing.stripe.com/p/session/x" });
    await expect(createPortalSession()).resolves.toEqual({ kind: "done", data: { url: "https://billing.stripe.com/p/session/x" } });
    expect(fetchStub.requests[0]).toMatchObject({ url: "/api/payments/create-portal-session", init: { method: "POST", body: "{}" } });
    fetchStub.answer = () => Response.json({ error: "You have no subscription to manage yet." }, { status: 400 });
    await expect(createPortalSession()).resolves.toMatchObject({ kind: "refused", error: "You have no subscription to manage yet." });
    fetchStub.answer = () => Response.json({ url: "not a url" });
    await expect(createPortalSession()).resolves.toEqual({ kind: "broken", unrecognised: true });
    fetchStub.answer = networkFailure;
    await expect(createPortalSession()).resolves.toEqual({ kind: "broken", unreachable: true });
  });
});
