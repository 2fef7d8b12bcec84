import "server-only";
import type { Writer } from "../types";
import { composeDailyMessage } from "./daily";
import { composeFollowUp } from "./follow-up";
import { composeReading } from "./reading";

/**
 * The offline writer (docs/architecture.md#providers): composes a reading in the AI writer's markdown shape, in
 * the reader's language, from our own card texts and each language's phrase tables (languages/<locale>/writer/
 * local). Pure and deterministic: a PRNG seeded by the prompt picks the variants, so the same prompt always
 * gives the same words.
 */

export { composeReading, composeFollowUp, composeDailyMessage };

/** The offline writer streams its reading a section at a time, and a follow-up's answer a paragraph at a time, as the AI writer streams its words. */
export const localWriter: Writer = {
  name: "local",
  async *stream(prompt) {
    const reading = composeReading(prompt);
    for (const section of reading.split(/(?=\n\n## )/)) yield section;
  },
  async *answer(prompt) {
    const answer = composeFollowUp(prompt);
    for (const paragraph of answer.split(/(?<=\n\n)/)) yield paragraph;
  },
  async *daily(prompt) {
    yield composeDailyMessage(prompt);
  },
};
