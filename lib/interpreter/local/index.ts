import type { Interpreter } from "../types";
import { composeReading } from "./compose";

/**
 * The offline writer (docs/architecture.md#providers): composes a reading in the AI writer's markdown shape from our own
 * card texts. Pure and deterministic: a PRNG seeded by the prompt picks openings, transitions and
 * which material to use, so the same prompt always gives the same words.
 */

export { composeReading };

/** The offline writer streams its reading a section at a time, as the AI writer streams its words. */
export const localInterpreter: Interpreter = {
  name: "local",
  async *stream(prompt) {
    const reading = composeReading(prompt);
    const sections = reading.split(/(?=\n\n## )/);
    for (const section of sections) yield section;
  },
};
