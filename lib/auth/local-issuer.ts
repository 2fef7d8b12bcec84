import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import { getConfig } from "@/lib/config";
import { readOrCreateDataFile } from "./data-dir-file";

/**
 * The local OIDC issuer that stands in for Google when GOOGLE_CLIENT_ID is unset and local providers
 * are on: an RS256 key generated once into DATA_DIR, a JWKS the app serves, and ID tokens for any
 * e-mail typed into its popup page (or posted by scripts and tests).
 */
export const LOCAL_AUDIENCE = "arcana-local-client";
const KEY_FILE = "local-identity-key.json";
const TOKEN_LIFETIME = "10m";

export function localIssuer(): string {
  return `${getConfig().appUrl}/dev/identity`;
}

type StoredKey = { privateJwk: JWK; publicJwk: JWK };

let key: Promise<StoredKey> | undefined;

function signingKey(): Promise<StoredKey> {
  key ??= readOrCreateDataFile(KEY_FILE, async () => {
    const pair = await generateKeyPair("RS256", { extractable: true });
    const kid = `local-${Date.now().toString(36)}`;
    const privateJwk = { ...(await exportJWK(pair.privateKey)), kid, alg: "RS256", use: "sig" };
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg: "RS256", use: "sig" };
    return JSON.stringify({ privateJwk, publicJwk } satisfies StoredKey);
  })
    .then((text) => JSON.parse(text) as StoredKey)
    .catch((error: unknown) => {
      key = undefined;
      throw error;
    });
  return key;
}

/** The JWKS document served at /api/dev/identity/jwks. */
export async function localJwks(): Promise<{ keys: JWK[] }> {
  return { keys: [(await signingKey()).publicJwk] };
}

export async function localKeySet() {
  return createLocalJWKSet(await localJwks());
}

/** A stable subject per e-mail, so signing in again with the same address finds the same user. */
export function localSubject(email: string): string {
  return `local-${createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32)}`;
}

export async function issueLocalIdToken({ email, nonce }: { email: string; nonce?: string }): Promise<string> {
  const { privateJwk } = await signingKey();
  const privateKey = await importJWK(privateJwk, "RS256");
  return new SignJWT({ email: email.trim(), email_verified: true, ...(nonce ? { nonce } : {}) })
    .setProtectedHeader({ alg: "RS256", kid: privateJwk.kid, typ: "JWT" })
    .setIssuer(localIssuer())
    .setAudience(LOCAL_AUDIENCE)
    .setSubject(localSubject(email))
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    // Like Google's, every token is unique, so two sign-ins in one second are two tokens, not a replay.
    .setJti(randomUUID())
    .sign(privateKey);
}
