import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { findSessionUser, readSessionToken } from "./session";

export type SignedIn = { user: User; sessionId: string };

/**
 * The user behind `Authorization: Bearer <token>` and the session it names, or a 401 for a missing,
 * bad, expired or revoked token, or one whose account was deleted.
 */
export async function requireSession(request: Request): Promise<SignedIn> {
  const match = /^Bearer\s+(\S+)$/i.exec((request.headers.get("authorization") ?? "").trim());
  if (!match) throw new AppError("unauthenticated", "Please sign in to continue.");
  const sessionId = await readSessionToken(match[1]);
  const user = sessionId ? await findSessionUser(sessionId) : undefined;
  if (!sessionId || !user) throw new AppError("unauthenticated", "Your session has ended. Please sign in again.");
  return { user, sessionId };
}
