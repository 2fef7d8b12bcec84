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
