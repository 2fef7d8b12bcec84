import Anthropic from "@anthropic-ai/sdk";
import { SYSTEM_PROMPT, maxTokensFor, userMessageFor } from "./prompt";
import { InterpreterUnavailableError, type Interpreter, type ReadingPrompt } from "./types";

/** A 30 s timeout and at most one retry, so a reader waits a minute at worst (docs/architecture.md#a-reading). */
const ANTHROPIC_TIMEOUT_MS = 30_000;
const ANTHROPIC_MAX_RETRIES = 1;

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

  /** The reading as Claude writes it, through the SDK's streaming API: first words in about a second. */
  async function* stream(prompt: ReadingPrompt, { signal }: { signal?: AbortSignal } = {}): AsyncGenerator<string> {
    let wroteText = false;
    try {
      const events = client.messages.stream(
        { model, max_tokens: maxTokensFor(prompt), system: SYSTEM_PROMPT, messages: [{ role: "user", content: userMessageFor(prompt) }] },
        { signal },
      );
      for await (const event of events) {
        if (event.type === "content_block_delta" && event.delta.type === "text_delta" && event.delta.text) {
          wroteText = true;
          yield event.delta.text;
        }
      }
    } catch (error) {
      // A reader who left is not a failure of the writer.
      if (signal?.aborted) throw error;
      const status = error instanceof Anthropic.APIError ? ` (status ${error.status ?? "none"})` : "";
      console.error(`Anthropic call failed${status}: ${error instanceof Error ? error.name : "unknown error"}`);
      throw new InterpreterUnavailableError("The AI writer did not answer.");
    }
    if (!wroteText) throw new InterpreterUnavailableError("The AI writer answered with no text.");
  }

  return { name: "anthropic", stream };
}
