import { rngFromText } from "@/lib/random";
import { CARD_NAMES, type CardName } from "@/lib/tarot/deck";

/**
 * Which card a day gets. Both choices are seeded, not random: the public card is one per UTC date for
 * everyone with nothing stored, and a reader's own card, though stored once chosen, comes out the same
 * if they delete it and ask again that day, so deleting never draws again.
 */

/** The reader's own card for their local day. */
export function personalCardFor(userId: string, date: string): CardName {
  return rngFromText(JSON.stringify(["daily-card", userId, date])).pick(CARD_NAMES);
}

/** Everyone's card for a UTC date: what signed-out visitors and the share page see. */
export function publicCardFor(date: string): CardName {
  return rngFromText(JSON.stringify(["public-daily-card", date])).pick(CARD_NAMES);
}
