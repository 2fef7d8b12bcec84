import { localDateIn } from "@/lib/daily/local-date";

const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** One UTC day of a reader's readings as `reading_tallies` keeps it: the day, and its 96 quarter hours, '1' where a reading was made. */
export type DaySittings = { day: string; sittings: string };

/**
 * The local days, in `zone`, with a reading: each quarter hour falls on one local day in every zone, since
 * every zone's offset is a multiple of 15 minutes. The local day only moves forward with time, and a UTC day
 * reaches two local days (three around a change of the clocks), so each UTC day's marked quarters are split
 * where their local day changes: a few Intl calls a day, however many readings it had.
 */
export function localDaysWithAReading(days: readonly DaySittings[], zone: string): Set<string> {
  const found = new Set<string>();
  for (const { day, sittings } of days) {
    const start = Date.parse(`${day}T00:00:00Z`);
    const marked = [...sittings].flatMap((bit, quarter) => (bit === "1" ? [quarter] : []));
    const dateOf = (index: number) => localDateIn(zone, new Date(start + marked[index] * QUARTER_HOUR_MS));
    // Marked quarters low..high, whose first and last fall on `from` and `to`.
    const split = (low: number, high: number, from: string, to: string) => {
      found.add(from).add(to);
      if (from === to || high - low < 2) return;
      const middle = (low + high) >> 1;
      const at = dateOf(middle);
      split(low, middle, from, at);
      split(middle, high, at, to);
    };
    if (marked.length > 0) split(0, marked.length - 1, dateOf(0), dateOf(marked.length - 1));
  }
  return found;
}
