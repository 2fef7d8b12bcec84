import type { User } from "@/db/schema";
import { requireSession, type SignedIn } from "@/lib/auth/require-user";
import { handle } from "./respond";

/**
 * The two wrappers every route handler goes through, so none can forget error mapping or
 * authentication: errors leave as `{ error, code? }` with their status from one place.
 */
export function publicRoute(handler: (request: Request) => Promise<Response>) {
  return (request: Request) => handle(() => handler(request));
}

export function userRoute(handler: (request: Request, user: User, session: SignedIn) => Promise<Response>) {
  return (request: Request) =>
    handle(async () => {
      const session = await requireSession(request);
      return handler(request, session.user, session);
    });
}
