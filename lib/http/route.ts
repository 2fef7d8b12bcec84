import type { User } from "@/db/schema";
import { optionalSession, requireSession, type SignedIn } from "@/lib/auth/require-user";
import { handle } from "./respond";

/**
 * The two wrappers every route handler goes through, so none can forget error mapping or
 * authentication: errors leave as `{ error, code? }` with their status from one place. `context` is
 * Next's second argument (a dynamic route's `params`).
 */
export function publicRoute<Context = unknown>(handler: (request: Request, context: Context) => Promise<Response>) {
  // Optional so that tests and callers of a static route can leave it out.
  return (request: Request, context?: Context) => handle(() => handler(request, context as Context), request.signal);
}

export function userRoute<Context = unknown>(handler: (request: Request, user: User, session: SignedIn, context: Context) => Promise<Response>) {
  return (request: Request, context?: Context) =>
    handle(async () => {
      const session = await requireSession(request);
      return handler(request, session.user, session, context as Context);
    }, request.signal);
}

/** A route open to everyone that answers a signed-in caller in person: `signedIn` is null for a visitor without a token. */
export function viewerRoute<Context = unknown>(handler: (request: Request, signedIn: SignedIn | null, context: Context) => Promise<Response>) {
  return (request: Request, context?: Context) => handle(async () => handler(request, await optionalSession(request), context as Context), request.signal);
}
