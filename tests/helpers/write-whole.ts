import type { ReadingWriter, ReadingPrompt } from "@/lib/writers/types";

/** A writer's whole reading at once, as a test reads it. */
export async function writeWhole(writer: ReadingWriter, prompt: ReadingPrompt, options?: { signal?: AbortSignal }): Promise<string> {
  let text = "";
  for await (const chunk of writer.stream(prompt, options)) text += chunk;
  return text;
}
