import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ID_TOKEN_ERROR_MESSAGE,
  ID_TOKEN_MESSAGE,
  MISSING_ID_TOKEN_MESSAGE,
  NONCE_MISMATCH_MESSAGE,
  NONCE_STORAGE_KEY,
  POPUP_BLOCKED_MESSAGE,
  POPUP_CLOSED_MESSAGE,
  POPUP_FEATURES,
  POPUP_NAME,
  base64UrlToText,
  bytesToBase64Url,
  createNonce,
  idTokenFromMessage,
  messageFromCallbackFragment,
  readIdTokenNonce,
  signInWithPopup,
} from "./popup-sign-in";

/** An unsigned JWT-shaped token: the browser never verifies signatures, the server does. */
function fakeIdToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => bytesToBase64Url(new TextEncoder().encode(JSON.stringify(value)));
  return `${encode({ alg: "RS256", typ: "JWT" })}.${encode(claims)}.signature`;
}

describe("nonce and base64url helpers", () => {
  it("encodes bytes as unpadded base64url", () => {
    expect(bytesToBase64Url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe("-_-_");
    expect(bytesToBase64Url(new Uint8Array([1]))).toBe("AQ");
  });

  it("decodes base64url text, including UTF-8, and refuses anything else", () => {
    expect(base64UrlToText(bytesToBase64Url(new TextEncoder().encode("Zoë ✨")))).toBe("Zoë ✨");
    expect(base64UrlToText("not base64!")).toBeNull();
  });

  it("creates a fresh 256-bit URL-safe nonce each time", () => {
    const first = createNonce();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createNonce()).not.toBe(first);
  });

  it("reads the nonce claim of an ID token", () => {
    expect(readIdTokenNonce(fakeIdToken({ sub: "1", nonce: "n-123" }))).toBe("n-123");
  });

  it("finds no nonce in a token without one or in something that is not a JWT", () => {
    expect(readIdTokenNonce(fakeIdToken({ sub: "1" }))).toBeNull();
    expect(readIdTokenNonce("abc")).toBeNull();
    expect(readIdTokenNonce("a.%%%.c")).toBeNull();
    expect(readIdTokenNonce(`a.${bytesToBase64Url(new TextEncoder().encode("not json"))}.c`)).toBeNull();
  });
});

describe("messageFromCallbackFragment", () => {
  it("turns #id_token into the token message", () => {
    expect(messageFromCallbackFragment("#id_token=aaa.bbb.ccc")).toEqual({ type: ID_TOKEN_MESSAGE, idToken: "aaa.bbb.ccc" });
  });

  it("turns #error into the error message, preferring a description", () => {
    expect(messageFromCallbackFragment("#error=Sign-in%20cancelled")).toEqual({ type: ID_TOKEN_ERROR_MESSAGE, error: "Sign-in cancelled" });
    expect(messageFromCallbackFragment("#error=access_denied&error_description=You%20said%20no")).toEqual({
      type: ID_TOKEN_ERROR_MESSAGE,
      error: "You said no",
    });
  });

  it("reports an empty fragment as a missing token", () => {
    expect(messageFromCallbackFragment("")).toEqual({ type: ID_TOKEN_ERROR_MESSAGE, error: MISSING_ID_TOKEN_MESSAGE });
  });
});

describe("idTokenFromMessage", () => {
  it("accepts a token whose nonce matches this attempt", () => {
    const idToken = fakeIdToken({ nonce: "mine" });
    expect(idTokenFromMessage({ type: ID_TOKEN_MESSAGE, idToken }, "mine")).toBe(idToken);
  });

  it("rejects a token issued for another attempt", () => {
    const idToken = fakeIdToken({ nonce: "someone-else" });
    expect(() => idTokenFromMessage({ type: ID_TOKEN_MESSAGE, idToken }, "mine")).toThrow(NONCE_MISMATCH_MESSAGE);
  });

  it("throws the provider's error", () => {
    expect(() => idTokenFromMessage({ type: ID_TOKEN_ERROR_MESSAGE, error: "Access denied" }, "mine")).toThrow("Access denied");
  });
});

describe("signInWithPopup", () => {
  const ORIGIN = "https://arcana.test";
  let windowEvents: EventTarget;
  let session: Map<string, string>;
  let popup: { closed: boolean; close: () => void; focus: () => void };
  let opened: { url: string; name: string; features: string }[];

  beforeEach(() => {
    vi.useFakeTimers();
    windowEvents = new EventTarget();
    session = new Map();
    opened = [];
    popup = {
      closed: false,
      close: () => {
        popup.closed = true;
      },
      focus: () => {},
    };
    vi.stubGlobal("sessionStorage", {
      setItem: (key: string, value: string) => session.set(key, value),
      removeItem: (key: string) => session.delete(key),
    });
    vi.stubGlobal("window", {
      location: { origin: ORIGIN },
      open: (url: string, name: string, features: string) => {
        opened.push({ url, name, features });
        return popup;
      },
      addEventListener: windowEvents.addEventListener.bind(windowEvents),
      removeEventListener: windowEvents.removeEventListener.bind(windowEvents),
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const nonceSent = () => new URL(opened[0].url, ORIGIN).searchParams.get("nonce") ?? "";
  const post = (data: unknown, { origin = ORIGIN, source = popup as unknown }: { origin?: string; source?: unknown } = {}) =>
    windowEvents.dispatchEvent(Object.assign(new Event("message"), { data, origin, source }));

  it("opens /auth/start with a fresh nonce that it keeps in sessionStorage", () => {
    void signInWithPopup().catch(() => {});
    expect(opened).toEqual([{ url: expect.stringMatching(/^\/auth\/start\?nonce=[A-Za-z0-9_-]{43}$/), name: POPUP_NAME, features: POPUP_FEATURES }]);
    expect(session.get(NONCE_STORAGE_KEY)).toBe(nonceSent());
  });

  it("resolves with the ID token the callback posts, then forgets the nonce", async () => {
    const result = signInWithPopup();
    const idToken = fakeIdToken({ nonce: nonceSent() });
    post({ type: ID_TOKEN_MESSAGE, idToken });
    await expect(result).resolves.toBe(idToken);
    expect(session.has(NONCE_STORAGE_KEY)).toBe(false);
    expect(popup.closed).toBe(true);
  });

  it("ignores messages from another origin, another window or of another shape", async () => {
    const result = signInWithPopup();
    const idToken = fakeIdToken({ nonce: nonceSent() });
    post({ type: ID_TOKEN_MESSAGE, idToken: fakeIdToken({ nonce: "x" }) }, { origin: "https://evil.test" });
    post({ type: ID_TOKEN_MESSAGE, idToken: fakeIdToken({ nonce: "x" }) }, { source: {} });
    post({ hello: "devtools" });
    post({ type: ID_TOKEN_MESSAGE, idToken });
    await expect(result).resolves.toBe(idToken);
  });

  it("rejects a token whose nonce is not the one it sent", async () => {
    const result = signInWithPopup();
    post({ type: ID_TOKEN_MESSAGE, idToken: fakeIdToken({ nonce: "replayed" }) });
    await expect(result).rejects.toThrow(NONCE_MISMATCH_MESSAGE);
  });

  it("rejects with the provider's error", async () => {
    const result = signInWithPopup();
    post({ type: ID_TOKEN_ERROR_MESSAGE, error: "The identity provider refused the request." });
    await expect(result).rejects.toThrow("The identity provider refused the request.");
  });

  it("rejects at once when the popup is blocked", async () => {
    vi.stubGlobal("window", { location: { origin: ORIGIN }, open: () => null });
    await expect(signInWithPopup()).rejects.toThrow(POPUP_BLOCKED_MESSAGE);
    expect(session.has(NONCE_STORAGE_KEY)).toBe(false);
  });

  it("rejects when the popup is closed before it answers, and stops listening", async () => {
    const result = signInWithPopup();
    const outcome = result.catch((error: Error) => error.message);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toBe(POPUP_CLOSED_MESSAGE);
    expect(vi.getTimerCount()).toBe(0);
    expect(session.has(NONCE_STORAGE_KEY)).toBe(false);
  });

  it("takes the callback's message that arrives just as the popup closes", async () => {
    const result = signInWithPopup();
    const idToken = fakeIdToken({ nonce: nonceSent() });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    post({ type: ID_TOKEN_MESSAGE, idToken });
    await expect(result).resolves.toBe(idToken);
    expect(vi.getTimerCount()).toBe(0);
  });
});
