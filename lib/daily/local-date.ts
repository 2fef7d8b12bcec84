/**
 * The card of the day follows the reader's own calendar (docs/product.md#card-of-the-day): the browser
 * sends its IANA time zone, and anything Intl does not know means UTC.
 */

export const UTC = "UTC";
/**
 * The zone whose calendar is furthest ahead: UTC+14 all year, no daylight saving. When it is still
 * 'today' in UTC, it is already 'tomorrow' there from 10:00 UTC; no reader anywhere is on a later day.
 */
export const EARLIEST_TIME_ZONE = "Pacific/Kiritimati";
/** IANA names are short ("America/Argentina/ComodRivadavia" is among the longest); longer input is not a zone. */
const MAX_ZONE_LENGTH = 64;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // Only zones Intl has accepted reach here, spelled as Intl spells them: the cache stays small.
    formatter = new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", hourCycle: "h23" });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone as Intl spells it ("europe/berlin" → "Europe/Berlin"), or UTC when it is absent or unknown. */
export function timeZoneOrUtc(zone: string | null | undefined): string {
  if (!zone || zone.length > MAX_ZONE_LENGTH) return UTC;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return UTC;
  }
}

/** The calendar day, `YYYY-MM-DD`, that `at` falls on in `zone` (a zone from `timeZoneOrUtc`). */
export function localDateIn(zone: string, at: Date): string {
  const parts = Object.fromEntries(formatterFor(zone).formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The hour, 0–23, that `at` falls in on the clocks of `zone` (a zone from `timeZoneOrUtc`). */
export function localHourIn(zone: string, at: Date): number {
  return Number(formatterFor(zone).formatToParts(at).find((part) => part.type === "hour")?.value);
}

/** The UTC calendar day of `at`, `YYYY-MM-DD`: the public card's day. */
export function utcDateOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The latest calendar day anywhere on Earth at `at`: today in the earliest zone. */
export function latestDateAnywhere(at: Date): string {
  return localDateIn(EARLIEST_TIME_ZONE, at);
}

/** The calendar day before `date` (`YYYY-MM-DD`). */
export function dayBefore(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return utcDateOf(new Date(Date.UTC(year, month - 1, day - 1)));
}

/** True for a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && utcDateOf(at) === text;
}
