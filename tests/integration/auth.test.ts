import { readFile } from "node:fs/promises";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { SignJWT, generateKeyPair, importJWK, type JWK } from "jose";
import { describe, expect, it } from "vitest";
import { DELETE, POST } from "@/app/api/auth/google/route";
import { GET as getUser } from "@/app/api/auth/user/route";
import { GET as getJwks } from "@/app/api/dev/identity/jwks/route";
import { POST as issueToken } from "@/app/api/dev/identity/token/route";
import { getDb, schema } from "@/db";
import { LOCAL_AUDIENCE, issueLocalIdToken, localIssuer, localSubject } from "@/lib/auth/local-issuer";
import { identityHash } from "@/lib/auth/identity-hash";
import { MAX_LIVE_SESSIONS, openSession } from "@/lib/auth/session";
import { getConfig } from "@/lib/config";
import { periodOf } from "@/lib/time/period";
import { jsonRequest, signUp, uniqueEmail } from "../helpers/requests";

async function userCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ total: count() }).from(schema.users);
  return Number(row.total);
}

async function userBySubject(subject: string) {
  const db = await getDb();
  return db.select().from(schema.users).where(eq(schema.users.subject, subject));
}

/** The local issuer's own private key, read from DATA_DIR where it was generated. */
async function localPrivateKey(): Promise<{ key: CryptoKey; kid: string }> {
  await issueLocalIdToken({ email: "warm-up@example.com" });
  const stored = JSON.parse(await readFile(path.join(getConfig().dataDir, "local-identity-key.json"), "utf8")) as { privateJwk: JWK };
  return { key: (await importJWK(stored.privateJwk, "RS256")) as CryptoKey, kid: stored.privateJwk.kid! };
}

type Claims = Record<string, unknown> & { iss?: string; aud?: string; sub?: string; exp?: number; iat?: number };

/** An ID token like the local issuer's, with any claim overridden. */
async function forgeIdToken(overrides: Claims = {}, signer?: { key: CryptoKey; kid: string }): Promise<string> {
  const { key, kid } = signer ?? (await localPrivateKey());
  const now = Math.floor(Date.now() / 1000);
  const email = uniqueEmail("forged");
  const claims: Claims = {
    iss: localIssuer(),
    aud: LOCAL_AUDIENCE,
    sub: localSubject(email),
    email,
    email_verified: true,
    iat: now,
    exp: now + 600,
    // As an implicit-flow sign-in's token carries: two sign-ins within one second differ by their nonce.
    nonce: crypto.randomUUID(),
    ...overrides,
  };
  return new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid }).sign(key);
}

async function signIn(idToken: string, headers: Record<string, string> = {}) {
  const response = await POST(jsonRequest("/api/auth/google", { body: { idToken }, headers }));
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe("POST /api/auth/google", () => {
  it("creates a free user with a referral code on first sign-in and answers { user, token }", async () => {
    const email = uniqueEmail();
    const { response, body } = await signIn(await issueLocalIdToken({ email }));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(body.user).toEqual({
      email,
      role: "free",
      referral_code: expect.stringMatching(/^[2-9A-HJKMNP-Z]{8}$/),
      bonus_credits: 0,
      bonus_grant_reason: null,
      stats: { month: expect.stringMatching(/^[A-Z][a-z]+ \d{4}$/), currentMonth: { total_count: 0 } },
      subscription: null,
      remember_readings: false,
      locale: null,
    });
    expect(typeof body.token).toBe("string");
    expect(await userBySubject(localSubject(email))).toHaveLength(1);
  });

  it("reuses the user on a second sign-in", async () => {
    const email = uniqueEmail();
    const first = await signIn(await issueLocalIdToken({ email }));
    const before = await userCount();
    const second = await signIn(await issueLocalIdToken({ email }));
    expect(second.response.status).toBe(200);
    expect(await userCount()).toBe(before);
    expect((second.body.user as { referral_code: string }).referral_code).toBe((first.body.user as { referral_code: string }).referral_code);
  });

  it("creates one user when the same person signs in twice at once", async () => {
    const email = uniqueEmail();
    const before = await userCount();
    const results = await Promise.all([1, 2, 3].map(async () => signIn(await issueLocalIdToken({ email }))));
    expect(results.map((result) => result.response.status)).toEqual([200, 200, 200]);
    expect(await userCount()).toBe(before + 1);
  });

  it("keys users by subject, not e-mail: a changed e-mail updates the same user", async () => {
    const subject = `local-subject-${Date.now()}`;
    await signIn(await forgeIdToken({ sub: subject, email: "old@example.com" }));
    await signIn(await forgeIdToken({ sub: subject, email: "new@example.com" }));
    const rows = await userBySubject(subject);
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe("new@example.com");
  });

  const now = () => Math.floor(Date.now() / 1000);
  const rejected: [string, () => Promise<string>, RegExp][] = [
    ["a wrong audience", () => forgeIdToken({ aud: "someone-else" }), /not issued for this app/],
    ["a wrong issuer", () => forgeIdToken({ iss: "https://evil.example" }), /unknown issuer/],
    ["an expired token", () => forgeIdToken({ iat: now() - 7200, exp: now() - 3600 }), /expired/],
    ["an unverified e-mail", () => forgeIdToken({ email_verified: false }), /not verified/],
    ["a token without e-mail", () => forgeIdToken({ email: undefined }), /no e-mail/],
    [
      "a bad signature",
      async () => {
        const [header, , signature] = (await forgeIdToken()).split(".");
        const payload = Buffer.from(JSON.stringify({ iss: localIssuer(), aud: LOCAL_AUDIENCE, sub: "attacker", email: "a@b.co", email_verified: true, iat: now(), exp: now() + 600 })).toString("base64url");
        return `${header}.${payload}.${signature}`;
      },
      /signature is invalid/,
    ],
    [
      "alg: none",
      async () => {
        const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
        return `${encode({ alg: "none", typ: "JWT" })}.${encode({ iss: localIssuer(), aud: LOCAL_AUDIENCE, sub: "x", email: "a@b.co", email_verified: true, iat: now(), exp: now() + 600 })}.`;
      },
      /algorithm|malformed/,
    ],
    [
      "a token signed by a key not in the JWKS",
      async () => {
        const { privateKey } = await generateKeyPair("RS256");
        return forgeIdToken({}, { key: privateKey, kid: "not-ours" });
      },
      /unknown key/,
    ],
    [
      "a token signed by a stranger's key under our kid",
      async () => {
        const { privateKey } = await generateKeyPair("RS256");
        return forgeIdToken({}, { key: privateKey, kid: (await localPrivateKey()).kid });
      },
      /signature is invalid/,
    ],
    ["garbage", async () => "not.a.jwt", /malformed/],
  ];

  it.each(rejected)("rejects %s with a clear error and writes no user", async (_case, makeToken, message) => {
    const idToken = await makeToken();
    const before = await userCount();
    const { response, body } = await signIn(idToken);
    expect(response.status).toBe(401);
    expect(body.error).toMatch(message);
    expect(body.code).toBe("invalid_id_token");
    expect(await userCount()).toBe(before);
  });

  it("refuses a sign-in sent from a foreign Origin with 403", async () => {
    const before = await userCount();
    const { response, body } = await signIn(await issueLocalIdToken({ email: uniqueEmail() }), { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(body.error).toEqual(expect.any(String));
    expect(await userCount()).toBe(before);
  });

  it("accepts a sign-in from the app's own Origin", async () => {
    const { response } = await signIn(await issueLocalIdToken({ email: uniqueEmail() }), { Origin: new URL(getConfig().appUrl).origin });
    expect(response.status).toBe(200);
  });

  it("answers 400 for a body that is not JSON or lacks the ID token", async () => {
    const notJson = await POST(jsonRequest("/api/auth/google", { body: "{idToken" }));
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).error).toMatch(/JSON/);
    const missing = await POST(jsonRequest("/api/auth/google", { body: {} }));
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toMatch(/idToken/);
  });
});

describe("sessions", () => {
  it("GET /api/auth/user answers the user with this month's count from the identity's usage record", async () => {
    const { token, email } = await signUp();
    const db = await getDb();
    const hash = identityHash({ issuer: localIssuer(), subject: localSubject(email) });
    await db.insert(schema.identityUsage).values([
      // A free user's count is the free readings of the month (readings made while subscribed are not).
      { identityHash: hash, period: periodOf(new Date()), readings: 5, freeReadings: 2 },
      { identityHash: hash, period: "2001-01", readings: 3, freeReadings: 3 },
    ]);

    const response = await getUser(jsonRequest("/api/auth/user", { method: "GET", token }));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body).toMatchObject({ email, role: "free", stats: { currentMonth: { total_count: 2 } } });
  });

  it("answers 401 without a token, with an empty one, and with a malformed header", async () => {
    for (const headers of [{}, { Authorization: "" }, { Authorization: "Bearer" }, { Authorization: "Basic abc" }] as Record<string, string>[]) {
      const response = await getUser(jsonRequest("/api/auth/user", { method: "GET", headers }));
      expect(response.status).toBe(401);
      expect((await response.json()).error).toEqual(expect.any(String));
    }
  });

  it("answers 401 for a tampered token", async () => {
    const { token } = await signUp();
    const tampered = token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");
    const response = await getUser(jsonRequest("/api/auth/user", { method: "GET", token: tampered }));
    expect(response.status).toBe(401);
  });

  it("answers 401 for an expired token", async () => {
    const { email } = await signUp();
    const [user] = await (await getDb()).select().from(schema.users).where(eq(schema.users.email, email));
    const expired = await openSession(user.id, { maxAgeSeconds: -60 });
    const response = await getUser(jsonRequest("/api/auth/user", { method: "GET", token: expired }));
    expect(response.status).toBe(401);
  });

  it("keeps at most 20 live sessions per user: signing in once more ends the oldest, and only it", async () => {
    const email = uniqueEmail("many-devices");
    const tokens: string[] = [];
    for (let i = 0; i < MAX_LIVE_SESSIONS + 5; i++) tokens.push((await signUp(email)).token);
    const [user] = await (await getDb()).select().from(schema.users).where(eq(schema.users.email, email));
    const rows = await (await getDb()).select().from(schema.sessions).where(eq(schema.sessions.userId, user.id));
    expect(rows.filter((row) => row.revokedAt === null)).toHaveLength(MAX_LIVE_SESSIONS);
    const statuses = await Promise.all(tokens.map(async (token) => (await getUser(jsonRequest("/api/auth/user", { method: "GET", token }))).status));
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(MAX_LIVE_SESSIONS).fill(200)]);
    // Another user's sessions are theirs alone.
    const other = await signUp();
    expect((await getUser(jsonRequest("/api/auth/user", { method: "GET", token: other.token }))).status).toBe(200);
  });

  it("answers 401 for a token minted with another secret", async () => {
    const { encode } = await import("next-auth/jwt");
    const forged = await encode({ token: { sub: "00000000-0000-0000-0000-000000000000" }, secret: "not-our-secret", salt: "arcana.session" });
    const response = await getUser(jsonRequest("/api/auth/user", { method: "GET", token: forged }));
    expect(response.status).toBe(401);
  });
});

describe("DELETE /api/auth/google", () => {
  it("deletes the account with its readings and the referrals it made, keeps referrals naming it, and ends its sessions", async () => {
    const referrer = await signUp();
    const doomed = await signUp();
    const referred = await signUp();
    const db = await getDb();
    const idOf = async (email: string) => (await db.select().from(schema.users).where(eq(schema.users.email, email)))[0].id;
    const [referrerId, doomedId, referredId] = await Promise.all([idOf(referrer.email), idOf(doomed.email), idOf(referred.email)]);
    await db.insert(schema.referrals).values([
      { referrerId, referredUserId: doomedId },
      { referrerId: doomedId, referredUserId: referredId },
    ]);
    await db.insert(schema.readings).values({ userId: doomedId, period: periodOf(new Date()), question: "Q?", type: "one_card", category: "general", cards: ["The Moon"], status: "completed" });

    const response = await DELETE(jsonRequest("/api/auth/google", { method: "DELETE", token: doomed.token }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    expect(await db.select().from(schema.users).where(eq(schema.users.id, doomedId))).toEqual([]);
    expect(await db.select().from(schema.readings).where(eq(schema.readings.userId, doomedId))).toEqual([]);
    expect(await db.select().from(schema.referrals).where(eq(schema.referrals.referrerId, doomedId))).toEqual([]);
    const naming = await db.select().from(schema.referrals).where(eq(schema.referrals.referrerId, referrerId));
    expect(naming).toHaveLength(1);
    expect(naming[0].referredUserId).toBeNull();

    const after = await getUser(jsonRequest("/api/auth/user", { method: "GET", token: doomed.token }));
    expect(after.status).toBe(401);
    const again = await DELETE(jsonRequest("/api/auth/google", { method: "DELETE", token: doomed.token }));
    expect(again.status).toBe(401);
  });

  it("answers 401 when signed out", async () => {
    const response = await DELETE(jsonRequest("/api/auth/google", { method: "DELETE" }));
    expect(response.status).toBe(401);
  });
});

describe("local identity provider", () => {
  it("issues ID tokens for scripts and tests and serves its public key", async () => {
    const response = await issueToken(jsonRequest("/api/dev/identity/token", { body: { email: "script@example.com" } }));
    expect(response.status).toBe(200);
    const { idToken } = await response.json();
    expect(idToken.split(".")).toHaveLength(3);
    const jwks = await (await getJwks(jsonRequest("/api/dev/identity/jwks", { method: "GET" }))).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
    expect(jwks.keys[0].d).toBeUndefined();
    expect((await signIn(idToken)).response.status).toBe(200);
  });

  it("refuses an invalid e-mail", async () => {
    const response = await issueToken(jsonRequest("/api/dev/identity/token", { body: { email: "nobody" } }));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/email/);
  });
});

describe("GET /auth/start", () => {
  it("sends the popup to the local issuer's authorize page with the nonce and our callback", async () => {
    const { GET: start } = await import("@/app/[locale]/(english-only)/auth/start/route");
    const nonce = "n0nce-abcdefghijklmnop";
    const response = await start(jsonRequest(`/auth/start?nonce=${nonce}`, { method: "GET" }));
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!);
    const appUrl = getConfig().appUrl;
    expect(`${location.origin}${location.pathname}`).toBe(`${appUrl}/dev/identity/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      response_type: "id_token",
      scope: "openid email",
      nonce,
      redirect_uri: `${appUrl}/auth/callback`,
      client_id: LOCAL_AUDIENCE,
    });
  });

  it("refuses a missing or odd nonce", async () => {
    const { GET: start } = await import("@/app/[locale]/(english-only)/auth/start/route");
    for (const query of ["", "?nonce=short", "?nonce=%3Cscript%3E1234567890123456"]) {
      expect((await start(jsonRequest(`/auth/start${query}`, { method: "GET" }))).status).toBe(400);
    }
  });
});
