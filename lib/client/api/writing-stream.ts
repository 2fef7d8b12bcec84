import { streamEventSchemas } from "@/lib/readings/stream-events";
import type { z } from "@/lib/zod";
import { apiFetch, readJson, retryAfterSecondsOf } from "../api-fetch";
import { failureOf, type ApiResult } from "../api-result";
import { createEventStreamParser, type ServerSentEvent } from "../event-stream";

/**
 * One event of a writing's stream: words go to `onText`; `done` (read by `finished`) and `error`
 * end it. Either without what it must hold is broken, as an answer we cannot use.
 */
function resultOfEvent<Done extends object>({ event, data }: ServerSentEvent, onText: (text: string) => void, finished: z.ZodType<Done>): ApiResult<Done> | null {
  if (event === "delta") {
    onText(streamEventSchemas.delta.parse(JSON.parse(data)).text);
  } else if (event === "done") {
    const done = finished.safeParse(JSON.parse(data));
    return done.success ? { kind: "done", ...done.data } : { kind: "broken", unrecognised: true };
  } else if (event === "error") {
    const { error, code } = streamEventSchemas.error.parse(JSON.parse(data));
    return error ? { kind: "refused", error, code, retryAfterSeconds: null } : { kind: "broken", unrecognised: true };
  }
  return null;
}

/** Reads the stream to its `done` or `error`. A stream that ends without either, fails, or sends an event we cannot read is broken. */
async function readWritingStream<Done extends object>(
  body: NonNullable<Response["body"]>,
  onText: (text: string) => void,
  finished: z.ZodType<Done>,
): Promise<ApiResult<Done>> {
  const events: ServerSentEvent[] = [];
  const feed = createEventStreamParser((event) => events.push(event));
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return { kind: "broken" };
      feed(chunk.value);
      for (const event of events.splice(0)) {
        const result = resultOfEvent(event, onText, finished);
        if (result) return result;
      }
    }
  } catch {
    return { kind: "broken" };
  } finally {
    // Whatever follows the answer (or a bad event) is not ours to wait for: release the connection.
    reader.cancel().catch(() => undefined);
  }
}

/** A JSON answer: what was asked for before the error; undefined (no JSON at all) is a failed call. */
function writingResultOf<Done extends object>(body: unknown, finished: z.ZodType<Done>, retryAfterSeconds: number | null): ApiResult<Done> {
  const done = body === undefined ? null : finished.safeParse(body);
  if (done?.success) return { kind: "done", ...done.data };
  return failureOf(body, retryAfterSeconds);
}

/**
 * POSTs the request for a writing (a reading, a follow-up) and reads it as Server-Sent Events: `onText` gets the words as
 * they are written. A refusal before the stream (and any answer from a proxy) comes as JSON instead.
 * Never throws: a failed call is broken.
 */
export async function streamWriting<Done extends object>(path: string, json: unknown, onText: (text: string) => void, finished: z.ZodType<Done>): Promise<ApiResult<Done>> {
  let response: Response;
  try {
    response = await apiFetch(path, { method: "POST", json, accept: "text/event-stream" });
  } catch {
    return { kind: "broken", unreachable: true };
  }
  try {
    const isStream = (response.headers.get("content-type") ?? "").startsWith("text/event-stream");
    if (response.body && isStream) return await readWritingStream(response.body, onText, finished);
    return writingResultOf(await readJson(response), finished, retryAfterSecondsOf(response));
  } catch {
    return { kind: "broken" };
  }
}
