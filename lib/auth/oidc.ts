import "server-only";
import { errors, jwtVerify, type JWTVerifyGetKey } from "jose";
import { z } from "@/lib/zod";

/**
 * Who an identity provider says signed in. Users are keyed by `subject`, never by e-mail;
 * `expiresAt` is when the ID token itself stops being valid (its replay record can go then).
 * `tokenId` tells this token from the subject's other ones: its `jti`, else its issue time and nonce.
 */
export type VerifiedIdentity = { issuer: string; subject: string; email: string; expiresAt: Date; tokenId: string };

export type IdTokenRules = {
  /** Accepted `iss` values (Google uses two spellings). */
  issuers: string[];
  /** Our client id: the token's `aud` must name it. */
  audience: string;
  /** The issuer's signing keys (a JWKS, remote or local; jose handles rotation and caching). */
  keys: JWTVerifyGetKey;
};

export class InvalidIdTokenError extends Error {
  override name = "InvalidIdTokenError";
}

/** Small clock skew allowance between us and the issuer. */
const CLOCK_TOLERANCE_SECONDS = 60;
/** Google's ID tokens live an hour; a token meant to live longer than a day is not one we accept. */
const MAX_ID_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
const emailSchema = z.email();
/**
 * The compact JWS form and nothing else: jose reads past whitespace around a token, so a copy with a
 * space or a newline added would otherwise be a different string for the same signed claims.
 */
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** Verifies an OIDC ID token's signature, `iss`, `aud`, `exp`/`iat` and verified e-mail. */
export async function verifyIdToken(idToken: string, rules: IdTokenRules): Promise<VerifiedIdentity> {
  if (!COMPACT_JWS.test(idToken)) throw new InvalidIdTokenError("The sign-in token is malformed.");
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, rules.keys, {
      issuer: rules.issuers,
      audience: rules.audience,
      algorithms: ["RS256"],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ["iss", "sub", "aud", "exp", "iat"],
    }));
  } catch (error) {
    throw new InvalidIdTokenError(describeFailure(error));
  }
  if (payload.iat! > Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS) {
    throw new InvalidIdTokenError("The sign-in token was issued in the future.");
  }
  if (payload.exp! - payload.iat! > MAX_ID_TOKEN_LIFETIME_SECONDS) {
    throw new InvalidIdTokenError("The sign-in token lives too long to be accepted.");
  }
  // A token issued for several audiences is ours only if we are its authorised party (OIDC Core §3.1.3.7).
  if (Array.isArray(payload.aud) && payload.azp !== rules.audience) {
    throw new InvalidIdTokenError("The sign-in token was not issued for this app.");
  }
  const email = typeof payload.email === "string" ? payload.email.trim() : "";
  if (!email) throw new InvalidIdTokenError("The sign-in token carries no e-mail address.");
  if (!emailSchema.safeParse(email).success) throw new InvalidIdTokenError("The sign-in token's e-mail address is not valid.");
  // Google sends a boolean; some issuers send the string "true".
  if (payload.email_verified !== true && payload.email_verified !== "true") {
    throw new InvalidIdTokenError("The e-mail address of this account is not verified.");
  }
  const tokenId = nonEmpty(payload.jti) ? `jti:${payload.jti}` : `iat:${payload.iat}:nonce:${nonEmpty(payload.nonce) ? payload.nonce : ""}`;
  return { issuer: payload.iss!, subject: payload.sub!, email, expiresAt: new Date(payload.exp! * 1000), tokenId };
}

function nonEmpty(claim: unknown): claim is string {
  return typeof claim === "string" && claim !== "";
}

function describeFailure(error: unknown): string {
  if (error instanceof errors.JWTExpired) return "The sign-in token has expired. Please sign in again.";
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "iss") return "The sign-in token comes from an unknown issuer.";
    if (error.claim === "aud") return "The sign-in token was not issued for this app.";
    return `The sign-in token's ${error.claim} claim is invalid.`;
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return "The sign-in token's signature is invalid.";
  if (error instanceof errors.JWKSNoMatchingKey) return "The sign-in token was signed by an unknown key.";
  if (error instanceof errors.JOSEAlgNotAllowed) return "The sign-in token uses a signing algorithm we do not accept.";
  // A key set that cannot be fetched is our problem, not a bad token.
  if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
    return "The sign-in token could not be checked. Please try again.";
  }
  return "The sign-in token is malformed.";
}
