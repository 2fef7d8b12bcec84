import Anthropic from "@anthropic-ai/sdk";
import { FOLLOW_UP_MAX_TOKENS, FOLLOW_UP_SYSTEM_PROMPT, SYSTEM_PROMPT, followUpMessageFor, maxTokensFor, userMessageFor } from "./prompt";
import { InterpreterUnavailableError, type FollowUpPrompt, type ReadingPrompt, type Writer } from "./types";

/** A 30 s timeout and at most one retry, so a reader waits a minute at worst (docs/architecture.md#a-reading). */
const ANTHROPIC_TIMEOUT_MS = 30_000;
const ANTHROPIC_MAX_RETRIES = 1;

type Message = { system: string; content: string; maxTokens: number };

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
}): Writer {
  const client = new Anthropic({ apiKey, baseURL: baseUrl, timeout: timeoutMs, maxRetries: ANTHROPIC_MAX_RETRIES });

  /** Claude's text as it writes it, through the SDK's streaming API: first words in about a second. */
  async function* write({ system, content, maxTokens }: Message, signal?: AbortSignal): AsyncGenerator<string> {
    let wroteText = false;
    try {
      const events = client.messages.stream({ model, max_tokens: maxTokens, system, messages: [{ role: "user", content }] }, { signal });
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

  return {
    name: "anthropic",
    stream: (prompt: ReadingPrompt, { signal }: { signal?: AbortSignal } = {}) =>
      write({ system: SYSTEM_PROMPT, content: userMessageFor(prompt), maxTokens: maxTokensFor(prompt) }, signal),
    answer: (prompt: FollowUpPrompt, { signal }: { signal?: AbortSignal } = {}) =>
      write({ system: FOLLOW_UP_SYSTEM_PROMPT, content: followUpMessageFor(prompt), maxTokens: FOLLOW_UP_MAX_TOKENS }, signal),
  };
}
