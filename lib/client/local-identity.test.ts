import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "@/tests/helpers/memory-storage";
import { LOCAL_SIGN_IN_FAILED_MESSAGE, requestLocalIdToken } from "./local-identity";
import { TOKEN_STORAGE_KEY } from "./session";

// fetch answers `answer()` and records its calls; storage starts empty.
let requests: { url: string; init: RequestInit }[];
let answer: () => Response;

beforeEach(() => {
  requests = [];
  vi.stubGlobal("localStorage", memoryStorage());
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    requests.push({ url, init });
    return answer();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("requestLocalIdToken (the local issuer's sign-in page)", () => {
  it("posts the e-mail and nonce without an Authorization header and answers the ID token", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "old-token");
    answer = () => Response.json({ idToken: "header.payload.signature" });
    await expect(requestLocalIdToken({ email: "seer@example.com", nonce: "n-1" })).resolves.toBe("header.payload.signature");
    expect(requests[0]).toMatchObject({ url: "/api/dev/identity/token", init: { method: "POST" } });
    expect(JSON.parse(String(requests[0].init.body))).toEqual({ email: "seer@example.com", nonce: "n-1" });
    expect(new Headers(requests[0].init.headers).has("Authorization")).toBe(false);
  });

  it("throws the server's error, or 'Could not sign in.' when there is neither a token nor an error", async () => {
    answer = () => Response.json({ error: "Not found", code: "not_found" }, { status: 404 });
    await expect(requestLocalIdToken({ email: "seer@example.com", nonce: "" })).rejects.toThrow("Not found");
    answer = () => Response.json({});
    await expect(requestLocalIdToken({ email: "seer@example.com", nonce: "" })).rejects.toThrow(LOCAL_SIGN_IN_FAILED_MESSAGE);
    answer = () => new Response("<html>Bad Gateway</html>", { status: 502 });
    await expect(requestLocalIdToken({ email: "seer@example.com", nonce: "" })).rejects.toThrow(LOCAL_SIGN_IN_FAILED_MESSAGE);
  });
});
