import { z } from "@/lib/zod";

/**
 * `GET /api/readings/similar?q=` (docs/product.md#journal-routes): the caller's newest completed reading of
 * the last 7 days that asked the same question, or null; as the server sends it and the browser parses it.
 */
export const similarReadingSchema = z.object({
  reading: z.object({ id: z.string(), question: z.string(), createdAt: z.string() }).nullable(),
});
export type SimilarReading = z.infer<typeof similarReadingSchema>;
