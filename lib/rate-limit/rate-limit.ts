import { lt, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { schema } from "@/db";
import { HttpError } from "@/lib/http/respond";

const { rateLimits } = schema;
const WINDOW_MS = 60_000;

export class RateLimitedError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(429, "Too many readings requested. Please wait a moment and try again.", "rate_limited", {
      "Retry-After": String(retryAfterSeconds),
    });
  }
}

/**
 * Counts one request against `key` in the current one-minute window and throws 429 past `limit`.
 * The counter lives in the database, so every app instance on one PostgreSQL shares it; the count
 * is one atomic upsert.
 */
export async function consumeRateLimit(db: Database, { key, limit, now = new Date() }: { key: string; limit: number; now?: Date }): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  // Old windows are swept now and then rather than on every request.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(windowStart.getTime() - WINDOW_MS)));
  if (row.count > limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now.getTime()) / 1000));
    throw new RateLimitedError(retryAfterSeconds);
  }
}

/**
 * The client's address for per-IP limits: the first X-Forwarded-For hop, but only behind a proxy we
 * trust (TRUST_PROXY=1); anyone can send that header straight to the app. Null when unknown.
 */
export function clientAddress(request: Request, trustProxy: boolean): string | null {
  if (!trustProxy) return null;
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip")?.trim() || null;
}
