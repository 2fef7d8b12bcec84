import { decode, encode } from "next-auth/jwt";
import { getAuthSecret } from "./secret";

/** Bearer sessions last 30 days (DESIGN.md §1: next-auth's audited token crypto). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const SALT = "arcana.session";

export async function createSessionToken(userId: string, { maxAgeSeconds = SESSION_MAX_AGE_SECONDS } = {}): Promise<string> {
  return encode({ token: { sub: userId }, secret: await getAuthSecret(), salt: SALT, maxAge: maxAgeSeconds });
}

/** The user id a session token names, or null when it is forged, tampered with or expired. */
export async function readSessionToken(token: string): Promise<string | null> {
  try {
    const payload = await decode({ token, secret: await getAuthSecret(), salt: SALT });
    return typeof payload?.sub === "string" ? payload.sub : null;
  } catch {
    return null;
  }
}
