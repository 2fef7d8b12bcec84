import { z } from "@/lib/zod";
import { rememberedSchema } from "./remembered";

/**
 * The Server-Sent Events of a streamed reading (docs/product.md#reading-route), defined once for the server that sends
 * them and the browser that reads them: `delta` as the writer produces words, then `done` or `error`.
 */
export const streamEventSchemas = {
  delta: z.object({ text: z.string() }),
  /** `remembered`: what the writer was given of the reader's recent readings (lib/readings/remembered.ts). */
  done: z.object({ interpretation: z.string(), readingId: z.string().nullable(), remembered: rememberedSchema }),
  error: z.object({ error: z.string(), code: z.string() }),
} as const;

/**
 * A follow-up's events (docs/product.md#follow-up-routes): the same `delta` and `error`, and a `done` that
 * carries the answer, its id (null for a crisis answer, not stored) and the follow-ups left on the reading.
 */
export const followUpEventSchemas = {
  delta: streamEventSchemas.delta,
  done: z.object({ answer: z.string(), followUpId: z.string().nullable(), remaining: z.number().int().min(0) }),
  error: streamEventSchemas.error,
} as const;
export type FollowUpAnswer = z.infer<typeof followUpEventSchemas.done>;
