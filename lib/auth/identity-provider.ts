import "server-only";
import { createRemoteJWKSet } from "jose";
import { getConfig } from "@/lib/config";
import { localIssuerEnabled } from "@/lib/local-providers";
import { LOCAL_AUDIENCE, localIssuer, localKeySet } from "./local-issuer";
import { verifyIdToken, type IdTokenRules, type VerifiedIdentity } from "./oidc";

/** Google or the local issuer, behind one verification path (docs/architecture.md#a-sign-in). */
export const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];
const GOOGLE_AUTHORIZE_URL = "https://accounts.google.com/o/oauth2/v2/auth";
const GOOGLE_JWKS_URL = new URL("https://www.googleapis.com/oauth2/v3/certs");

// Created once: jose caches Google's keys and refetches them when an unknown `kid` appears.
let googleKeys: ReturnType<typeof createRemoteJWKSet> | undefined;

async function rules(): Promise<IdTokenRules> {
  const { google } = getConfig();
  if (google.clientId) {
    googleKeys ??= createRemoteJWKSet(GOOGLE_JWKS_URL);
    return { issuers: GOOGLE_ISSUERS, audience: google.clientId, keys: googleKeys };
  }
  if (!localIssuerEnabled()) throw new Error("No identity provider is configured");
  return { issuers: [localIssuer()], audience: LOCAL_AUDIENCE, keys: await localKeySet() };
}

export async function verifySignIn(idToken: string): Promise<VerifiedIdentity> {
  return verifyIdToken(idToken, await rules());
}

/** Where the sign-in popup goes: the OIDC implicit flow with our nonce and callback. */
export function authorizeUrl(nonce: string): string {
  const { google, appUrl } = getConfig();
  const params = new URLSearchParams({
    response_type: "id_token",
    scope: "openid email",
    nonce,
    redirect_uri: `${appUrl}/auth/callback`,
    client_id: google.clientId ?? LOCAL_AUDIENCE,
    prompt: "select_account",
  });
  const base = google.clientId ? GOOGLE_AUTHORIZE_URL : `${appUrl}/dev/identity/authorize`;
  return `${base}?${params}`;
}
