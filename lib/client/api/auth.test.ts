import { describe, expect, it } from "vitest";
import type { PublicUser } from "@/lib/users/public-user";
import { networkFailure, stubBrowserFetch } from "@/tests/helpers/stub-fetch";
import { TOKEN_STORAGE_KEY } from "../session";
import { deleteAccount, getUser, logOut, savePreferences, sessionRefused, signInWithGoogle } from "./auth";

const USER: PublicUser = {
  email: "seer@example.com",
  role: "free",
  referral_code: "abc123",
  bonus_credits: 0,
  bonus_grant_reason: null,
  stats: { month: "November 2026", currentMonth: { total_count: 1 } },
  subscription: null,
  remember_readings: false,
  locale: null,
};

// fetch answers `fetchStub.answer()` and records its calls in `fetchStub.requests`; storage starts empty.
const fetchStub = stubBrowserFetch();
const authorizationOf = (index: number) => new Headers(fetchStub.requests[index].init.headers).get("Authorization");

describe("signInWithGoogle", () => {
  it("sends the sign-in call without an Authorization header, even with a stored token", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "old-token");
    fetchStub.answer = () => Response.json({ user: USER, token: "new-token" });
    await expect(signInWithGoogle({ idToken: "id-token" })).resolves.toEqual({ kind: "done", data: { user: USER, token: "new-token" } });
    expect(fetchStub.requests[0].url).toBe("/api/auth/google");
    expect(fetchStub.requests[0].init.method).toBe("POST");
    expect(JSON.parse(String(fetchStub.requests[0].init.body))).toEqual({ idToken: "id-token" });
    expect(authorizationOf(0)).toBeNull();
  });

  it("sends the referral code it is given, and none without one", async () => {
    fetchStub.answer = () => Response.json({ user: USER, token: "t" });
    await signInWithGoogle({ idToken: "id-token", referralCode: "FRIEND1" });
    await signInWithGoogle({ idToken: "id-token", referralCode: null });
    expect(JSON.parse(String(fetchStub.requests[0].init.body))).toEqual({ idToken: "id-token", referralCode: "FRIEND1" });
    expect(JSON.parse(String(fetchStub.requests[1].init.body))).toEqual({ idToken: "id-token" });
  });

  it("answers the server's error as a refusal, whatever its status, even beside a user and token", async () => {
    fetchStub.answer = () => Response.json({ error: "Invalid ID token" }, { status: 200 });
    await expect(signInWithGoogle({ idToken: "id-token" })).resolves.toMatchObject({ kind: "refused", error: "Invalid ID token" });
    fetchStub.answer = () => Response.json({ error: "Sign-in refused", user: USER, token: "t" });
    await expect(signInWithGoogle({ idToken: "id-token" })).resolves.toMatchObject({ kind: "refused", error: "Sign-in refused" });
    fetchStub.answer = () => Response.json({ error: "Your Google account's e-mail is not verified.", code: "invalid_id_token" }, { status: 401 });
    await expect(signInWithGoogle({ idToken: "id-token" })).resolves.toEqual({
      kind: "refused",
      error: "Your Google account's e-mail is not verified.",
      code: "invalid_id_token",
      retryAfterSeconds: null,
    });
  });

  it("reads only the body: a user and token with an error status still sign in", async () => {
    fetchStub.answer = () => Response.json({ user: USER, token: "t" }, { status: 500 });
    await expect(signInWithGoogle({ idToken: "id-token" })).resolves.toMatchObject({ kind: "done" });
  });

  it("answers an answer without a user or a string token as unrecognised, no JSON as broken, a failed call as unreachable", async () => {
    for (const body of [{ token: "session-token" }, { user: USER, token: 42 }, { user: USER }, "<html>"]) {
      fetchStub.answer = () => Response.json(body);
      await expect(signInWithGoogle({ idToken: "id-token" })).resolves.toEqual({ kind: "broken", unrecognised: true });
    }
    fetchStub.answer = () => new Response("<html>", { status: 502 });
    await expect(signInWithGoogle({ idToken: "id-token" })).resolves.toStrictEqual({ kind: "broken" });
    fetchStub.answer = networkFailure;
    await expect(signInWithGoogle({ idToken: "id-token" })).resolves.toEqual({ kind: "broken", unreachable: true });
  });
});

describe("getUser", () => {
  it("fetches the user with the stored token as a bearer credential", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "session-token");
    fetchStub.answer = () => Response.json(USER);
    await expect(getUser()).resolves.toEqual({ kind: "done", data: USER });
    expect(fetchStub.requests[0].url).toBe("/api/auth/user");
    expect(fetchStub.requests[0].init.cache).toBe("no-store");
    expect(authorizationOf(0)).toBe("Bearer session-token");
  });

  it("sends an empty Authorization value when no token is stored", async () => {
    fetchStub.answer = () => Response.json({ error: "Sign in first", code: "unauthenticated" }, { status: 401 });
    await expect(getUser()).resolves.toMatchObject({ kind: "refused", code: "unauthenticated" });
    expect(fetchStub.requests[0].init.headers).toEqual({ Authorization: "" });
  });

  it("reads a subscriber's plan that ends at the period's end, and takes a body that is not a user for no answer", async () => {
    const cancelling = { ...USER, role: "subscribed", subscription: { cancelAtPeriodEnd: true, currentPeriodEnd: "2027-03-12T09:30:00.000Z" } };
    fetchStub.answer = () => Response.json(cancelling);
    await expect(getUser()).resolves.toEqual({ kind: "done", data: cancelling });
    fetchStub.answer = () => Response.json({ ...cancelling, subscription: { cancelAtPeriodEnd: true, currentPeriodEnd: "12 March" } });
    await expect(getUser()).resolves.toEqual({ kind: "broken", unrecognised: true });
    fetchStub.answer = () => Response.json({ email: "x@example.com" });
    await expect(getUser()).resolves.toEqual({ kind: "broken", unrecognised: true });
  });

  it("does not take a user with an error status for an answer", async () => {
    fetchStub.answer = () => Response.json(USER, { status: 500 });
    await expect(getUser()).resolves.toEqual({ kind: "broken", unrecognised: true });
  });

  it("tells a refused session (401) from an outage (503, 502, a dropped connection), which says nothing about the token", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "session-token");
    fetchStub.answer = () => Response.json({ error: "Your session has ended.", code: "unauthenticated" }, { status: 401 });
    expect(sessionRefused(await getUser())).toBe(true);
    fetchStub.answer = () => Response.json({ error: "We can't reach our database.", code: "unavailable" }, { status: 503, headers: { "Retry-After": "5" } });
    const outage = await getUser();
    expect(outage).toEqual({ kind: "refused", error: "We can't reach our database.", code: "unavailable", retryAfterSeconds: 5 });
    expect(sessionRefused(outage)).toBe(false);
    fetchStub.answer = () => new Response("<html>Bad Gateway</html>", { status: 502, headers: { "Content-Type": "text/html" } });
    expect(sessionRefused(await getUser())).toBe(false);
    fetchStub.answer = networkFailure;
    expect(sessionRefused(await getUser())).toBe(false);
  });
});

describe("logOut and deleteAccount", () => {
  it.each([
    { call: "deleteAccount", send: deleteAccount, url: "/api/auth/google", method: "DELETE" },
    { call: "logOut", send: logOut, url: "/api/auth/logout", method: "POST" },
  ])("$call sends $method $url with the bearer token", async ({ send, url, method }) => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "session-token");
    fetchStub.answer = () => Response.json({ success: true });
    await expect(send()).resolves.toMatchObject({ kind: "done" });
    expect(fetchStub.requests[0]).toMatchObject({ url, init: { method } });
    expect(authorizationOf(0)).toBe("Bearer session-token");
  });

  it("answers a refused log out as such, so the caller can still log out locally", async () => {
    fetchStub.answer = () => Response.json({ error: "Your session has ended. Please sign in again." }, { status: 401 });
    await expect(logOut()).resolves.toMatchObject({ kind: "refused", error: "Your session has ended. Please sign in again." });
  });

  it("answers the server's error on delete without checking the status; any other JSON is done, no JSON is broken", async () => {
    fetchStub.answer = () => Response.json({ error: "Could not delete the account" }, { status: 500 });
    await expect(deleteAccount()).resolves.toMatchObject({ kind: "refused", error: "Could not delete the account" });
    fetchStub.answer = () => Response.json({}, { status: 500 });
    await expect(deleteAccount()).resolves.toMatchObject({ kind: "done" });
    fetchStub.answer = () => new Response("<html>", { status: 502 });
    await expect(deleteAccount()).resolves.toStrictEqual({ kind: "broken" });
    fetchStub.answer = networkFailure;
    await expect(deleteAccount()).resolves.toEqual({ kind: "broken", unreachable: true });
  });
});

describe("savePreferences", () => {
  it("puts the choice and answers the user as it now is", async () => {
    fetchStub.answer = () => Response.json({ ...USER, role: "subscribed", remember_readings: false });
    await expect(savePreferences({ rememberReadings: false })).resolves.toEqual({ kind: "done", data: { ...USER, role: "subscribed", remember_readings: false } });
    expect(fetchStub.requests[0]).toMatchObject({ url: "/api/auth/user/preferences", init: { method: "PUT" } });
    expect(JSON.parse(String(fetchStub.requests[0].init.body))).toEqual({ rememberReadings: false });
  });

  it("answers a free reader's refusal with its code", async () => {
    fetchStub.answer = () => Response.json({ error: "Part of the subscription.", code: "premium_required" }, { status: 403 });
    await expect(savePreferences({ rememberReadings: true })).resolves.toMatchObject({ kind: "refused", code: "premium_required" });
  });
});
