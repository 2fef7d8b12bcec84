import { errorAnswer } from "@/lib/http/respond";
import type { ReadingRun } from "./interpret";
import { formatStreamEvent, type StreamEventData, type StreamEventName } from "./stream-events";

/** `Accept: text/event-stream` asks for the reading as Server-Sent Events; anything else gets JSON. */
export function wantsEventStream(request: Request): boolean {
  return (request.headers.get("accept") ?? "").toLowerCase().includes("text/event-stream");
}

/**
 * The reading as Server-Sent Events: `delta` { text } as it is written, then `done` { interpretation,
 * readingId } or `error` { error, code }. A reader who disconnects stops being sent anything, but the
 * reading is still written to its end and stored (lib/readings/interpret.ts): a cut connection is
 * never a free reading, and the reader finds it in the journal.
 */
export function readingEventStream(run: ReadingRun, requestSignal: AbortSignal): Response {
  let listening = true;
  const stopSending = () => {
    listening = false;
  };
  requestSignal.addEventListener("abort", stopSending, { once: true });
  const encoder = new TextEncoder();

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = <Name extends StreamEventName>(event: Name, data: StreamEventData<Name>) => {
        if (listening) controller.enqueue(encoder.encode(formatStreamEvent(event, data)));
      };
      void run
        .write((text) => send("delta", { text }))
        .then(
          (outcome) => send("done", outcome),
          (error: unknown) => {
            const { body } = errorAnswer(error);
            send("error", body);
          },
        )
        .finally(() => {
          requestSignal.removeEventListener("abort", stopSending);
          if (listening) controller.close();
        });
    },
    cancel: stopSending,
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
