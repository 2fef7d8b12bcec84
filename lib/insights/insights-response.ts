import { cardNameSchema, categoryIdSchema, spreadIdSchema } from "@/lib/tarot/schemas";
import { z } from "@/lib/zod";
import { INSIGHTS_RANGES } from "./range";

/** `?range=`: one of the three, 30 days when absent. */
export const insightsRangeSchema = z.enum(INSIGHTS_RANGES);

const cardCountSchema = z.object({ card: cardNameSchema, count: z.number().int() });

/** `GET /api/readings/insights` (docs/product.md#insights-route), as the server sends it and the browser parses it. */
export const insightsSchema = z.object({
  range: insightsRangeSchema,
  /** Completed readings in the range. */
  total: z.number().int(),
  /** How many of those readings drew each card, most first, then by name. */
  byCard: z.array(cardCountSchema),
  byCategory: z.array(z.object({ category: categoryIdSchema, count: z.number().int() })),
  bySpread: z.array(z.object({ spread: spreadIdSchema, count: z.number().int() })),
  /** Cards drawn in at least RECURRING_MIN_COUNT readings of the range, with the last time each came up (ISO 8601). */
  recurring: z.array(cardCountSchema.extend({ lastSeen: z.string() })),
  /** Days in a row, in the caller's `?tz=`, with at least one reading, ending today or yesterday; 0 otherwise. */
  streakDays: z.number().int(),
  /** The cards of the day kept in the range, counted apart from the readings: the app chose them, the reader did not draw them. */
  dailyCards: z.object({ total: z.number().int(), byCard: z.array(cardCountSchema) }),
  /** The readings of the range the reader checked in on ('Ask me in … days what happened'), and how many of those helped. */
  checkIns: z.object({ total: z.number().int(), helpful: z.number().int() }),
});
export type Insights = z.infer<typeof insightsSchema>;
