import type { InterpretRequest } from "@/lib/readings/interpret-request";

/** What a writer is asked: the validated reading request (one contract, lib/readings/interpret-request.ts). */
export type ReadingPrompt = InterpretRequest;

/**
 * A writer turns a reading into markdown of one shape: a short summary, a section per card in its
 * position, and a closing synthesis (with a Yes / No / Maybe verdict for yes_no). It streams: the
 * chunks, joined, are the whole reading.
 */
export type Interpreter = {
  name: "anthropic" | "local";
  stream(prompt: ReadingPrompt, options?: { signal?: AbortSignal }): AsyncIterable<string>;
};

/** The writer could not produce a reading; the reservation is released and the user is not charged. */
export class InterpreterUnavailableError extends Error {
  override name = "InterpreterUnavailableError";
}

