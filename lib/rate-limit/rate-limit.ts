import "server-only";
import { lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db";
import { schema } from "@/db";
import { rowsOf } from "@/db/rows";
import { AppError } from "@/lib/errors";
import { z } from "@/lib/zod";

const { rateLimits } = schema;
const WINDOW_MS = 60_000;

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number, message = "Too many requests. Please wait a moment and try again.") {
    super("rate_limited", message, { "Retry-After": String(retryAfterSeconds) });
  }
}

/** One counter to take a request from: `key` may see `limit` requests per one-minute window. */
type RateLimit = { key: string; limit: number };

/** The start of the fixed one-minute window `now` falls in. */
export function rateWindowStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
}

/** The 429 for a request past a limit in the window starting at `windowStart`. */
export function rateLimitedError(windowStart: Date, now: Date, message?: string): RateLimitedError {
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now.getTime()) / 1000));
  return new RateLimitedError(retryAfterSeconds, message);
}

/** Old windows are swept now and then rather than on every request. */
export async function sweepRateLimitsNowAndThen(db: Database, windowStart: Date): Promise<void> {
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(windowStart.getTime() - WINDOW_MS)));
}

/** A request counted against each of `limits`, and refused with `message` past any of them. */
export type CountedRequest = { limits: RateLimit[]; message?: string };

/**
 * The upsert that counts one request against each of `limits` in the window from `windowStart`,
 * answering `(key, count)`; `onlyIf`, a condition of the statement around it, can keep the request
 * from being counted. The counters live in the database, so every app instance on one PostgreSQL
 * shares them, and each count is atomic. No limits: a query of no rows.
 */
export function countRequestSql(limits: RateLimit[], windowStart: Date, onlyIf: SQL = sql`true`): SQL {
  if (limits.length === 0) return sql`select null::text as key, 0 as count where false`;
  const rows = sql.join(
    limits.map(({ key }) => sql`(${key}, ${windowStart.toISOString()}::timestamptz, 1)`),
    sql`, `,
  );
  return sql`
    insert into ${rateLimits} (key, window_start, count)
    select key, window_start, count from (values ${rows}) as request (key, window_start, count) where ${onlyIf}
    on conflict (key, window_start) do update set count = ${rateLimits}.count + 1
    returning key, count`;
}

/** True when no counter of `counted` (the rows of countRequestSql, by that name in the statement) is past its limit. */
export function withinLimitsSql(limits: RateLimit[], counted: string): SQL {
  if (limits.length === 0) return sql`true`;
  const table = sql.identifier(counted);
  const past = sql.join(
    limits.map(({ key, limit }) => sql`(${table}.key = ${key} and ${table}.count > ${limit})`),
    sql` or `,
  );
  return sql`not exists (select 1 from ${table} where ${past})`;
}

const withinLimitsRow = z.object({ ok: z.boolean() });

/** Counts one request against `key` in the current one-minute window, and throws 429 past `limit`. */
export async function consumeRateLimit(
  db: Database,
  { key, limit, message, now = new Date() }: { key: string; limit: number; message?: string; now?: Date },
): Promise<void> {
  await consumeRateLimits(db, { limits: [{ key, limit }], message }, now);
}

/** Counts one request against each of its limits in one statement, and throws 429 if any is past its limit. */
export async function consumeRateLimits(db: Database, { limits, message }: CountedRequest, now: Date = new Date()): Promise<void> {
  if (limits.length === 0) return;
  const windowStart = rateWindowStart(now);
  const [{ ok }] = rowsOf(
    withinLimitsRow,
    await db.execute(sql`with counted as (${countRequestSql(limits, windowStart)}) select ${withinLimitsSql(limits, "counted")} as ok`),
  );
  await sweepRateLimitsNowAndThen(db, windowStart);
  if (!ok) throw rateLimitedError(windowStart, now, message);
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
