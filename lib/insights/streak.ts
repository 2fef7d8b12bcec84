import { dayBefore } from "@/lib/daily/local-date";

/**
 * Days in a row with a reading, counted back from today, or from yesterday when today has none yet (a
 * streak is not broken before the day is over); 0 when neither day has one. `days` are `YYYY-MM-DD`.
 */
export function streakDays(days: ReadonlySet<string>, today: string): number {
  let day = days.has(today) ? today : dayBefore(today);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = dayBefore(day);
  }
  return streak;
}
