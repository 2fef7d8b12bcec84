import "server-only";
import Anthropic from "@anthropic-ai/sdk";
import { dailyLocale, followUpLocale } from "./language";
import {
  DAILY_MAX_TOKENS,
  FOLLOW_UP_MAX_TOKENS,
  dailyMessageFor,
  dailySystemPromptFor,
  followUpMessageFor,
  followUpSystemPromptFor,
  maxTokensFor,
  readingSystemPrompt,
  userMessageFor,
} from "./prompt";
import { log } from "@/lib/observability/log";
import { countWriterTokens } from "@/lib/observability/metrics";
import type { WritingKind } from "@/lib/observability/writing";
import { WriterUnavailableError, type DailyPrompt, type FollowUpPrompt, type ReadingPrompt, type Writer, type WriterOptions } from "./types";

/** A 30 s timeout and at most one retry, so a reader waits a minute at worst (docs/architecture.md#a-reading). */
const ANTHROPIC_TIMEOUT_MS = 30_000;
const ANTHROPIC_MAX_RETRIES = 1;

type Message = { kind: WritingKind; system: string; content: string; maxTokens: number };

export function createAnthropicWriter({
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
  async function* write({ kind, system, content, maxTokens }: Message, { signal, onUsage }: WriterOptions = {}): AsyncGenerator<string> {
    let wroteText = false;
    // What the API reports it used: the prompt's tokens when the message starts, the written ones (a running total) as it goes.
    const usage = { input: 0, output: 0 };
    try {
      const events = client.messages.stream({ model, max_tokens: maxTokens, system, messages: [{ role: "user", content }] }, { signal });
      for await (const event of events) {
        if (event.type === "message_start") usage.input = event.message.usage.input_tokens;
        if (event.type === "message_delta") usage.output = event.usage.output_tokens;
        if (event.type === "content_block_delta" && event.delta.type === "text_delta" && event.delta.text) {
          wroteText = true;
          yield event.delta.text;
        }
      }
    } catch (error) {
      // A reader who left is not a failure of the writer.
      if (signal?.aborted) throw error;
      log.error("Anthropic call failed", { status: error instanceof Anthropic.APIError ? (error.status ?? "none") : "none", error: error instanceof Error ? error.name : "unknown error" });
      throw new WriterUnavailableError("The AI writer did not answer.");
    } finally {
      // Paid for whether or not the reading is kept.
      countWriterTokens(kind, "anthropic", usage);
      onUsage?.({ model, inputTokens: usage.input, outputTokens: usage.output });
    }
    if (!wroteText) throw new WriterUnavailableError("The AI writer answered with no text.");
  }

  return {
    name: "anthropic",
    stream: (prompt: ReadingPrompt, options?: WriterOptions) =>
      write({ kind: "reading", system: readingSystemPrompt(prompt), content: userMessageFor(prompt), maxTokens: maxTokensFor(prompt) }, options),
    answer: (prompt: FollowUpPrompt, options?: WriterOptions) =>
      write({ kind: "follow_up", system: followUpSystemPromptFor(followUpLocale(prompt)), content: followUpMessageFor(prompt), maxTokens: FOLLOW_UP_MAX_TOKENS }, options),
    daily: (prompt: DailyPrompt, options?: WriterOptions) =>
      write({ kind: "daily", system: dailySystemPromptFor(dailyLocale(prompt)), content: dailyMessageFor(prompt), maxTokens: DAILY_MAX_TOKENS }, options),
  };
}
