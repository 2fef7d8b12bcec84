import { composeDailyMessage } from "@/lib/writers/local/daily";
import { cardByName, type CardName } from "@/lib/tarot/deck";
import type { DailyCard } from "./daily-response";
import { isCalendarDate } from "./local-date";
import { publicCardFor } from "./choose-card";

/** A card of the day as the API answers it: the card's name and slug, the day and its message. */
export function dailyCardOf({ date, card, message }: { date: string; card: CardName; message: string }): DailyCard {
  return { date, card: { name: card, slug: cardByName(card)!.slug }, message };
}

/**
 * Everyone's card for a date and its general message, with nothing of any user: what signed-out
 * visitors get for today's UTC date, and what the share page `/daily/YYYY-MM-DD/{slug}` will show. Pure.
 */
export function publicDailyCard(date: string): DailyCard {
  if (!isCalendarDate(date)) throw new Error(`Not a calendar date: ${date}`);
  const card = publicCardFor(date);
  return dailyCardOf({ date, card, message: composeDailyMessage({ card, date, locale: "en" }) });
}
