import "server-only";
import type { User } from "@/db/schema";
import { cancelBillingFor } from "@/lib/billing/account";
import { AppError } from "@/lib/errors";
import { deleteUser } from "./users";

/**
 * Deletes an account and everything of it: its subscription ends at the billing provider first (if the
 * provider refuses, nothing is deleted and nobody keeps paying for an account that is gone), then the
 * user with every session, reading and referral code of theirs.
 */
export async function deleteAccount(user: User): Promise<void> {
  await cancelBillingFor(user);
  if (!(await deleteUser(user.id))) throw new AppError("not_found", "This account no longer exists.");
}
