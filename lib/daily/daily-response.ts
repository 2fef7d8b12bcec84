import { slugify } from "@/lib/tarot/deck";
import { cardNameSchema } from "@/lib/tarot/schemas";
import { z } from "@/lib/zod";

/** A calendar day, `YYYY-MM-DD`. */
export const calendarDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** `GET /api/daily` (docs/product.md#card-of-the-day-routes), as the server sends it and the browser parses it. */
export const dailyCardSchema = z.object({
  date: calendarDateSchema,
  // The slug names the card's picture and page: it must be the named card's own.
  card: z.object({ name: cardNameSchema, slug: z.string() }).refine(({ name, slug }) => slug === slugify(name)),
  /** Markdown, 3–5 sentences. */
  message: z.string().min(1),
});
export type DailyCard = z.infer<typeof dailyCardSchema>;

/** A kept card of the day in the journal: the card with its id (to delete it) and when it was first drawn. */
export const dailyEntrySchema = dailyCardSchema.extend({ id: z.string(), createdAt: z.string() });
export type DailyEntry = z.infer<typeof dailyEntrySchema>;

/** A page of the journal's cards of the day, newest day first; `nextCursor` is null on the last page. */
export const dailyHistoryPageSchema = z.object({ dailyCards: z.array(dailyEntrySchema), nextCursor: z.string().nullable() });
export type DailyHistoryPage = z.infer<typeof dailyHistoryPageSchema>;
