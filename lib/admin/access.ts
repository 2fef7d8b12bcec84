import "server-only";
import type { User } from "@/db/schema";
import { findSessionUser, readSessionToken } from "@/lib/auth/session";
import { requireSession, type SignedIn } from "@/lib/auth/require-user";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";

/**
 * The console's page is rendered on the server, which sees no bearer token (the browser keeps it for
 * `fetch`): at sign-in an operator also gets the same token in this cookie, HttpOnly and sent to
 * `/admin` alone (docs/decisions.md#operator-console-cookie). Nobody else is ever given it.
 */
export const ADMIN_COOKIE = "arcana_admin";
const ADMIN_PATH = "/admin";

/**
 * Who may use the operator console (docs/product.md#operator-console): a live session whose user's
 * e-mail is in `ADMIN_EMAILS`. Everyone else, with or without a token, gets the 404 of a path that does
 * not exist, and no data.
 */
export function isAdmin(user: Pick<User, "email">): boolean {
  return getConfig().adminEmails.includes(user.email.toLowerCase());
}

/** The console does not exist without operators. */
function consoleEnabled(): boolean {
  return getConfig().adminEmails.length > 0;
}

function notFound(): AppError {
  return new AppError("not_found", "Not found");
}

/** The operator behind `Authorization: Bearer <token>`, or the 404 every other caller gets. */
export async function requireAdmin(request: Request): Promise<SignedIn> {
  if (!consoleEnabled()) throw notFound();
  // A refused token (missing, forged, ended) is the same 404; a database failure stays what it is.
  const signedIn = await requireSession(request).catch((error: unknown) => {
    throw error instanceof AppError ? notFound() : error;
  });
  if (!isAdmin(signedIn.user)) throw notFound();
  return signedIn;
}

/** The `Set-Cookie` value handing an operator's session token to the console's page. */
export function adminCookie(token: string, maxAgeSeconds: number): string {
  const secure = getConfig().appUrl.startsWith("https:") ? "; Secure" : "";
  return `${ADMIN_COOKIE}=${token}; Path=${ADMIN_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

/** The operator the console's cookie names, while its session is live and their e-mail listed; else null. */
export async function adminFromCookie(token: string | undefined): Promise<User | null> {
  if (!consoleEnabled() || !token) return null;
  const session = await readSessionToken(token);
  const user = session && (await findSessionUser(session.sessionId));
  return user && isAdmin(user) ? user : null;
}
