import "server-only";
import { eq } from "drizzle-orm";
import { getDb, schema } from "@/db";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { remembersReadings } from "@/lib/readings/remembered";
import type { PreferencesRequest } from "./preferences-request";

class RememberPremiumError extends AppError {
  constructor() {
    super("premium_required", "Readings that remember your recent readings are part of the subscription. Subscribe to turn them on.");
  }
}

/**
 * Keeps the reader's choices (docs/product.md#sign-in-and-account-routes) and answers the user as it now is:
 * 'Let readings remember my recent readings' (users.remember_readings), a premium feature to turn on (403
 * `premium_required` for a free reader), always allowed off and staying off if they subscribe later; and
 * their language (users.locale), which mail and push speak.
 */
export async function savePreferences(user: User, { rememberReadings, locale }: PreferencesRequest): Promise<User> {
  if (rememberReadings && !remembersReadings(user.role, true)) throw new RememberPremiumError();
  const db = await getDb();
  const [updated] = await db.update(schema.users).set({ rememberReadings, locale }).where(eq(schema.users.id, user.id)).returning();
  return updated ?? user;
}
