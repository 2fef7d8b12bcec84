import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb, schema } from "@/db";
import { getAuthSecretSync } from "@/lib/auth/secret";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { z } from "@/lib/zod";
import { unsubscribePageUrl } from "./mail/links";

/**
 * Unsubscribing from optional mail without signing in (docs/architecture.md#notifications): each mail of
 * the day's card or a check-in carries a token signed with the app's secret naming its reader and its
 * kind. The token never expires (an old mail's link keeps working) and only ever turns one kind's mail off.
 */

export const UNSUBSCRIBABLE_KINDS = ["daily_card", "check_in"] as const;
export type UnsubscribableKind = (typeof UNSUBSCRIBABLE_KINDS)[number];

// Its own key derived from the secret, so an unsubscribe signature can never stand for a session's.
const signingKey = () => createHmac("sha256", getAuthSecretSync()).update("arcana unsubscribe v1").digest();

const sign = (payload: string) => createHmac("sha256", signingKey()).update(payload).digest("base64url");

export function unsubscribeToken(userId: string, kind: UnsubscribableKind): string {
  const payload = Buffer.from(`${userId}:${kind}`).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

/** The signed-out page, in the reader's language, that turns `kind`'s mail off for `userId` (its one-click address is derived from it). */
export function unsubscribeUrl(userId: string, kind: UnsubscribableKind, locale: Locale = DEFAULT_LOCALE): string {
  return unsubscribePageUrl(getConfig().appUrl, unsubscribeToken(userId, kind), locale);
}

const claimSchema = z.object({ userId: z.uuid(), kind: z.enum(UNSUBSCRIBABLE_KINDS) });
export type UnsubscribeClaim = z.infer<typeof claimSchema>;

/** Who and what a token names, or null for anything not signed by us. */
export function readUnsubscribeToken(token: string): UnsubscribeClaim | null {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, kind] = Buffer.from(payload, "base64url").toString("utf8").split(":");
  const claim = claimSchema.safeParse({ userId, kind });
  return claim.success ? claim.data : null;
}

/** The claim of a token, or a 400 for a forged or mangled one. */
export function requireUnsubscribeToken(token: string | null): UnsubscribeClaim {
  const claim = token ? readUnsubscribeToken(token) : null;
  if (!claim) throw new AppError("invalid_request", "This unsubscribe link is not valid.");
  return claim;
}

/**
 * Turns the token's kind of mail off (a reader with no preferences row gets one, with the defaults for
 * everything else). A reader whose account is gone has nothing left to turn off: done all the same.
 */
export async function unsubscribeByToken(token: string | null): Promise<UnsubscribeClaim> {
  const claim = requireUnsubscribeToken(token);
  const db = await getDb();
  const table = schema.notificationPreferences;
  const column = claim.kind === "daily_card" ? sql.raw(`"daily_card_email"`) : sql.raw(`"check_in_email"`);
  await db.execute(sql`
    insert into ${table} ("user_id", ${column})
    select ${schema.users.id}, false from ${schema.users} where ${schema.users.id} = ${claim.userId}
    on conflict ("user_id") do update set ${column} = false, "updated_at" = now()`);
  return claim;
}

/** What a kind of optional mail is called on the page and in its confirmation: 'You will no longer get … by e-mail.' */
export function unsubscribableKindName(kind: UnsubscribableKind): string {
  return kind === "daily_card" ? "the card of the day" : "check-ins on your readings";
}
