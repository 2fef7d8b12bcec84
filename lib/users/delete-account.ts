import "server-only";
import { getDb } from "@/db";
import type { User } from "@/db/schema";
import { cancelBillingFor } from "@/lib/billing/account";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { mailEnabled } from "@/lib/notifications/mail/send";
import { enqueueNotification } from "@/lib/notifications/queue";
import type { NotificationRequest } from "@/lib/notifications/types";
import { deleteUser } from "./users";

/**
 * Deletes an account and everything of it: its subscription ends at the billing provider first (if the
 * provider refuses, nothing is deleted and nobody keeps paying for an account that is gone), then the
 * user with every session, reading and referral code of theirs, and in the same transaction the receipt
 * of the deletion is queued to the address the account had.
 */
export async function deleteAccount(user: User): Promise<void> {
  await cancelBillingFor(user);
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    if (!(await deleteUser(user.id, tx))) return false;
    if (mailEnabled()) await enqueueNotification(deletionReceipt(user), tx);
    return true;
  });
  if (!deleted) throw new AppError("not_found", "This account no longer exists.");
}

/** The receipt goes to an account that no longer exists: no user on the job, the address and language in its payload. */
function deletionReceipt(user: User): NotificationRequest {
  return {
    key: `account:account_deleted:${user.id}`,
    kind: "account",
    channel: "email",
    userId: null,
    payload: { mail: "account_deleted", email: user.email, url: `${getConfig().appUrl}/`, ...(user.locale ? { locale: user.locale } : {}) },
  };
}
