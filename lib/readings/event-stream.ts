import { errorAnswer } from "@/lib/http/respond";
import type { ReadingRun } from "./interpret";
import { formatStreamEvent, type StreamEventData, type StreamEventName } from "./stream-events";

/** `Accept: text/event-stream` asks for the reading as Server-Sent Events; anything else gets JSON. */
export function wantsEventStream(request: Request): boolean {
  return (request.headers.get("accept") ?? "").toLowerCase().includes("text/event-stream");
}

/**
 * The reading as Server-Sent Events: `delta` { text } as it is written, then `done` { interpretation,
 * readingId } or `error` { error, code }. A reader who disconnects aborts the writer, and the reading
 * is released, so nothing stays reserved.
 */
export function readingEventStream(run: ReadingRun, requestSignal: AbortSignal): Response {
  const abort = new AbortController();
  const stopWriting = () => abort.abort();
  requestSignal.addEventListener("abort", stopWriting, { once: true });
  const encoder = new TextEncoder();

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = <Name extends StreamEventName>(event: Name, data: StreamEventData<Name>) => {
        if (!abort.signal.aborted) controller.enqueue(encoder.encode(formatStreamEvent(event, data)));
      };
      void run
        .write((text) => send("delta", { text }), abort.signal)
        .then(
          (outcome) => send("done", outcome),
          (error: unknown) => {
            const { body } = errorAnswer(error);
            send("error", body);
          },
        )
        .finally(() => {
          requestSignal.removeEventListener("abort", stopWriting);
          if (!abort.signal.aborted) controller.close();
        });
    },
    cancel: stopWriting,
  });

  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform keeps proxies from compressing (and so buffering) the stream; nginx reads X-Accel-Buffering.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
