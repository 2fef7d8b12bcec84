import "server-only";
import type { Writer } from "../types";
import { composeReading } from "./compose";
import { composeDailyMessage } from "./daily";
import { composeFollowUp } from "./follow-up";

/**
 * The offline writer (docs/architecture.md#providers): composes a reading in the AI writer's markdown shape from our own
 * card texts. Pure and deterministic: a PRNG seeded by the prompt picks openings, transitions and
 * which material to use, so the same prompt always gives the same words.
 */

export { composeReading, composeFollowUp };

/** The offline writer streams its reading a section at a time, and a follow-up's answer a paragraph at a time, as the AI writer streams its words. */
export const localWriter: Writer = {
  name: "local",
  async *stream(prompt) {
    const reading = composeReading(prompt);
    const sections = reading.split(/(?=\n\n## )/);
    for (const section of sections) yield section;
  },
  async *answer(prompt) {
    const answer = composeFollowUp(prompt);
    for (const paragraph of answer.split(/(?<=\n\n)/)) yield paragraph;
  },
  async *daily(prompt) {
    yield composeDailyMessage(prompt);
  },
};
