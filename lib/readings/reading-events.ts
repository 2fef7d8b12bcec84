import type { EventSource } from "@/lib/http/event-stream";
import { errorAnswer } from "@/lib/http/respond";
import type { ReadingRun } from "./interpret";
import { formatStreamEvent } from "./stream-events";

/**
 * The reading as Server-Sent Events: `delta` { text } as it is written, then `done` { interpretation,
 * readingId } or `error` { error, code }. The reading is written to its end and stored even when the
 * reader has disconnected (lib/readings/interpret.ts): a cut connection is never a free reading, and
 * the reader finds it in the journal.
 */
export function readingEvents(run: ReadingRun): EventSource {
  return async (send) => {
    try {
      const outcome = await run.write((text) => send(formatStreamEvent("delta", { text })));
      send(formatStreamEvent("done", outcome));
    } catch (error) {
      send(formatStreamEvent("error", errorAnswer(error).body));
    }
  };
}
