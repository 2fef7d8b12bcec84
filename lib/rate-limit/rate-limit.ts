import { lt, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { schema } from "@/db";
import { AppError } from "@/lib/errors";

const { rateLimits } = schema;
const WINDOW_MS = 60_000;

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number, message = "Too many requests. Please wait a moment and try again.") {
    super("rate_limited", message, { "Retry-After": String(retryAfterSeconds) });
  }
}

/**
 * Counts one request against `key` in the current one-minute window and throws 429 past `limit`.
 * The counter lives in the database, so every app instance on one PostgreSQL shares it; the count
 * is one atomic upsert.
 */
export async function consumeRateLimit(
  db: Database,
  { key, limit, message, now = new Date() }: { key: string; limit: number; message?: string; now?: Date },
): Promise<void> {
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
    throw new RateLimitedError(retryAfterSeconds, message);
  }
}

/**
 * The client's address for per-IP limits, or null when unknown. Only behind proxies we run
 * (TRUST_PROXY = their number of hops): each appends the address it saw to X-Forwarded-For, so the
 * entry that the outermost of ours appended is the one to trust; anything left of it came from
 * the client and can be anything.
 */
export function clientAddress(request: Request, trustProxyHops: number): string | null {
  if (trustProxyHops < 1) return null;
  const hops = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (hops.length === 0) return null;
  return hops[Math.max(0, hops.length - trustProxyHops)];
}
