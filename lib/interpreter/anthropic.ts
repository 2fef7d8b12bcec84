import Anthropic from "@anthropic-ai/sdk";
import { SYSTEM_PROMPT, maxTokensFor, userMessageFor } from "./prompt";
import { InterpreterUnavailableError, type Interpreter, type ReadingPrompt } from "./types";

/** DESIGN.md §7: a 30 s timeout and at most one retry, so a reader waits a minute at worst. */
export const ANTHROPIC_TIMEOUT_MS = 30_000;
export const ANTHROPIC_MAX_RETRIES = 1;

export function createAnthropicInterpreter({
  apiKey,
  model,
  baseUrl,
  timeoutMs = ANTHROPIC_TIMEOUT_MS,
}: {
  apiKey: string;
  model: string;
  baseUrl?: string;
  timeoutMs?: number;
}): Interpreter {
  const client = new Anthropic({ apiKey, baseURL: baseUrl, timeout: timeoutMs, maxRetries: ANTHROPIC_MAX_RETRIES });

  async function write(prompt: ReadingPrompt): Promise<string> {
    let message;
    try {
      message = await client.messages.create({
        model,
        max_tokens: maxTokensFor(prompt),
        system: SYSTEM_PROMPT,
        messages: [{ role: "user", content: userMessageFor(prompt) }],
      });
    } catch (error) {
      const status = error instanceof Anthropic.APIError ? ` (status ${error.status ?? "none"})` : "";
      console.error(`Anthropic call failed${status}: ${error instanceof Error ? error.name : "unknown error"}`);
      throw new InterpreterUnavailableError("The AI writer did not answer.");
    }
    const text = message.content
      .flatMap((block) => (block.type === "text" ? [block.text] : []))
      .join("")
      .trim();
    if (!text) throw new InterpreterUnavailableError("The AI writer answered with no text.");
    return text;
  }

  return { name: "anthropic", write };
}
