/** Monthly quotas and stats run on UTC calendar months. */

/** `YYYY-MM` of the UTC month containing `date`. */
export function periodOf(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

const MONTH_LABEL = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** The profile's month label, e.g. "November 2026". */
export function monthLabelOf(date: Date): string {
  return MONTH_LABEL.format(date);
}

/** `YYYY-MM` of the UTC month before the one containing `date`. */
export function previousPeriodOf(date: Date): string {
  return periodOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1)));
}

/** One calendar month after `start`, as monthly billing counts (31 January → 28/29 February). */
export function oneMonthAfter(start: Date): Date {
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end;
}
