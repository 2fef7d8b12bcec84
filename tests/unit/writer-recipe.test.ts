import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WRITER_NAMES } from "@/lib/domain/vocabularies";
import { DEFAULT_WRITER_PRICES } from "@/lib/config";
import { WriterUnavailableError, type DailyPrompt, type FollowUpPrompt, type ReadingPrompt, type Writer, type WriterName, type WriterOptions } from "@/lib/writers/types";
import { CORPUS_DAILIES, CORPUS_READINGS } from "@/eval/corpus";
import { runWriter } from "@/eval/run";
import { callsIn, tableRows, unlisted } from "../helpers/paid-calls";

/**
 * docs/contributing.md#add-a-writer as a test. It makes a writer by step 1 (a `Writer`: readings, follow-ups and the
 * card of the day, streamed, `onUsage` at the end, `WriterUnavailableError` on failure) without any network, and
 * asks each path the recipe promises reaches it: its name typed by `WRITER_NAMES`, `getWriter()` choosing by the
 * configuration, the three entry points and the evaluation taking whatever `getWriter()` gives, the table of paid
 * calls refusing a writer it does not list, its model's price, and the README naming each variable.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));
const sourceOf = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Step 1: a writer of a provider that writes from the prompt alone, as a model's SDK would stream it. */
function createEchoWriter({ model, fail = false }: { model: string; fail?: boolean }): Writer {
  async function* write(text: string, { signal, onUsage }: WriterOptions = {}): AsyncGenerator<string> {
    try {
      if (fail) throw new Error("the provider is down");
      for (const chunk of text.match(/[^\n]*\n?/g)!.filter(Boolean)) {
        if (signal?.aborted) throw signal.reason;
        yield chunk;
      }
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new WriterUnavailableError("The AI writer did not answer.");
    } finally {
      onUsage?.({ model, inputTokens: 10, outputTokens: text.length });
    }
  }
  // Step 2 is what makes this name a `WriterName`; the fixture borrows a name of the list instead.
  const name: WriterName = WRITER_NAMES[0];
  return {
    name,
    stream: (prompt: ReadingPrompt, options) => write(`## Summary\n\n${prompt.question}\n\n${prompt.cards.map((card) => `### ${card}\n\n${card} speaks.\n`).join("\n")}\n## Synthesis\n\nOne step.\n`, options),
    answer: (prompt: FollowUpPrompt, options) => write(`${prompt.question}: ${prompt.reading.cards.join(", ")}.\n`, options),
    daily: (prompt: DailyPrompt, options) => write(`${prompt.card} on ${prompt.date}.\n`, options),
  };
}

describe("a writer added by the recipe", () => {
  it("has a name only once WRITER_NAMES lists it (step 2)", () => {
    // @ts-expect-error a writer's name is one the database accepts: "echo" fails tsc until WRITER_NAMES lists it.
    const unlistedName: WriterName = "echo";
    expect(WRITER_NAMES).not.toContain(unlistedName);
    expect(WRITER_NAMES).toContain("local");
  });

  it("streams a reading, a follow-up and a card of the day, and reports its usage when each ends", async () => {
    const writer = createEchoWriter({ model: "echo-1" });
    const usages: unknown[] = [];
    const onUsage = (usage: unknown) => void usages.push(usage);
    const reading = { question: "Will it work out?", type: "three_cards", category: "general", cards: ["The Sun", "The Moon", "The Star"] } as const satisfies ReadingPrompt;
    const chunks: string[] = [];
    for await (const chunk of writer.stream(reading, { onUsage })) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join("")).toMatch(/^## Summary/);
    for await (const chunk of writer.answer({ reading, interpretation: chunks.join(""), question: "And at work?" }, { onUsage })) expect(chunk).toContain("And at work?");
    for await (const chunk of writer.daily({ card: "The Sun", date: "2026-11-29", locale: "en" }, { onUsage })) expect(chunk).toContain("The Sun");
    expect(usages).toHaveLength(3);
    expect(usages[0]).toMatchObject({ model: "echo-1", inputTokens: 10 });
  });

  it("fails as WriterUnavailableError, so the reading is released and the reader told (step 1)", async () => {
    const writer = createEchoWriter({ model: "echo-1", fail: true });
    const write = async () => {
      for await (const chunk of writer.daily({ card: "The Sun", date: "2026-11-29", locale: "en" })) void chunk;
    };
    await expect(write()).rejects.toBeInstanceOf(WriterUnavailableError);
  });

  it("is run by the evaluation's runWriter like any writer", async () => {
    const readings = CORPUS_READINGS.slice(0, 4);
    const { scorecard, writings } = await runWriter(createEchoWriter({ model: "echo-1" }), { readings, dailies: CORPUS_DAILIES.slice(0, 2) });
    const followUps = readings.filter((reading) => reading.followUp).length;
    expect(scorecard.written).toEqual({ reading: 4, "follow-up": followUps, daily: 2 });
    expect(writings[0].text).toContain(readings[0].prompt.question);
  });
});

describe("getWriter() (lib/writers/index.ts) chooses the writer by the configuration (step 3)", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    vi.resetModules();
  });

  /** `getWriter()` under `env`, read afresh as a server start reads it. */
  async function writerUnder(env: Record<string, string | undefined>) {
    for (const [name, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    vi.resetModules();
    const { getWriter } = await import("@/lib/writers");
    return { first: getWriter(), second: getWriter() };
  }

  it("makes the provider's writer once when its key is set, before the local writer", async () => {
    const { first, second } = await writerUnder({ ANTHROPIC_API_KEY: "sk-test", LOCAL_PROVIDERS: "1" });
    expect(first.name).toBe("anthropic");
    expect(second).toBe(first);
  });

  it("falls back to the local writer when no provider's key is set and local providers stand in", async () => {
    const { first } = await writerUnder({ ANTHROPIC_API_KEY: undefined, LOCAL_PROVIDERS: "1" });
    expect(first.name).toBe("local");
  });
});

/** The server's and the evaluation's modules (tests left out). */
const SOURCES = ["lib", "app", "components", "eval"].flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`),
);

describe("what reaches a writer added to getWriter()", () => {
  it("is every entry point: a reading, a follow-up, a card of the day, each taking getWriter() unless handed a writer", () => {
    const takers = SOURCES.filter((file) => /import \{[^}]*\bgetWriter\b[^}]*\} from "@\/lib\/writers"/.test(sourceOf(file))).sort();
    expect(takers).toEqual(["eval/readings.ts", "lib/daily/daily-cards.ts", "lib/follow-ups/ask.ts", "lib/readings/interpret.ts"]);
    for (const entry of takers.filter((file) => file.startsWith("lib/"))) expect(sourceOf(entry), entry).toMatch(/\bwriter = getWriter\(\)/);
  });

  it("is the evaluation too: it runs getWriter()'s writer beside the local one, whatever provider it is", () => {
    const evaluation = sourceOf("eval/readings.ts");
    expect(evaluation).toMatch(/getWriter\(\)/);
    expect(evaluation).not.toMatch(/config\.\w+\.apiKey/);
  });

  it("is made nowhere but in getWriter()", () => {
    const makers = SOURCES.filter((file) => file !== "lib/writers/index.ts" && /(?<!function )\bcreate[A-Z]\w*Writer\(/.test(sourceOf(file)));
    expect(makers).toEqual([]);
  });
});

describe("the paid-call table (docs/architecture.md#security) and a new writer (step 4)", () => {
  const rows = tableRows();
  const file = "lib/writers/echo.ts";
  const source = `export function createEchoWriter() {\n  const answer = await fetch("https://api.echo.example/v1/write", { method: "POST" });\n}\n`;
  const row = `| the Echo writer: \`fetch\` | \`${file}\` | the three writings, through \`getWriter()\` | theirs; 30 s | \`tests/integration/anthropic.test.ts\` |`;

  it("fails while the writer's call is not listed in the file that makes it, and passes once its row is there", () => {
    const sites = callsIn(source).map((call) => ({ file, call }));
    expect(unlisted(sites, rows)).toEqual([{ file, call: "fetch" }]);
    const doc = sourceOf("docs/architecture.md").replace(/^(\| the Anthropic writer: .*)$/m, `$1\n${row}`);
    expect(unlisted(sites, tableRows(doc))).toEqual([]);
  });

  it("lists every writer module of lib/writers, whatever its SDK's calls look like", () => {
    const writerModules = readdirSync(path.join(root, "lib", "writers"))
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .map((name) => `lib/writers/${name}`)
      .filter((module) => /^export function create[A-Z]\w*Writer\(/m.test(sourceOf(module)));
    expect(writerModules).toContain("lib/writers/anthropic.ts");
    expect(writerModules.filter((module) => !rows.some((cells) => cells[1]?.includes(`\`${module}\``)))).toEqual([]);
  });
});

describe("a writer's configuration (step 3) and prices (step 4)", () => {
  const config = sourceOf("lib/config.ts");
  const variables = [...(config.match(/^const envSchema = z\.object\(\{([\s\S]*?)^\}\);/m)?.[1] ?? "").matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]);

  it("names every variable of lib/config.ts in the README's table", () => {
    expect(variables).toEqual(expect.arrayContaining(["ANTHROPIC_API_KEY", "ANTHROPIC_MODEL", "ANTHROPIC_BASE_URL"]));
    const readme = sourceOf("README.md");
    const SET_BY_THE_TOOLS = ["NODE_ENV", "NEXT_PHASE"];
    expect(variables.filter((name) => !SET_BY_THE_TOOLS.includes(name) && !readme.includes(`\`${name}\``))).toEqual([]);
  });

  it("prices every writer's default model", () => {
    const defaults = [...config.matchAll(/^export const DEFAULT_\w+_MODEL = "([^"]+)"/gm)].map((match) => match[1]);
    expect(defaults.length).toBeGreaterThan(0);
    expect(defaults.filter((model) => !DEFAULT_WRITER_PRICES[model])).toEqual([]);
    expect(DEFAULT_WRITER_PRICES.local).toEqual({ input: 0, output: 0 });
  });
});
