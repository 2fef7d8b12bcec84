import { describe, expect, it } from "vitest";
import { stubBrowserFetch } from "@/tests/helpers/stub-fetch";
import { TOKEN_STORAGE_KEY } from "../session";
import { getPushSettings, subscribeDevice, unsubscribeDevice } from "./push";

// fetch answers `fetchStub.answer()` and records its calls in `fetchStub.requests`; storage starts empty.
const fetchStub = stubBrowserFetch();
const SUBSCRIPTION = { endpoint: "https://push.example/1", expirationTime: null, keys: { p256dh: `B${"a".repeat(86)}`, auth: "b".repeat(22) } };

describe("the device's push calls", () => {
  it("reads whether push is on and its key, and answers a key of the wrong shape as unrecognised", async () => {
    fetchStub.answer = () => Response.json({ enabled: true, publicKey: "BKey" });
    await expect(getPushSettings()).resolves.toEqual({ kind: "done", data: { enabled: true, publicKey: "BKey" } });
    expect(fetchStub.requests[0]).toMatchObject({ url: "/api/notifications/push", init: { cache: "no-store" } });
    fetchStub.answer = () => Response.json({ enabled: false, publicKey: null });
    await expect(getPushSettings()).resolves.toEqual({ kind: "done", data: { enabled: false, publicKey: null } });
    fetchStub.answer = () => Response.json({ enabled: true, publicKey: 42 });
    await expect(getPushSettings()).resolves.toEqual({ kind: "broken", unrecognised: true });
  });

  it("posts the subscription with the bearer token, and deletes by endpoint", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "session-token");
    fetchStub.answer = () => Response.json({ success: true });
    await expect(subscribeDevice(SUBSCRIPTION)).resolves.toMatchObject({ kind: "done" });
    await expect(unsubscribeDevice(SUBSCRIPTION.endpoint)).resolves.toMatchObject({ kind: "done" });
    const [post, remove] = fetchStub.requests;
    expect(post.init).toMatchObject({ method: "POST", body: JSON.stringify(SUBSCRIPTION) });
    expect(new Headers(post.init.headers).get("Authorization")).toBe("Bearer session-token");
    expect(remove.init).toMatchObject({ method: "DELETE", body: JSON.stringify({ endpoint: SUBSCRIPTION.endpoint }) });
  });

  it("answers the server's refusal as refused", async () => {
    fetchStub.answer = () => Response.json({ error: "Invalid keys.auth: must be 16 bytes in base64url", code: "invalid_request" }, { status: 400 });
    await expect(subscribeDevice(SUBSCRIPTION)).resolves.toMatchObject({ kind: "refused", code: "invalid_request" });
  });
});
