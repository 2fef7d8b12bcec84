import { composeDailyMessage } from "@/lib/writers/local/daily";
import { cardBySlug } from "@/lib/tarot/deck";
import type { DailyCard } from "./daily-response";
import { dailyCardOf } from "./public-card";
import { isShareable } from "./shareable";

/**
 * What the public page of a shared card of the day shows (`/daily/YYYY-MM-DD/{slug}`): the card with its
 * general message for that day, the words our writer gives everyone who draws it that day, never the
 * sharer's own. Null when the day and card have no share page at `at` (`isShareable`: an unknown card, a
 * day before the first card of the day or one that has not come anywhere yet).
 */
export function sharedDailyCard(date: string, slug: string, at: Date = new Date()): DailyCard | null {
  if (!isShareable(date, slug, at)) return null;
  const { name } = cardBySlug(slug)!;
  return dailyCardOf({ date, card: name, message: composeDailyMessage({ card: name, date, locale: "en" }) });
}
