import type { PublicUser } from "@/lib/users/public-user";
import { toPublicUser, upsertUserFromIdentity } from "@/lib/users/users";
import { AppError } from "@/lib/errors";
import { countSignIn } from "@/lib/observability/metrics";
import { claimIdToken } from "./id-token-replay";
import { verifySignIn } from "./identity-provider";
import { InvalidIdTokenError } from "./oidc";
import { openSession } from "./session";

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
