import "server-only";
import type { Database } from "@/db";
import { requireLiveSession } from "@/lib/auth/require-user";
import type { SessionToken } from "@/lib/auth/session";
import { getConfig } from "@/lib/config";
import type { Reader } from "@/lib/reservations/reader-statement";
import { consumeRateLimits } from "@/lib/rate-limit/rate-limit";

const TOO_MANY_READINGS = "Too many readings requested. Please wait a moment and try again.";

/**
 * The reader a bearer token names, with the rate limits their reading counts against: per user, and per
 * client address when we know it (behind our own proxy). The limits are counted in the reservation's
 * own statement (lib/reservations/readings.ts), or by refuseUnreadableRequest when the body is no reading.
 */
export function readingLimits(session: SessionToken, address: string | null): Reader {
  const { rateLimit } = getConfig();
  return {
    ...session,
    counted: {
      limits: [
        { key: `interpret:user:${session.userId}`, limit: rateLimit.userPerMinute },
        ...(address ? [{ key: `interpret:ip:${address}`, limit: rateLimit.ipPerMinute }] : []),
      ],
      message: TOO_MANY_READINGS,
    },
  };
}

/**
 * A request whose body is no reading (400/413/415) still counts against the reader's rate limits, so
 * a script cannot probe for free; a session that is over answers 401 first, and 429 comes before the
 * body's own error. Always throws.
 */
export async function refuseUnreadableRequest(db: Database, { userId, sessionId, counted }: Reader, bodyError: unknown): Promise<never> {
  await requireLiveSession({ userId, sessionId });
  await consumeRateLimits(db, counted);
  throw bodyError;
}
