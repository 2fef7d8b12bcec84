import type { User } from "@/db/schema";
import { optionalSession, readBearerSession, requireSession, type SignedIn } from "@/lib/auth/require-user";
import type { SessionToken } from "@/lib/auth/session";
import { requireAdmin } from "@/lib/admin/access";
import { log } from "@/lib/observability/log";
import { countRateLimitRefusal, observeHttpRequest } from "@/lib/observability/metrics";
import { runInRequest, type RequestContext } from "@/lib/observability/request-context";
import { requestIdOf } from "@/lib/observability/request-id";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { handle, type Handled } from "./respond";
import { checkUrlInputs } from "./url-inputs";

/**
 * The wrappers every route handler goes through, so none can forget error mapping, authentication, the
 * maintenance switch, the text rule for its URL's inputs or being observed: errors leave as `{ error, code? }`
 * with their status from one place, and each request gets an id (`X-Request-Id`: nginx's, or one made here),
 * one JSON log line, and its count and time in the metrics (docs/architecture.md#logs-and-metrics). proxy.ts
 * does not run for /api/*.
 *
 * Each route declares its pattern as the file system names it (`signedInRoute("/api/readings/[id]", …)`): it is
 * the route's label in logs and metrics (never its URL, which carries ids), and it types `params`
 * (`{ id: string }`). tests/unit/route-patterns.test.ts holds every pattern to its file's path.
 *
 * A handler gets one object: `request`, `params` (resolved once, here) and the caller as its wrapper
 * admitted them. Where a live session is required, `session` is it and the user is named by what the
 * wrapper demands (`user`, or `operator` on the console's routes); where a session is optional, `session`
 * is null for a visitor. Next's own calling convention, `(request, { params: Promise })`, stays outside.
 */
export function anyoneRoute<Pattern extends string>(pattern: Pattern, handler: RouteHandler<Anyone, Pattern>) {
  return gatedRoute(pattern, async () => ({}), handler);
}

/**
 * A route for a caller with a session token (401 without one, or with a forged or expired one):
 * `{ request, token, params }`. Whether its session is still live is asked by the handler's own statement,
 * with the limits and the reservation (lib/reservations/reader-statement.ts), so a reading costs one query.
 */
export function tokenRoute<Pattern extends string>(pattern: Pattern, handler: RouteHandler<{ token: SessionToken }, Pattern>) {
  return gatedRoute(pattern, async (request) => ({ token: await readBearerSession(request) }), handler);
}

/** A route for a signed-in caller (401 otherwise): `{ request, user, session, params }`. */
export function signedInRoute<Pattern extends string>(pattern: Pattern, handler: RouteHandler<{ user: User; session: SignedIn }, Pattern>) {
  return gatedRoute(pattern, async (request) => asUser(await requireSession(request)), handler);
}

/**
 * An operator console route (lib/admin/access.ts): `{ request, operator, session, params }`; anyone but an
 * operator gets the 404 of a path that does not exist.
 */
export function operatorRoute<Pattern extends string>(pattern: Pattern, handler: RouteHandler<{ operator: User; session: SignedIn }, Pattern>) {
  return gatedRoute(pattern, async (request) => asOperator(await requireAdmin(request)), handler);
}

/** A route open to everyone that answers a signed-in caller in person: `{ request, session, params }`, `session` null for a visitor without a token. */
export function maybeSignedInRoute<Pattern extends string>(pattern: Pattern, handler: RouteHandler<{ session: SignedIn | null }, Pattern>) {
  return gatedRoute(pattern, async (request) => ({ session: await optionalSession(request) }), handler);
}

const asUser = (session: SignedIn) => ({ user: session.user, session });
const asOperator = (session: SignedIn) => ({ operator: session.user, session });

/** No caller to name: an `anyoneRoute`'s handler gets `{ request, params }`. */
export type Anyone = Record<never, never>;

/** What a wrapped handler is given: the caller its wrapper admitted, the request, and the route's resolved params. */
export type RouteHandler<Caller, Pattern extends string> = (context: Caller & { request: Request; params: ParamsOf<Pattern> }) => Promise<Response>;

/** A dynamic route's params as its pattern names them: `[id]` a string, `[...path]` the list of its segments. */
type ParamsOf<Pattern extends string> = Flat<SegmentParams<Pattern>>;
type SegmentParams<Pattern extends string> = Pattern extends `${infer Segment}/${infer Rest}` ? SegmentParam<Segment> & SegmentParams<Rest> : SegmentParam<Pattern>;
type SegmentParam<Segment extends string> = Segment extends `[...${infer Name}]`
  ? { [Key in Name]: string[] }
  : Segment extends `[${infer Name}]`
    ? { [Key in Name]: string }
    : Anyone;
type Flat<T> = { [Key in keyof T]: T[Key] };

/**
 * The shape of every wrapper: `admit` says who is asking, or refuses first (a 401, or the 404 that hides a
 * route); then the query string and path parameters are held to the text rule (lib/http/url-inputs.ts), so
 * that a refused caller learns nothing from a 400; then the handler answers, given the params resolved. The
 * function it returns is what a route file exports, Next's `(request, { params })`, and carries its `pattern`.
 */
export function gatedRoute<Pattern extends string, Caller>(pattern: Pattern, admit: (request: Request) => Promise<Caller>, handler: RouteHandler<Caller, Pattern>) {
  // `context` is optional so that tests and callers of a static route can leave it out.
  const route = (request: Request, context?: { params: Promise<ParamsOf<Pattern>> }) =>
    observed(request, pattern, () =>
      handle(async () => {
        if (getConfig().maintenanceMode) throw maintenanceError();
        const caller = await admit(request);
        const params = (await context?.params) ?? ({} as ParamsOf<Pattern>);
        checkUrlInputs(request, params);
        return handler({ ...caller, request, params });
      }, request.signal),
    );
  return Object.assign(route, { pattern });
}

/** The maintenance switch (docs/product.md#maintenance-page): every API call answers this, the health check (unwrapped) excepted. */
function maintenanceError(): AppError {
  return new AppError("maintenance", "We are doing scheduled maintenance. Please try again shortly.", { "Retry-After": "600" });
}

/**
 * Runs one request inside its context (the id every log line of it carries), then logs it and counts it
 * once its answer is complete: when the handler returns, or for a streamed answer when its body ends. A
 * refusal by a limit is counted by its code (`rate_limited`, or a subscriber's `daily_limit`).
 */
async function observed(request: Request, route: string, work: () => Promise<Handled>): Promise<Response> {
  const started = performance.now();
  const requestContext: RequestContext = { requestId: requestIdOf(request.headers), route };
  return runInRequest(requestContext, async () => {
    const { response: answer, code } = await work();
    const response = withRequestId(answer, requestContext.requestId);
    const finish = () =>
      runInRequest(requestContext, () => {
        const seconds = (performance.now() - started) / 1000;
        observeHttpRequest({ route, method: request.method, status: response.status, seconds });
        log.info("request", { method: request.method, status: response.status, durationMs: Math.round(seconds * 1000) });
      });
    if (code === "rate_limited" || code === "daily_limit") countRateLimitRefusal(route, code);
    if (!response.body || !response.headers.get("content-type")?.startsWith("text/event-stream")) {
      finish();
      return response;
    }
    return untilBodyEnds(response, request.signal, finish);
  });
}

/**
 * A health check (`/api/health`, `/api/health/live`): it asks nothing of the wrappers (no maintenance switch,
 * no log line or metric per probe), but its answer carries the request's `X-Request-Id` like every other.
 */
export function probeRoute(probe: () => Promise<Response>) {
  return async (request: Request) => withRequestId(await probe(), requestIdOf(request.headers));
}

/** The answer with its `X-Request-Id` (a redirect's headers are immutable: copied then). */
function withRequestId(response: Response, requestId: string): Response {
  try {
    response.headers.set("X-Request-Id", requestId);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set("X-Request-Id", requestId);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/** A streamed answer whose end (or the client leaving) calls `done` once. */
function untilBodyEnds(response: Response, requestSignal: AbortSignal, done: () => void): Response {
  let finished = false;
  const finishOnce = () => {
    if (finished) return;
    finished = true;
    requestSignal.removeEventListener("abort", finishOnce);
    done();
  };
  requestSignal.addEventListener("abort", finishOnce, { once: true });
  const body = response.body!.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({ flush: finishOnce }));
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
