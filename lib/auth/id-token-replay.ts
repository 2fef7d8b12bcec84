import { createHash } from "node:crypto";
import { lt } from "drizzle-orm";
import { getDb, schema } from "@/db";
import { InvalidIdTokenError } from "./oidc";

const { usedIdTokens } = schema;

/**
 * Accepts each ID token once: its hash is kept until the token expires, and a second sign-in with it
 * is refused, so an intercepted or leaked token cannot open more sessions. One insert decides it,
 * also when the same token arrives at several instances at once.
 */
export async function claimIdToken(idToken: string, expiresAt: Date, now: Date = new Date()): Promise<void> {
  const db = await getDb();
  const tokenHash = createHash("sha256").update(idToken).digest("hex");
  const claimed = await db.insert(usedIdTokens).values({ tokenHash, expiresAt }).onConflictDoNothing().returning({ tokenHash: usedIdTokens.tokenHash });
  // Expired records are swept now and then rather than on every sign-in.
  if (Math.random() < 0.02) await db.delete(usedIdTokens).where(lt(usedIdTokens.expiresAt, now));
  if (claimed.length === 0) throw new InvalidIdTokenError("This sign-in token has already been used. Please sign in again.");
}
