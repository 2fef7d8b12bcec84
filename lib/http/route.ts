import type { User } from "@/db/schema";
import { optionalSession, requireSession, type SignedIn } from "@/lib/auth/require-user";
import { requireAdmin } from "@/lib/admin/access";
import { log } from "@/lib/observability/log";
import { countRateLimitRefusal, observeHttpRequest } from "@/lib/observability/metrics";
import { runInRequest, type RequestContext } from "@/lib/observability/request-context";
import { requestIdOf } from "@/lib/observability/request-id";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { errorResponse, handle } from "./respond";
import { checkUrlInputs, paramsOf } from "./url-inputs";

/**
 * The wrappers every route handler goes through, so none can forget error mapping, authentication, the
 * maintenance switch, the text rule for its URL's inputs or being observed: errors leave as `{ error, code? }`
 * with their status from one place, and each request gets an id (`X-Request-Id`: nginx's, or one made here),
 * one JSON log line, and its count and time in the metrics (docs/architecture.md#logs-and-metrics). proxy.ts
 * does not run for /api/*. `context` is Next's second argument (a dynamic route's `params`).
 */
export function publicRoute<Context = unknown>(handler: (request: Request, context: Context) => Promise<Response>) {
  return gatedRoute<void, Context>(async () => undefined, (request, _caller, context) => handler(request, context));
}

export function userRoute<Context = unknown>(handler: (request: Request, user: User, session: SignedIn, context: Context) => Promise<Response>) {
  return gatedRoute<SignedIn, Context>(requireSession, (request, session, context) => handler(request, session.user, session, context));
}

/** An operator console route (lib/admin/access.ts): anyone but an operator gets the 404 of a path that does not exist. */
export function adminRoute<Context = unknown>(handler: (request: Request, operator: SignedIn, context: Context) => Promise<Response>) {
  return gatedRoute<SignedIn, Context>(requireAdmin, handler);
}

/** A route open to everyone that answers a signed-in caller in person: `signedIn` is null for a visitor without a token. */
export function viewerRoute<Context = unknown>(handler: (request: Request, signedIn: SignedIn | null, context: Context) => Promise<Response>) {
  return gatedRoute<SignedIn | null, Context>(optionalSession, handler);
}

/**
 * The shape of every wrapper: `admit` says who is asking, or refuses first (a 401, or the 404 that hides a
 * route); then the query string and path parameters are held to the text rule (lib/http/url-inputs.ts), so
 * that a refused caller learns nothing from a 400; then the handler answers.
 */
export function gatedRoute<Caller, Context = unknown>(
  admit: (request: Request) => Promise<Caller>,
  handler: (request: Request, caller: Caller, context: Context) => Promise<Response>,
) {
  // `context` is optional so that tests and callers of a static route can leave it out.
  return (request: Request, context?: Context) =>
    observed(request, context, () =>
      handle(async () => {
        const caller = await admit(request);
        await checkUrlInputs(request, context);
        return handler(request, caller, context as Context);
      }, request.signal),
    );
}

const RATE_LIMIT_STATUS = 429;

/** The maintenance switch (docs/product.md#maintenance-page): every API call answers this, the health check (unwrapped) excepted. */
function maintenanceError(): AppError {
  return new AppError("maintenance", "We are doing scheduled maintenance. Please try again shortly.", { "Retry-After": "600" });
}

/**
 * Runs one request inside its context (the id every log line of it carries), then logs it and counts it
 * once its answer is complete: when the handler returns, or for a streamed answer when its body ends.
 */
async function observed(request: Request, context: unknown, work: () => Promise<Response>): Promise<Response> {
  const started = performance.now();
  const requestContext: RequestContext = { requestId: requestIdOf(request.headers), route: await routePattern(request, context) };
  return runInRequest(requestContext, async () => {
    const response = withRequestId(getConfig().maintenanceMode ? errorResponse(maintenanceError()) : await work(), requestContext.requestId);
    const finish = () =>
      runInRequest(requestContext, () => {
        const seconds = (performance.now() - started) / 1000;
        observeHttpRequest({ route: requestContext.route, method: request.method, status: response.status, seconds });
        log.info("request", { method: request.method, status: response.status, durationMs: Math.round(seconds * 1000) });
      });
    if (response.status === RATE_LIMIT_STATUS) countRateLimitRefusal(requestContext.route, await refusalCode(response));
    if (!response.body || !response.headers.get("content-type")?.startsWith("text/event-stream")) {
      finish();
      return response;
    }
    return untilBodyEnds(response, request.signal, finish);
  });
}

/**
 * The route's pattern, as the file system names it (`/api/readings/[id]/follow-ups`): the path with each
 * dynamic segment's value replaced by its parameter's name, so that metrics and logs never carry ids.
 */
export async function routePattern(request: Request, context: unknown): Promise<string> {
  const params = await paramsOf(context);
  const names = new Map(Object.entries(params).map(([name, value]) => [String(value), name]));
  return new URL(request.url).pathname
    .split("/")
    .map((segment) => {
      const name = names.get(safelyDecoded(segment));
      return name ? `[${name}]` : segment;
    })
    .join("/");
}

function safelyDecoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
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

/** Which limit refused it: `rate_limited` or `daily_limit`, from the error answer's code. */
async function refusalCode(response: Response): Promise<string> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  const code = (body as { code?: unknown } | undefined)?.code;
  return code === "daily_limit" ? "daily_limit" : "rate_limited";
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
