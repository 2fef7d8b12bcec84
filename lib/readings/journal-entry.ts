import { z } from "@/lib/zod";
import { cardNameSchema, categoryIdSchema, spreadIdSchema } from "@/lib/tarot/schemas";

/** One past reading in the journal list (docs/product.md#journal-routes), as the server sends it and the browser parses it. */
const journalItemSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  question: z.string(),
  type: spreadIdSchema,
  category: categoryIdSchema,
  cards: z.array(cardNameSchema),
});
export type JournalItem = z.infer<typeof journalItemSchema>;

/** A page of the journal, newest first; `nextCursor` is null on the last page. */
export const journalPageSchema = z.object({ readings: z.array(journalItemSchema), nextCursor: z.string().nullable() });
export type JournalPage = z.infer<typeof journalPageSchema>;

/** One reading opened to reread, with its interpretation. */
export const journalReadingSchema = journalItemSchema.extend({ interpretation: z.string() });
export type JournalReading = z.infer<typeof journalReadingSchema>;
