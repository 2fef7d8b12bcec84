import { localDateIn } from "@/lib/daily/local-date";

const QUARTER_HOUR_MS = 15 * 60 * 1000;
const QUARTERS_A_DAY = 96;

/** One UTC day of a reader's readings as `reading_tallies` keeps it: the day, and its 96 quarter hours, '1' where a reading was made. */
export type DaySittings = { day: string; sittings: string };

/** A UTC day in a zone: the local day each run of its quarters falls on, from its first quarter (ascending). */
type LocalPieces = readonly { fromQuarter: number; date: string }[];

/**
 * How many (zone, UTC day) pieces are kept: a year of days in a few dozen zones. What a UTC day's quarters fall
 * on in a zone is the same for every reader, so it is worked out once and shared, not per reader and request.
 */
const KEPT_PIECES = 20_000;
const piecesByZoneDay = new Map<string, LocalPieces>();

/**
 * The local days a UTC day's quarters fall on in `zone`: each quarter hour falls on one local day in every zone
 * (every zone's offset is a multiple of 15 minutes), the local day only moves forward with time, and a UTC day
 * reaches two local days (three around a change of the clocks). So the quarters are split where their local day
 * changes: a few Intl calls for the day, once.
 */
function localPieces(zone: string, day: string): LocalPieces {
  const cacheKey = `${zone}|${day}`;
  const kept = piecesByZoneDay.get(cacheKey);
  if (kept) return kept;
  const start = Date.parse(`${day}T00:00:00Z`);
  const dateOf = (quarter: number) => localDateIn(zone, new Date(start + quarter * QUARTER_HOUR_MS));
  const pieces: { fromQuarter: number; date: string }[] = [];
  // Quarters low..high, whose local days are `from` and `to`: where they differ, the change lies between them.
  const split = (low: number, high: number, from: string, to: string) => {
    if (from === to) return;
    if (high - low < 2) {
      pieces.push({ fromQuarter: high, date: to });
      return;
    }
    const middle = (low + high) >> 1;
    const at = dateOf(middle);
    split(low, middle, from, at);
    split(middle, high, at, to);
  };
  const first = dateOf(0);
  pieces.push({ fromQuarter: 0, date: first });
  split(0, QUARTERS_A_DAY - 1, first, dateOf(QUARTERS_A_DAY - 1));
  if (piecesByZoneDay.size >= KEPT_PIECES) piecesByZoneDay.delete(piecesByZoneDay.keys().next().value!);
  piecesByZoneDay.set(cacheKey, pieces);
  return pieces;
}

/**
 * The local days, in `zone`, with a reading: for each UTC day, the local days of its pieces (above) in which a
 * quarter is marked. No Intl call for a (zone, day) already worked out, however many readings or readers it had.
 */
export function localDaysWithAReading(days: readonly DaySittings[], zone: string): Set<string> {
  const found = new Set<string>();
  for (const { day, sittings } of days) {
    const pieces = localPieces(zone, day);
    for (const [index, { fromQuarter, date }] of pieces.entries()) {
      const marked = sittings.indexOf("1", fromQuarter);
      const end = pieces[index + 1]?.fromQuarter ?? QUARTERS_A_DAY;
      if (marked !== -1 && marked < end) found.add(date);
    }
  }
  return found;
}
