import "server-only";
import { claimIdToken } from "@/lib/auth/id-token-replay";
import { verifySignIn } from "@/lib/auth/identity-provider";
import { InvalidIdTokenError } from "@/lib/auth/oidc";
import { openSession } from "@/lib/auth/session";
import { getDb } from "@/db";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { countSignIn } from "@/lib/observability/metrics";
import { clientAddress, consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import type { PublicUser } from "./public-user";
import { toPublicUser, upsertUserFromIdentity } from "./users";

/**
 * Counts a sign-in attempt against its address's limit (`RATE_LIMIT_SIGNIN_PER_MIN`), 429 past it; asked
 * before the body is read. A request with no address to count (no proxy entry to trust) is not limited here.
 */
export async function limitSignInAttempts(request: Request): Promise<void> {
  const { rateLimit, trustProxyHops } = getConfig();
  const address = clientAddress(request, trustProxyHops);
  if (!address) return;
  await consumeRateLimit(await getDb(), {
    key: `signin:ip:${address}`,
    limit: rateLimit.signInPerMinute,
    message: "Too many sign-in attempts. Please wait a moment and try again.",
  });
}

/**
 * Verifies the identity provider's ID token (once only), creates or refreshes the user (recording the
 * referrer of a new account), and opens a session.
 */
export async function signInWithIdToken(request: { idToken: string; referralCode?: unknown }): Promise<{ user: PublicUser; token: string }> {
  try {
    const signedIn = await signIn(request);
    countSignIn("signed_in");
    return signedIn;
  } catch (error) {
    countSignIn(error instanceof AppError && error.code === "invalid_id_token" ? "refused" : "failed");
    throw error;
  }
}

async function signIn({ idToken, referralCode }: { idToken: string; referralCode?: unknown }): Promise<{ user: PublicUser; token: string }> {
  let identity;
  try {
    identity = await verifySignIn(idToken);
    await claimIdToken(identity);
  } catch (error) {
    if (error instanceof InvalidIdTokenError) throw new AppError("invalid_id_token", error.message);
    throw error;
  }
  const user = await upsertUserFromIdentity(identity, { referralCode });
  return { user: await toPublicUser(user), token: await openSession(user.id) };
}
