import type { EventSource } from "@/lib/http/event-stream";
import { errorAnswer } from "@/lib/http/respond";
import { formatFollowUpEvent } from "@/lib/readings/stream-events";
import type { FollowUpRun } from "./ask";

/**
 * The follow-up as Server-Sent Events: `delta` { text } as it is written, then `done` { answer,
 * followUpId, remaining } or `error` { error, code }. Written to its end and stored even when the
 * reader has gone, as a reading is (lib/readings/reading-events.ts).
 */
export function followUpEvents(run: FollowUpRun): EventSource {
  return async (send) => {
    try {
      const outcome = await run.write((text) => send(formatFollowUpEvent("delta", { text })));
      send(formatFollowUpEvent("done", outcome));
    } catch (error) {
      send(formatFollowUpEvent("error", errorAnswer(error).body));
    }
  };
}
