import "server-only";
import { createHash } from "node:crypto";
import { lt } from "drizzle-orm";
import { getDb, schema } from "@/db";
import { identityHash } from "./identity-hash";
import { InvalidIdTokenError, type VerifiedIdentity } from "./oidc";

const { usedIdTokens } = schema;

/**
 * What makes two ID tokens the same sign-in: the verified claims (issuer, subject and the token's own
 * id or issue time), never the token's text, which can be spelled several ways for one signature.
 */
function replayKey(identity: Pick<VerifiedIdentity, "issuer" | "subject" | "tokenId">): string {
  return createHash("sha256").update(`${identityHash(identity)}\n${identity.tokenId}`).digest("hex");
}

/**
 * Accepts each ID token once: its replay key is kept until the token expires, and a second sign-in
 * with it is refused, so an intercepted or leaked token cannot open more sessions. One insert decides
 * it, also when the same token arrives at several instances at once.
 */
export async function claimIdToken(identity: VerifiedIdentity, now: Date = new Date()): Promise<void> {
  const db = await getDb();
  const claimed = await db
    .insert(usedIdTokens)
    .values({ tokenHash: replayKey(identity), expiresAt: identity.expiresAt })
    .onConflictDoNothing()
    .returning({ tokenHash: usedIdTokens.tokenHash });
  // Expired records are swept now and then rather than on every sign-in.
  if (Math.random() < 0.02) await db.delete(usedIdTokens).where(lt(usedIdTokens.expiresAt, now));
  if (claimed.length === 0) throw new InvalidIdTokenError("This sign-in token has already been used. Please sign in again.");
}
