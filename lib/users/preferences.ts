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
 * Keeps the reader's choice of 'Let readings remember my recent readings' (users.remember_readings) and answers
 * the user as it now is. Turning it on is a premium feature (403 `premium_required` for a free reader); turning
 * it off is always allowed, and stays off if they subscribe later.
 */
export async function savePreferences(user: User, { rememberReadings }: PreferencesRequest): Promise<User> {
  if (rememberReadings && !remembersReadings(user.role, true)) throw new RememberPremiumError();
  const db = await getDb();
  const [updated] = await db.update(schema.users).set({ rememberReadings }).where(eq(schema.users.id, user.id)).returning();
  return updated ?? user;
}
