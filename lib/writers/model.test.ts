import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_ANTHROPIC_MODEL, parseConfig } from "@/lib/config";

/** The SDK's own list of models with an end-of-life date (not exported, so read from its file). */
function deprecatedModels(): Record<string, string> {
  const require = createRequire(import.meta.url);
  const sdkRoot = path.dirname(require.resolve("@anthropic-ai/sdk"));
  const source = readFileSync(path.join(sdkRoot, "internal", "data", "deprecated-models.js"), "utf8");
  const list = /DEPRECATED_MODELS = (\{[\s\S]*?\});/.exec(source);
  if (!list) throw new Error("The SDK's deprecated-model list moved: update this test");
  return Object.fromEntries([...list[1].matchAll(/'([^']+)':\s*'([^']+)'/g)].map((match) => [match[1], match[2]]));
}

describe("the default Anthropic model", () => {
  it("is not on the SDK's deprecated list", () => {
    const deprecated = deprecatedModels();
    expect(Object.keys(deprecated)).toContain("claude-sonnet-4-5");
    expect(deprecated).not.toHaveProperty(DEFAULT_ANTHROPIC_MODEL);
  });

  it("is the model used unless ANTHROPIC_MODEL names another", () => {
    expect(parseConfig({}).anthropic.model).toBe(DEFAULT_ANTHROPIC_MODEL);
    expect(parseConfig({ ANTHROPIC_MODEL: "claude-opus-5" }).anthropic.model).toBe("claude-opus-5");
  });
});
