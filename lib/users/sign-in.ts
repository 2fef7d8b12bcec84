import "server-only";
import { claimIdToken } from "@/lib/auth/id-token-replay";
import { verifySignIn } from "@/lib/auth/identity-provider";
import { InvalidIdTokenError } from "@/lib/auth/oidc";
import { openSession } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { countSignIn } from "@/lib/observability/metrics";
import type { PublicUser } from "./public-user";
import { toPublicUser, upsertUserFromIdentity } from "./users";

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
