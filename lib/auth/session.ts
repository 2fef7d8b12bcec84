import "server-only";
import { and, desc, eq, gt, isNull, lt, ne, notInArray, sql, type SQL } from "drizzle-orm";
import { decode, encode } from "next-auth/jwt";
import { getDb, schema } from "@/db";
import { log } from "@/lib/observability/log";
import { errorSummary } from "@/lib/observability/error-summary";
import type { User } from "@/db/schema";
import { getAuthSecret } from "./secret";

const { sessions, users } = schema;

/** Bearer sessions last 30 days (next-auth's audited token crypto; docs/decisions.md#server-side-sessions). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const SALT = "arcana.session";

/**
 * A user's live sessions at most (a phone, a laptop and a few browsers are a handful): signing in once
 * more ends the oldest, so that signing in in a loop leaves no pile of live tokens behind.
 */
export const MAX_LIVE_SESSIONS = 20;

/**
 * Opens a server-side session and answers the bearer token that names it, ending the user's oldest
 * live sessions beyond MAX_LIVE_SESSIONS. The token is encrypted, so a forged one is refused without a
 * database query; the row is what log out and deletion revoke.
 */
export async function openSession(userId: string, { maxAgeSeconds = SESSION_MAX_AGE_SECONDS, now = new Date() } = {}): Promise<string> {
  const db = await getDb();
  const [session] = await db
    .insert(sessions)
    .values({ userId, expiresAt: new Date(now.getTime() + maxAgeSeconds * 1000), createdAt: now, lastUsedAt: now })
    .returning({ id: sessions.id });
  const newestLive = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(MAX_LIVE_SESSIONS);
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, session.id), notInArray(sessions.id, newestLive)));
  return encode({ token: { sub: userId, sid: session.id }, secret: await getAuthSecret(), salt: SALT, maxAge: maxAgeSeconds });
}

/** What a bearer token says, trusted because only we can encrypt one: the session and its user. */
export type SessionToken = { sessionId: string; userId: string };

/**
 * Tokens this process has already decrypted, with what each names and when it expires: decrypting
 * (a key derivation and an AES-GCM open) is the largest CPU cost of an authenticated request. Only
 * ever a token that decrypted whole is kept, so a forged or altered one is never found here;
 * revocation is unaffected, since the session row is still read on every request.
 */
const decrypted = new Map<string, SessionToken & { expiresAtMs: number }>();
const MAX_DECRYPTED = 10_000;

/** The session a bearer token names, or null when it is forged, tampered with or expired. */
export async function readSessionToken(token: string, now: Date = new Date()): Promise<SessionToken | null> {
  const known = decrypted.get(token);
  if (known && known.expiresAtMs > now.getTime()) return { sessionId: known.sessionId, userId: known.userId };
  try {
    const payload = await decode({ token, secret: await getAuthSecret(), salt: SALT });
    if (typeof payload?.sid !== "string" || typeof payload.sub !== "string") return null;
    const named = { sessionId: payload.sid, userId: payload.sub };
    if (typeof payload.exp === "number") {
      if (decrypted.size >= MAX_DECRYPTED) decrypted.clear();
      decrypted.set(token, { ...named, expiresAtMs: payload.exp * 1000 });
    }
    return named;
  } catch {
    return null;
  }
}

/** What makes a session live: not revoked, not expired. The one statement of the rule, for every query that asks. */
function liveSession(sessionId: string, now: Date): SQL {
  return sql`${eq(sessions.id, sessionId)} and ${isNull(sessions.revokedAt)} and ${gt(sessions.expiresAt, now)}`;
}

/** How exactly a session's `last_used_at` is kept: written once in this long at most, not on every request. */
export const SESSION_LAST_USED_PRECISION_MS = 5 * 60 * 1000;

/**
 * The user of a live session (not revoked, not expired), in one round trip: the session joined with its
 * user. A session last marked used longer ago than the precision is marked again (a second statement,
 * once in five minutes per session), for the operator console's "last used".
 */
export async function findSessionUser(sessionId: string, now: Date = new Date()): Promise<User | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ user: users, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(sessionId, now))
    .limit(1);
  if (row && now.getTime() - row.lastUsedAt.getTime() >= SESSION_LAST_USED_PRECISION_MS) {
    // For the console alone: a session is never refused because this could not be written.
    await db
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, now)))
      .catch((error: unknown) => log.warn("Session's last use not written", { error: errorSummary(error) }));
  }
  return row?.user;
}

/**
 * For a statement that does more in the same round trip (a reading's reservation): the query
 * `select id, identity_hash, role` of the user a token names, a row only while its session is live
 * and still theirs.
 */
export function liveUserSql({ userId, sessionId }: SessionToken, now: Date): SQL {
  return sql`
    select ${users.id}, ${users.identityHash}, ${users.role} from ${sessions} join ${users} on ${eq(users.id, sessions.userId)}
    where ${liveSession(sessionId, now)} and ${eq(sessions.userId, userId)}`;
}

/** Log out: the token stops working at once, on every instance. */
export async function revokeSession(sessionId: string): Promise<void> {
  const db = await getDb();
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
