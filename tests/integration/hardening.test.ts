import { count, eq } from "drizzle-orm";
import { SignJWT, importJWK, type JWK } from "jose";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DELETE as deleteAccount, POST as signInRoute } from "@/app/api/auth/google/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as getUser } from "@/app/api/auth/user/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { getDb, schema } from "@/db";
import { LOCAL_AUDIENCE, issueLocalIdToken, localIssuer, localSubject } from "@/lib/auth/local-issuer";
import { getConfig } from "@/lib/config";
import { capturingLogs } from "../helpers/logs";
import { jsonRequest, signUp, uniqueEmail } from "../helpers/requests";
import { ONE_CARD } from "../helpers/readings";

// Behind one trusted proxy, with a small sign-in limit per address (read when config is first used).
process.env.TRUST_PROXY = "1";
process.env.RATE_LIMIT_SIGNIN_PER_MIN = "5";

/** Each request from its own made-up address, so the sign-in limit per address stays out of the way. */
const freshAddress = () => `198.51.100.${Math.floor(Math.random() * 250)}, 10.${Math.floor(Math.random() * 250)}.0.${Math.floor(Math.random() * 250)}`;

async function signIn(idToken: string, headers: Record<string, string> = { "X-Forwarded-For": freshAddress() }) {
  const response = await signInRoute(jsonRequest("/api/auth/google", { body: { idToken }, headers }));
  return { status: response.status, body: (await response.json()) as { token?: string; error?: string; code?: string; user?: { stats: { currentMonth: { total_count: number } } } } };
}

const read = (token: string, body: unknown = ONE_CARD) => interpret(jsonRequest("/api/tarot/interpret", { body, token, headers: { "X-Forwarded-For": freshAddress() } }));
const userStatus = async (token: string) => (await getUser(jsonRequest("/api/auth/user", { method: "GET", token }))).status;

async function sessionCount(email: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ total: count() })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(eq(schema.users.email, email));
  return Number(row.total);
}

/** An ID token signed with the local issuer's key, with any claim overridden. */
async function idTokenWith(claims: Record<string, unknown>): Promise<string> {
  await issueLocalIdToken({ email: "warm-up@example.com" });
  const { privateJwk } = JSON.parse(await readFile(path.join(getConfig().dataDir, "local-identity-key.json"), "utf8")) as { privateJwk: JWK };
  const email = uniqueEmail("claims");
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: localIssuer(), aud: LOCAL_AUDIENCE, sub: localSubject(email), email, email_verified: true, iat: now, exp: now + 600, ...claims })
    .setProtectedHeader({ alg: "RS256", kid: privateJwk.kid })
    .sign(await importJWK(privateJwk, "RS256"));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("usage follows the identity, not the account", () => {
  it("gives a re-created account for the same identity no new free readings", async () => {
    const email = uniqueEmail("deleter");
    const { token } = await signUp(email);
    for (let i = 0; i < 3; i++) expect((await read(token)).status).toBe(200);
    expect((await deleteAccount(jsonRequest("/api/auth/google", { method: "DELETE", token }))).status).toBe(200);

    const again = await signIn(await issueLocalIdToken({ email }));
    expect(again.status).toBe(200);
    expect(again.body.user?.stats.currentMonth.total_count).toBe(3);
    const fourth = await read(again.body.token!);
    expect(fourth.status).toBe(402);
    expect((await fourth.json()).code).toBe("quota_exceeded");
  });

  it("keeps no e-mail and no reading in the record that outlives the account", async () => {
    const email = uniqueEmail("private");
    const { token } = await signUp(email);
    expect((await read(token)).status).toBe(200);
    await deleteAccount(jsonRequest("/api/auth/google", { method: "DELETE", token }));
    const db = await getDb();
    const rows = await db.select().from(schema.identityUsage);
    const serialised = JSON.stringify(rows);
    expect(serialised).not.toContain(email);
    expect(serialised).not.toContain(ONE_CARD.question);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.identityHash))).toBe(true);
  });
});

describe("server-side sessions", () => {
  it("POST /api/auth/logout revokes the caller's session only", async () => {
    const email = uniqueEmail("logout");
    const first = await signUp(email);
    const second = await signIn(await issueLocalIdToken({ email }));
    const response = await logout(jsonRequest("/api/auth/logout", { token: first.token }));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ success: true });
    expect(await userStatus(first.token)).toBe(401);
    expect((await read(first.token)).status).toBe(401);
    expect(await userStatus(second.body.token!)).toBe(200);
  });

  it("answers a reading on a session that has ended with 401, reserving and counting nothing", async () => {
    const email = uniqueEmail("ended");
    const loggedOut = await signUp(email);
    const deleted = await signIn(await issueLocalIdToken({ email }));
    const db = await getDb();
    const [{ id: userId }] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
    await logout(jsonRequest("/api/auth/logout", { token: loggedOut.token }));
    const afterLogout = await read(loggedOut.token);
    expect(afterLogout.status).toBe(401);
    expect(await afterLogout.json()).toEqual({ error: "Your session has ended. Please sign in again.", code: "unauthenticated" });
    await deleteAccount(jsonRequest("/api/auth/google", { method: "DELETE", token: deleted.body.token }));
    expect((await read(deleted.body.token!)).status).toBe(401);

    const counters = await db.select().from(schema.rateLimits).where(eq(schema.rateLimits.key, `interpret:user:${userId}`));
    expect(counters).toEqual([]);
    expect(await db.select().from(schema.readings).where(eq(schema.readings.userId, userId))).toEqual([]);
  });

  it("answers 401 to a log out without a live session", async () => {
    expect((await logout(jsonRequest("/api/auth/logout"))).status).toBe(401);
    const { token } = await signUp();
    await logout(jsonRequest("/api/auth/logout", { token }));
    expect((await logout(jsonRequest("/api/auth/logout", { token }))).status).toBe(401);
  });

  it("ends every session of an account when it is deleted", async () => {
    const email = uniqueEmail("sessions");
    const first = await signUp(email);
    const second = await signIn(await issueLocalIdToken({ email }));
    expect(await sessionCount(email)).toBe(2);
    expect((await deleteAccount(jsonRequest("/api/auth/google", { method: "DELETE", token: first.token }))).status).toBe(200);
    expect(await userStatus(first.token)).toBe(401);
    expect(await userStatus(second.body.token!)).toBe(401);
  });
});

describe("ID tokens", () => {
  it("accepts each ID token once: a replay gets 401 and no session", async () => {
    const email = uniqueEmail("replay");
    const idToken = await issueLocalIdToken({ email });
    const results = [await signIn(idToken), await signIn(idToken), await signIn(idToken)];
    expect(results.map((result) => result.status)).toEqual([200, 401, 401]);
    expect(results[1].body).toEqual({ error: expect.stringMatching(/already been used/), code: "invalid_id_token" });
    expect(await sessionCount(email)).toBe(1);
  });

  // A control character (a line break, a tab) is refused by the text rule before the token is read (lib/text.ts).
  const notText = { status: 400, code: "invalid_request" };
  const notAToken = { status: 401, code: "invalid_id_token" };
  it.each([
    ["a trailing space", (token: string) => `${token} `, notAToken],
    ["a leading newline", (token: string) => `\n${token}`, notText],
    ["a trailing newline", (token: string) => `${token}\n`, notText],
    ["a tab inside", (token: string) => token.replace(".", ".\t"), notText],
    ["padding on the signature", (token: string) => `${token}==`, notAToken],
  ])("refuses a used token sent again with %s, and opens no second session", async (_case, respell, refusal) => {
    const email = uniqueEmail("replay-respelled");
    const idToken = await issueLocalIdToken({ email });
    expect((await signIn(idToken)).status).toBe(200);
    const replay = await signIn(respell(idToken));
    expect({ status: replay.status, code: replay.body.code }).toEqual(refusal);
    expect(await sessionCount(email)).toBe(1);
  });

  it("refuses a token whose text is not the compact form, even on its first use", async () => {
    const email = uniqueEmail("not-compact");
    const respelled = await signIn(` ${await issueLocalIdToken({ email })}`);
    expect(respelled).toEqual({ status: 401, body: { error: expect.stringMatching(/malformed/), code: "invalid_id_token" } });
    expect(await sessionCount(email)).toBe(0);
  });

  it("keys replays on the verified claims: the same claims spelled another way are the same sign-in", async () => {
    const email = uniqueEmail("replay-reencoded");
    const idToken = await issueLocalIdToken({ email });
    expect((await signIn(idToken)).status).toBe(200);
    // base64url leaves spare bits in a segment's last character: another character decodes to the same bytes.
    const [header, payload, signature] = idToken.split(".");
    const last = signature.at(-1)!;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const twin = [...alphabet].find((candidate) => candidate !== last && Buffer.from(signature.slice(0, -1) + candidate, "base64url").equals(Buffer.from(signature, "base64url")));
    expect(twin, "the signature's length leaves spare bits").toBeDefined();
    const replay = await signIn(`${header}.${payload}.${signature.slice(0, -1)}${twin}`);
    expect(replay).toEqual({ status: 401, body: { error: expect.stringMatching(/already been used/), code: "invalid_id_token" } });
    expect(await sessionCount(email)).toBe(1);
  });

  it("accepts a replayed token once even when the copies arrive together", async () => {
    const email = uniqueEmail("replay-race");
    const idToken = await issueLocalIdToken({ email });
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => signIn(idToken)))).map((result) => result.status).sort();
    expect(statuses).toEqual([200, 401, 401, 401, 401]);
    expect(await sessionCount(email)).toBe(1);
  });

  it.each([
    ["an audience list without us as authorised party", { aud: [LOCAL_AUDIENCE, "another-client"] }, /not issued for this app/],
    ["an audience list whose authorised party is someone else", { aud: [LOCAL_AUDIENCE, "another-client"], azp: "another-client" }, /not issued for this app/],
    ["a lifetime over 24 hours", { exp: Math.floor(Date.now() / 1000) + 25 * 3600 }, /lives too long/],
    ["an e-mail that is not an address", { email: "not an address" }, /e-mail address is not valid/],
  ])("refuses %s", async (_case, claims, message) => {
    const { status, body } = await signIn(await idTokenWith(claims));
    expect(status).toBe(401);
    expect(body).toEqual({ error: expect.stringMatching(message), code: "invalid_id_token" });
  });

  it("accepts an audience list when we are its authorised party", async () => {
    expect((await signIn(await idTokenWith({ aud: [LOCAL_AUDIENCE, "another-client"], azp: LOCAL_AUDIENCE }))).status).toBe(200);
  });

  it.each([
    ["text/plain", { "Content-Type": "text/plain" }],
    ["a form", { "Content-Type": "application/x-www-form-urlencoded" }],
    ["no content type", {}],
  ])("answers 415 to a sign-in body sent as %s", async (_case, headers) => {
    const idToken = await issueLocalIdToken({ email: uniqueEmail() });
    const request = new Request(new URL("/api/auth/google", getConfig().appUrl), { method: "POST", headers, body: JSON.stringify({ idToken }) });
    const response = await signInRoute(request);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/JSON/), code: "unsupported_media_type" });
  });
});

describe("rate limits behind a proxy", () => {
  it("limits sign-in per address, taking the address our proxy appended however the client rotates the rest", async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 250)}`;
    // The limit counts per fixed UTC minute: start clear of a minute's end, so that all six fall in one window.
    const secondsLeft = 60 - new Date().getUTCSeconds();
    if (secondsLeft < 3) await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 100));
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const spoofed = `${i}.${i}.${i}.${i}`;
      statuses.push((await signIn(await issueLocalIdToken({ email: uniqueEmail() }), { "X-Forwarded-For": `${spoofed}, ${address}` })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const other = await signIn(await issueLocalIdToken({ email: uniqueEmail() }), { "X-Forwarded-For": `${address}, 203.0.113.251` });
    expect(other.status).toBe(200);
  });
});

describe("odd input", () => {
  it("refuses a question with a NUL byte with 400 naming the field, and logs no question, e-mail, token or user id", async () => {
    const { token, email } = await signUp();
    const question = "Will it \u0000 work out?";
    const { result: response, lines, raw } = await capturingLogs(() => read(token, { ...ONE_CARD, question }));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/^Invalid question: .*control characters/);
    // The request's own line: its route and status, the user by a one-way hash only.
    expect(lines).toContainEqual(expect.objectContaining({ level: "info", msg: "request", route: "/api/tarot/interpret", status: 400, user: expect.stringMatching(/^[0-9a-f]{16}$/) }));
    const [{ id: userId }] = await (await getDb()).select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
    for (const secret of ["work out", email, token, userId]) expect(raw).not.toContain(secret);
  });

  it("treats a question of only invisible characters as blank", async () => {
    const { token } = await signUp();
    const response = await read(token, { ...ONE_CARD, question: "\u200B\u200D \uFEFF\u2060\u00AD" });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe("Invalid question: must not be blank");
  });

  it("keeps line breaks and visible text around invisible characters", async () => {
    const { token } = await signUp();
    const response = await read(token, { ...ONE_CARD, question: "\u200BShould I move?\nOr stay?\u200B" });
    expect(response.status).toBe(200);
  });
});
