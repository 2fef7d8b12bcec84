/**
 * A window of time read from counts kept per UTC day (docs/architecture.md#kept-counts): its whole days from
 * the day rows, and the part of its first day before them from the rows themselves, so that a window that
 * rolls from now (the last 30 × 24 hours) counts exactly what it did when every row was read.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day of `at`, `YYYY-MM-DD`, as the database's `utc_day` (migration 0018). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The first UTC midnight at or after `since`: the window's whole days start there; before it, only the rows count. */
export function firstWholeDay(since: Date): Date {
  const midnight = Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate());
  return new Date(midnight === since.getTime() ? midnight : midnight + DAY_MS);
}
