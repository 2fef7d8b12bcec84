import { describe, expect, it } from "vitest";
import { stubBrowserFetch } from "@/tests/helpers/stub-fetch";
import { TOKEN_STORAGE_KEY } from "../session";
import { requestLocalIdToken } from "./local-identity";

// fetch answers `fetchStub.answer()` and records its calls in `fetchStub.requests`; storage starts empty.
const fetchStub = stubBrowserFetch();

describe("requestLocalIdToken (the local issuer's sign-in page)", () => {
  it("posts the e-mail and nonce without an Authorization header and answers the ID token", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "old-token");
    fetchStub.answer = () => Response.json({ idToken: "header.payload.signature" });
    await expect(requestLocalIdToken({ email: "seer@example.com", nonce: "n-1" })).resolves.toEqual({ kind: "done", data: { idToken: "header.payload.signature" } });
    expect(fetchStub.requests[0]).toMatchObject({ url: "/api/dev/identity/token", init: { method: "POST" } });
    expect(JSON.parse(String(fetchStub.requests[0].init.body))).toEqual({ email: "seer@example.com", nonce: "n-1" });
    expect(new Headers(fetchStub.requests[0].init.headers).has("Authorization")).toBe(false);
  });

  it("answers the server's error as a refusal, and broken when there is neither a token nor an error", async () => {
    fetchStub.answer = () => Response.json({ error: "Not found", code: "not_found" }, { status: 404 });
    await expect(requestLocalIdToken({ email: "seer@example.com", nonce: "" })).resolves.toMatchObject({ kind: "refused", error: "Not found" });
    fetchStub.answer = () => Response.json({});
    await expect(requestLocalIdToken({ email: "seer@example.com", nonce: "" })).resolves.toEqual({ kind: "broken", unrecognised: true });
    fetchStub.answer = () => new Response("<html>Bad Gateway</html>", { status: 502 });
    await expect(requestLocalIdToken({ email: "seer@example.com", nonce: "" })).resolves.toStrictEqual({ kind: "broken" });
  });
});
