import "server-only";
import { getConfig } from "@/lib/config";
import { createAnthropicWriter } from "./anthropic";
import { localWriter } from "./local";
import type { Writer } from "./types";

let anthropic: Writer | undefined;

/** Anthropic when ANTHROPIC_API_KEY is set; the local writer when local providers stand in for it. */
export function getWriter(): Writer {
  const config = getConfig();
  if (config.anthropic.apiKey) {
    anthropic ??= createAnthropicWriter({
      apiKey: config.anthropic.apiKey,
      model: config.anthropic.model,
      baseUrl: config.anthropic.baseUrl,
    });
    return anthropic;
  }
  if (config.localProviders) return localWriter;
  throw new Error("No AI writer is configured (ANTHROPIC_API_KEY)");
}
