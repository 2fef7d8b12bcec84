/**
 * The periods insights look back over (docs/product.md#insights-route): the last 30 or 90 days, rolling
 * from now, or everything. Kept free of zod so the access rule (access.ts) and the browser's pages may name them.
 */
export const INSIGHTS_RANGES = ["30d", "90d", "all"] as const;
export type InsightsRange = (typeof INSIGHTS_RANGES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const RANGE_DAYS: Record<InsightsRange, number | null> = { "30d": 30, "90d": 90, all: null };

/** The earliest moment a range counts, or null for all time. */
export function rangeStart(range: InsightsRange, now: Date): Date | null {
  const days = RANGE_DAYS[range];
  return days === null ? null : new Date(now.getTime() - days * DAY_MS);
}

/** How a sentence names the range: "in the last 30 days", "in all your readings". */
export function rangePhrase(range: InsightsRange): string {
  const days = RANGE_DAYS[range];
  return days === null ? "in all your readings" : `in the last ${days} days`;
}
