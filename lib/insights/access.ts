import { hasPremiumAccess, type Viewer } from "@/lib/tarot/entitlements";
import type { InsightsRange } from "./range";

/** Journal insights a free user sees: the last 30 days; 90 days and all time are premium (docs/product.md#insights-route). */
export const FREE_INSIGHTS_RANGES: readonly InsightsRange[] = ["30d"];

export function canSeeInsights(viewer: Viewer, range: InsightsRange): boolean {
  return hasPremiumAccess(viewer) || FREE_INSIGHTS_RANGES.includes(range);
}
