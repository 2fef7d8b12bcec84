import type { interpretRequestSchema } from "@/lib/readings/interpret-request";
import { NOTHING_REMEMBERED, rememberedSchema } from "@/lib/readings/remembered";
import { readingFeedbackSchema, type ReadingFeedback } from "@/lib/readings/journal-response";
import { followUpEventSchemas, type streamEventSchemas, type FollowUpAnswer } from "@/lib/readings/stream-events";
import { z } from "@/lib/zod";
import type { ApiResult } from "../api-result";
import { callApi } from "./call";
import { streamWriting } from "./writing-stream";

/** The reading request (one contract: lib/readings/interpret-request.ts); the cards are the card names in pick order. */
export type InterpretRequest = z.input<typeof interpretRequestSchema>;

/** A finished reading, as the stream's `done` event carries it (lib/readings/stream-events.ts). */
export type FinishedReading = z.infer<typeof streamEventSchemas.done>;

/**
 * What became of a reading call (docs/product.md#reading-route), for the screen to map: the reading; the
 * server's `{ error, code }`, refusing it before the stream or failing during it, with the seconds a
 * Retry-After asks us to wait; or broken: an answer with neither (`unrecognised`), or no answer at all:
 * the call failed, the body was not JSON (a proxy's HTML page), or the stream ended or broke without
 * `done` or `error` (an instance gone, a proxy's timeout).
 */
export type ReadingAnswer = ApiResult<FinishedReading>;

/**
 * A finished reading, from the stream's `done` event or a JSON answer (which has no id), with what it
 * remembered (nothing, from a server that does not say); an empty interpretation is no reading.
 */
const finishedReadingSchema = z.object({
  interpretation: z.string().min(1),
  readingId: z.string().nullable().default(null),
  remembered: rememberedSchema.default(NOTHING_REMEMBERED),
});

/**
 * POST /api/tarot/interpret, streamed (docs/product.md#reading-route): `onText` gets the words as they are
 * written. The voice is sent when one is chosen (none: the server reads in the gentle voice); the locale is
 * the page's language.
 */
export function streamReading(request: InterpretRequest, onText: (text: string) => void): Promise<ReadingAnswer> {
  const { question, type, category, cards, voice, ownDraw, locale } = request;
  return streamWriting("/api/tarot/interpret", { question, type, category, cards, voice, ownDraw, locale }, onText, finishedReadingSchema);
}

/** What became of a follow-up question: its answer, id and the follow-ups left on the reading, or why not. */
export type FollowUpResult = ApiResult<FollowUpAnswer>;

/** A follow-up's `done` event or JSON answer; an empty answer is none. */
const finishedFollowUpSchema = followUpEventSchemas.done.extend({ answer: z.string().min(1) });

/** POST /api/readings/:id/follow-ups, streamed (docs/product.md#follow-up-routes). */
export function streamFollowUp(readingId: string, question: string, onText: (text: string) => void): Promise<FollowUpResult> {
  return streamWriting(`/api/readings/${encodeURIComponent(readingId)}/follow-ups`, { question }, onText, finishedFollowUpSchema);
}

const savedFeedbackSchema = z.object({ feedback: readingFeedbackSchema });

/** PUT /api/readings/:id/feedback: 'Helpful' or 'Not helpful', with an optional note; answers what was kept. */
export function saveReadingFeedback(readingId: string, feedback: { helpful: boolean; note?: string }): Promise<ApiResult<{ data: { feedback: ReadingFeedback } }>> {
  return callApi(`/api/readings/${encodeURIComponent(readingId)}/feedback`, { method: "PUT", json: feedback, answer: savedFeedbackSchema });
}
