import "server-only";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { findSessionUser, readSessionToken, type SessionToken } from "./session";
import { identifyRequestUser } from "@/lib/observability/request-context";

export type SignedIn = { user: User; sessionId: string };

/** The 401 for a token whose session is over: revoked, expired, or its account deleted. */
export function sessionEndedError(): AppError {
  return new AppError("unauthenticated", "Your session has ended. Please sign in again.");
}

/**
 * The session that `Authorization: Bearer <token>` names, decrypted without the database, or a 401
 * for a missing, forged or expired token. Whether the session is still live is the caller's query.
 */
export async function readBearerSession(request: Request): Promise<SessionToken> {
  const match = /^Bearer\s+(\S+)$/i.exec((request.headers.get("authorization") ?? "").trim());
  if (!match) throw new AppError("unauthenticated", "Please sign in to continue.");
  const session = await readSessionToken(match[1]);
  if (!session) throw sessionEndedError();
  // The request's log lines name the user by a one-way hash from here on.
  identifyRequestUser(session.userId);
  return session;
}

/** The user of a live session, or a 401 when it is revoked, expired, or its account was deleted. */
export async function requireLiveSession({ sessionId }: SessionToken): Promise<SignedIn> {
  const user = await findSessionUser(sessionId);
  if (!user) throw sessionEndedError();
  return { user, sessionId };
}

/**
 * The user behind `Authorization: Bearer <token>` and the session it names, or a 401 for a missing,
 * bad, expired or revoked token, or one whose account was deleted.
 */
export async function requireSession(request: Request): Promise<SignedIn> {
  return requireLiveSession(await readBearerSession(request));
}

/**
 * For routes open to everyone that answer a signed-in caller in person (the card of the day): no
 * Authorization header, or the empty one the browser sends when signed out, is nobody (null). Any other
 * value is checked as `requireSession` checks it, so a forged, expired or revoked token is still a 401 and
 * the browser signs out, rather than quietly seeing what a signed-out visitor sees.
 */
export async function optionalSession(request: Request): Promise<SignedIn | null> {
  if ((request.headers.get("authorization") ?? "").trim() === "") return null;
  return requireSession(request);
}
