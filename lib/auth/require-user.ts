import type { User } from "@/db/schema";
import { HttpError } from "@/lib/http/respond";
import { findUserById } from "@/lib/users/users";
import { readSessionToken } from "./session";

/** The user behind `Authorization: Bearer <token>`, or a 401 for a missing, bad, expired or orphaned token. */
export async function requireUser(request: Request): Promise<User> {
  const match = /^Bearer\s+(\S+)$/i.exec((request.headers.get("authorization") ?? "").trim());
  if (!match) throw new HttpError(401, "Please sign in to continue.", "unauthenticated");
  const userId = await readSessionToken(match[1]);
  if (!userId) throw new HttpError(401, "Your session is invalid or has expired. Please sign in again.", "unauthenticated");
  const user = await findUserById(userId);
  if (!user) throw new HttpError(401, "This account no longer exists. Please sign in again.", "unauthenticated");
  return user;
}
