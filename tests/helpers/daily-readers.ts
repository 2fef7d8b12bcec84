import { randomBytes, randomUUID } from "node:crypto";
import { getDb, schema } from "@/db";
import { openSession } from "@/lib/auth/session";
import { personalCardFor } from "@/lib/daily/choose-card";
import type { LOCALES } from "@/lib/domain/vocabularies";
import type { CardName } from "@/lib/tarot/deck";
import { uniqueEmail } from "./requests";

/**
 * `count` new readers whose own card of `date` is `card` (lib/daily/choose-card.ts seeds it with the reader and
 * the day), each signed in: their ids are drawn until that many draw the card, then their rows are made.
 */
export async function readersWhoDraw(card: CardName, date: string, count: number, { locale = null }: { locale?: (typeof LOCALES)[number] | null } = {}) {
  const ids: string[] = [];
  while (ids.length < count) {
    const id = randomUUID();
    if (personalCardFor(id, date) === card) ids.push(id);
  }
  const db = await getDb();
  await db.insert(schema.users).values(
    ids.map((id) => ({ id, subject: `daily-${id}`, identityHash: randomBytes(16).toString("hex"), email: uniqueEmail("daily"), referralCode: randomBytes(6).toString("hex"), locale })),
  );
  return Promise.all(ids.map(async (id) => ({ id, token: await openSession(id) })));
}
