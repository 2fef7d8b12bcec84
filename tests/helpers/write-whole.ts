import type { Interpreter, ReadingPrompt } from "@/lib/interpreter/types";

/** A writer's whole reading at once, as a test reads it. */
export async function writeWhole(interpreter: Interpreter, prompt: ReadingPrompt, options?: { signal?: AbortSignal }): Promise<string> {
  let text = "";
  for await (const chunk of interpreter.stream(prompt, options)) text += chunk;
  return text;
}
