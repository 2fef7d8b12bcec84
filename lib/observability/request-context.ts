import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";

/**
 * What every log line of one request carries (lib/observability/log.ts): its id, its route pattern and,
 * once the bearer session is known, a one-way hash of the user's id. Kept in AsyncLocalStorage, so a
 * line logged deep in lib/ (or in a Server-Sent Events stream that outlives the handler) finds it.
 */
export type RequestContext = { requestId: string; route: string; userHash?: string };

// One store per process, whatever copies of this module Next's bundles hold.
const holder = globalThis as unknown as { [key: symbol]: AsyncLocalStorage<RequestContext> | undefined };
const STORE = Symbol.for("arcana.requestContext");
const storage = (holder[STORE] ??= new AsyncLocalStorage<RequestContext>());

export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * A user's id as logs may carry it: the first 16 hex digits of its SHA-256. Ids are random UUIDs (122
 * bits), so the hash cannot be turned back into one, yet the lines of one user can be followed.
 */
export function userHash(userId: string): string {
  return createHash("sha256").update(`arcana-user:${userId}`).digest("hex").slice(0, 16);
}

/** Records the signed-in user of the current request (the bearer session, once read). */
export function identifyRequestUser(userId: string): void {
  const context = storage.getStore();
  if (context) context.userHash = userHash(userId);
}
