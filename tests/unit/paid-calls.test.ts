import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Every call that costs money or leaves the server is in the table of docs/architecture.md#security, with who
 * can cause it, its bound and the test that proves the bound. The calls are found in the code, so a new
 * writing, model call or outbound request fails here until the table names it, in the file that makes it.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Server code and the operator's tools; lib/client is the browser's (it calls our own API) and is left out. */
const SCANNED = ["lib", "app", "eval", "components", "instrumentation.ts", "proxy.ts"];
const LEFT_OUT = /(^lib\/client\/|\.test\.tsx?$)/;

/** What a call looks like in the code, and the name the table gives it. */
const CALLS: { pattern: RegExp; name: (match: RegExpMatchArray) => string }[] = [
  // The writers' entry points: a reading, a follow-up, a card of the day's message.
  { pattern: /\bwriter\.(stream|answer|daily)\(/g, name: (match) => `writer.${match[1]}` },
  // The judge, wherever it is asked (not where it is defined).
  { pattern: /(?<!function )\bjudgeReading\(/g, name: () => "judgeReading" },
  // The Messages API itself.
  { pattern: /\.messages\.(create|stream)\(/g, name: (match) => `messages.${match[1]}` },
  // Requests that leave the server.
  { pattern: /(?<!function )\bpostPush\(/g, name: () => "postPush" },
  { pattern: /\bcreateTransport\(/g, name: () => "createTransport" },
  { pattern: /\bnew Stripe\(/g, name: () => "new Stripe" },
  { pattern: /\bcreateRemoteJWKSet\(/g, name: () => "createRemoteJWKSet" },
  { pattern: /(?<![\w.])fetch\(/g, name: () => "fetch" },
  // Node's own client: its request or get, imported by name or called on the module.
  { pattern: /import\s*\{[^}]*\b(?:request|get)\b[^}]*\}\s*from "node:(https?)"/g, name: (match) => `node:${match[1]}` },
  { pattern: /\b(https?)\.(?:request|get)\(/g, name: (match) => `node:${match[1]}` },
];

function filesUnder(relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!readdirSync(path.dirname(full)).includes(path.basename(full))) return [];
  try {
    return readdirSync(full, { withFileTypes: true }).flatMap((entry) => filesUnder(path.join(relative, entry.name)));
  } catch {
    return /\.(ts|tsx|mjs)$/.test(relative) ? [relative] : [];
  }
}

/** Every call in the code: its file and its name in the table. */
function callSites(): { file: string; call: string }[] {
  const sites = new Map<string, { file: string; call: string }>();
  for (const file of SCANNED.flatMap(filesUnder).filter((file) => !LEFT_OUT.test(file))) {
    // Comments name calls without making them.
    const source = readFileSync(path.join(root, file), "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
    // A client component runs in the browser: its fetch is the browser's, to our own API.
    if (/^["']use client["'];?/m.test(source)) continue;
    for (const { pattern, name } of CALLS) {
      for (const match of source.matchAll(pattern)) {
        const call = name(match);
        sites.set(`${file} ${call}`, { file, call });
      }
    }
  }
  return [...sites.values()];
}

/** The rows of the table under docs/architecture.md's "Paid calls and outbound requests", cells as text. */
function tableRows(): string[][] {
  const doc = readFileSync(path.join(root, "docs", "architecture.md"), "utf8");
  const section = doc.split(/^### Paid calls and outbound requests$/m)[1]?.split(/^#{2,3} /m)[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| ---") && !line.startsWith("| call |"))
    .map((line) => line.slice(1, -1).split(" | ").map((cell) => cell.trim()));
}

describe("the table of paid calls and outbound requests (docs/architecture.md#security)", () => {
  const rows = tableRows();
  const sites = callSites();

  it("finds the calls it knows in the code", () => {
    expect(sites).toEqual(
      expect.arrayContaining([
        { file: "lib/readings/interpret.ts", call: "writer.stream" },
        { file: "lib/follow-ups/ask.ts", call: "writer.answer" },
        { file: "lib/daily/day-messages.ts", call: "writer.daily" },
        { file: "lib/writers/quality/judge.ts", call: "judgeReading" },
        { file: "lib/writers/anthropic.ts", call: "messages.stream" },
        { file: "lib/notifications/push/send.ts", call: "postPush" },
      ]),
    );
    expect(rows.length).toBeGreaterThanOrEqual(10);
  });

  it("lists every call in the code, in the file that makes it, with its bound and a test", () => {
    const missing = sites.filter(({ file, call }) => !rows.some(([named, where, who, bound, test]) => named.includes(call) && where.includes(`\`${file}\``) && who && bound && test));
    expect(missing).toEqual([]);
  });

  it("names tests that exist", () => {
    const tests = rows.flatMap((row) => [...(row[4] ?? "").matchAll(/`([^`]+)`/g)].map((match) => match[1]));
    expect(tests.length).toBeGreaterThanOrEqual(rows.length);
    expect(tests.filter((test) => !existsSync(path.join(root, test)))).toEqual([]);
  });
});
