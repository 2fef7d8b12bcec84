import { composeDailyMessage } from "@/lib/interpreter/local/daily";
import { cardBySlug } from "@/lib/tarot/deck";
import type { DailyCard } from "./daily-entry";
import { isCalendarDate } from "./local-date";
import { dailyCardOf } from "./public-card";

/**
 * What the public page of a shared card of the day shows (`/daily/YYYY-MM-DD/{slug}`): the card with its
 * general message for that day, the words our writer gives everyone who draws it that day, never the
 * sharer's own. Null when the date is no calendar day or the slug no card.
 */
export function sharedDailyCard(date: string, slug: string): DailyCard | null {
  const card = cardBySlug(slug);
  if (!card || !isCalendarDate(date)) return null;
  return dailyCardOf({ date, card: card.name, message: composeDailyMessage({ card: card.name, date }) });
}
