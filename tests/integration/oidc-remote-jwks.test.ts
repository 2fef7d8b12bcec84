import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SignJWT, createRemoteJWKSet, exportJWK, generateKeyPair, type JWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOGLE_ISSUERS } from "@/lib/auth/identity-provider";
import { InvalidIdTokenError, verifyIdToken, type IdTokenRules } from "@/lib/auth/oidc";

/**
 * The Google code path against a small local HTTP server that serves a JWKS the way Google's
 * certs endpoint does, so jose's remote key set (fetching, caching, kid lookup) runs for real.
 */
const AUDIENCE = "1234-test.apps.googleusercontent.com";

let server: Server;
let jwksRequests = 0;
let signer: { key: CryptoKey; kid: string };
let rules: IdTokenRules;
let published: JWK[] = [];

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  signer = { key: pair.privateKey, kid: "google-key-1" };
  published = [{ ...(await exportJWK(pair.publicKey)), kid: signer.kid, alg: "RS256", use: "sig" }];
  server = createServer((request, response) => {
    jwksRequests += 1;
    response.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "public, max-age=3600" });
    response.end(JSON.stringify({ keys: published }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  rules = { issuers: GOOGLE_ISSUERS, audience: AUDIENCE, keys: createRemoteJWKSet(new URL(`http://127.0.0.1:${port}/oauth2/v3/certs`)) };
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const now = () => Math.floor(Date.now() / 1000);

async function googleToken(claims: Record<string, unknown> = {}, key = signer): Promise<string> {
  return new SignJWT({
    iss: "https://accounts.google.com",
    aud: AUDIENCE,
    sub: "110169484474386276334",
    email: "someone@gmail.com",
    email_verified: true,
    iat: now(),
    exp: now() + 3600,
    ...claims,
  })
    .setProtectedHeader({ alg: "RS256", kid: key.kid, typ: "JWT" })
    .sign(key.key);
}

async function rejection(token: string): Promise<string> {
  try {
    await verifyIdToken(token, rules);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidIdTokenError);
    return (error as Error).message;
  }
  throw new Error("token was accepted");
}

describe("verifyIdToken against a remote JWKS", () => {
  it("accepts a valid token from either Google issuer spelling", async () => {
    for (const iss of ["https://accounts.google.com", "accounts.google.com"]) {
      expect(await verifyIdToken(await googleToken({ iss }), rules)).toEqual({
        issuer: iss,
        subject: "110169484474386276334",
        email: "someone@gmail.com",
        expiresAt: expect.any(Date),
        // Without a jti, the issue time and the nonce tell one sign-in's token from the next.
        tokenId: expect.stringMatching(/^iat:\d+:nonce:/),
      });
    }
    expect(jwksRequests).toBeGreaterThanOrEqual(1);
  });

  it("accepts email_verified sent as the string 'true'", async () => {
    expect((await verifyIdToken(await googleToken({ email_verified: "true" }), rules)).email).toBe("someone@gmail.com");
  });

  it("tolerates a small clock skew but not a large one", async () => {
    expect(await verifyIdToken(await googleToken({ exp: now() - 30 }), rules)).toBeTruthy();
    expect(await rejection(await googleToken({ exp: now() - 3600, iat: now() - 7200 }))).toMatch(/expired/);
    expect(await rejection(await googleToken({ iat: now() + 3600 }))).toMatch(/future|iat/);
  });

  it("rejects the wrong audience and issuer", async () => {
    expect(await rejection(await googleToken({ aud: "other.apps.googleusercontent.com" }))).toMatch(/not issued for this app/);
    expect(await rejection(await googleToken({ iss: "https://accounts.google.com.evil.example" }))).toMatch(/unknown issuer/);
  });

  it("rejects an unverified e-mail and a missing subject", async () => {
    expect(await rejection(await googleToken({ email_verified: false }))).toMatch(/not verified/);
    expect(await rejection(await googleToken({ sub: undefined }))).toMatch(/sub/);
  });

  it("rejects a key the JWKS does not publish, and a signature that does not match", async () => {
    const stranger = await generateKeyPair("RS256");
    expect(await rejection(await googleToken({}, { key: stranger.privateKey, kid: "unknown-kid" }))).toMatch(/unknown key/);
    expect(await rejection(await googleToken({}, { key: stranger.privateKey, kid: signer.kid }))).toMatch(/signature is invalid/);
  });

  it("rejects alg none and an HMAC token keyed with the public key (algorithm confusion)", async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const claims = { iss: "https://accounts.google.com", aud: AUDIENCE, sub: "x", email: "a@b.co", email_verified: true, iat: now(), exp: now() + 600 };
    expect(await rejection(`${encode({ alg: "none" })}.${encode(claims)}.`)).toMatch(/algorithm|malformed/);
    const hmacKey = new TextEncoder().encode(JSON.stringify(published[0]));
    const confused = await new SignJWT(claims).setProtectedHeader({ alg: "HS256", kid: signer.kid }).sign(hmacKey);
    expect(await rejection(confused)).toMatch(/algorithm/);
  });

  it("picks up a rotated key that appears in the JWKS", async () => {
    const rotated = await generateKeyPair("RS256");
    published = [...published, { ...(await exportJWK(rotated.publicKey)), kid: "google-key-2", alg: "RS256", use: "sig" }];
    // jose refetches on an unknown kid once its cooldown (30 s) has passed; a fresh key set sees it at once.
    const fresh = { ...rules, keys: createRemoteJWKSet(new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`)) };
    const token = await googleToken({}, { key: rotated.privateKey, kid: "google-key-2" });
    expect((await verifyIdToken(token, fresh)).subject).toBe("110169484474386276334");
  });
});
