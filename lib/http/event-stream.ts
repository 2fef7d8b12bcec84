import { errorAnswer } from "./respond";

/** `Accept: text/event-stream` asks for Server-Sent Events; anything else gets JSON. */
export function wantsEventStream(request: Request): boolean {
  return (request.headers.get("accept") ?? "").toLowerCase().includes("text/event-stream");
}

/** Writes the events of a stream: `send` takes each one as it goes over the wire, and the answer ends when the promise settles. */
export type EventSource = (send: (event: string) => void) => Promise<void>;

/**
 * A Server-Sent Events answer whose events `source` produces. A client that disconnects stops being sent
 * anything, but `source` runs to its end: what it does (a reading written and stored) must not depend
 * on whether anybody is still listening.
 */
export function eventStreamResponse(source: EventSource, requestSignal: AbortSignal): Response {
  let listening = true;
  const stopSending = () => {
    listening = false;
  };
  requestSignal.addEventListener("abort", stopSending, { once: true });
  const encoder = new TextEncoder();

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      void source((event) => {
        if (listening) controller.enqueue(encoder.encode(event));
      }).finally(() => {
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

/** One Server-Sent Event as it goes over the wire. */
function serverSentEvent(event: "delta" | "done" | "error", data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * A writing (a reading, a follow-up) as Server-Sent Events (lib/readings/stream-events.ts):
 * `delta` { text } as it is written, then `done` with what `write` answers, or `error` { error, code }.
 * `write` runs to its end even when the reader has gone (a cut connection is never a free reading).
 */
export function writingEvents<Outcome>(write: (onText: (text: string) => void) => Promise<Outcome>): EventSource {
  return async (send) => {
    try {
      const outcome = await write((text) => send(serverSentEvent("delta", { text })));
      send(serverSentEvent("done", outcome));
    } catch (error) {
      send(serverSentEvent("error", errorAnswer(error).body));
    }
  };
}
