import { cardBySlug } from "@/lib/tarot/deck";
import { isCalendarDate, latestDateAnywhere } from "./local-date";

/**
 * Which days and cards have a share page (docs/product.md#shared-card-page): the 22 cards, on the days from
 * the first card of the day to today in the earliest time zone. Anything else names no page, so nothing is
 * rendered or cached for it. Pure and small: proxy.ts, the page and its pictures all ask here.
 */

/** The day the card of the day shipped: nobody drew a card of the day before it, so no earlier day is shared. */
export const FIRST_CARD_OF_THE_DAY_DATE = "2026-11-25";

/**
 * A day with share pages at `at`: a calendar day from the first card of the day to the latest day anywhere
 * (a reader in UTC+14 shares 'today' while it is still yesterday in UTC). Never a day that has not come.
 */
export function isShareableDate(date: string, at: Date): boolean {
  return isCalendarDate(date) && date >= FIRST_CARD_OF_THE_DAY_DATE && date <= latestDateAnywhere(at);
}

/** A day and card that have a share page at `at`. */
export function isShareable(date: string, slug: string, at: Date): boolean {
  return cardBySlug(slug) !== undefined && isShareableDate(date, at);
}

/** `/daily/{date}/{slug}`, or one of its two pictures, as the URL spells it (a valid one needs no percent-encoding). */
const SHARE_PATH = /^\/daily\/([0-9-]+)\/([a-z-]+)(?:\/(?:og|story)\.png)?$/;

/**
 * For proxy.ts, on the raw (still percent-encoded) path: true for a path under `/daily/` that is no share
 * page or picture at `at`, which then gets the not-found page before Next renders, or caches, anything for it.
 * An unknown card, a day before the first or after the latest, another spelling of a valid path, NUL or any
 * other control character: all are outside the pattern.
 */
export function isUnknownSharePath(pathname: string, at: Date): boolean {
  if (!pathname.startsWith("/daily/")) return false;
  const match = SHARE_PATH.exec(pathname);
  return match === null || !isShareable(match[1], match[2], at);
}
