import { z } from "@/lib/zod";

/**
 * The Server-Sent Events of a streamed reading (docs/product.md#reading-route), defined once for the server that sends
 * them and the browser that reads them: `delta` as the writer produces words, then `done` or `error`.
 */
export const streamEventSchemas = {
  delta: z.object({ text: z.string() }),
  done: z.object({ interpretation: z.string(), readingId: z.string().nullable() }),
  error: z.object({ error: z.string(), code: z.string() }),
} as const;

type StreamEventName = keyof typeof streamEventSchemas;
type StreamEventData<Name extends StreamEventName> = z.infer<(typeof streamEventSchemas)[Name]>;

/** One event as it goes over the wire. */
export function formatStreamEvent<Name extends StreamEventName>(event: Name, data: StreamEventData<Name>): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
