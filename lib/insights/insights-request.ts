import { AppError } from "@/lib/errors";
import { insightsRangeSchema } from "./insights-response";
import type { InsightsRange } from "./range";

/** `?range=`: 30 days when absent; anything but 30d, 90d or all is 400. */
export function insightsRangeOf(range: string | null): InsightsRange {
  if (range === null || range === "") return "30d";
  const parsed = insightsRangeSchema.safeParse(range);
  if (!parsed.success) throw new AppError("invalid_request", "Invalid range: use 30d, 90d or all.");
  return parsed.data;
}
