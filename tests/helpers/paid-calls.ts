import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The table of paid calls and outbound requests (docs/architecture.md#security) and the calls the code makes,
 * as tests/unit/paid-calls.test.ts holds them to each other; tests/unit/writer-recipe.test.ts asks the same of a
 * writer it adds.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Server code and the operator's tools; lib/client is the browser's (it calls our own API) and is left out. */
const SCANNED = ["lib", "app", "eval", "components", "instrumentation.ts", "proxy.ts"];
const LEFT_OUT = /(^lib\/client\/|\.test\.tsx?$)/;

/** What a call looks like in the code, and the name the table gives it. */
export const CALLS: { pattern: RegExp; name: (match: RegExpMatchArray) => string }[] = [
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
export function callSites(): { file: string; call: string }[] {
  const sites = new Map<string, { file: string; call: string }>();
  for (const file of SCANNED.flatMap(filesUnder).filter((file) => !LEFT_OUT.test(file))) {
    for (const call of callsIn(readFileSync(path.join(root, file), "utf8"))) sites.set(`${file} ${call}`, { file, call });
  }
  return [...sites.values()];
}

/** The calls one module's source makes, by their names in the table. */
export function callsIn(text: string): string[] {
  // Comments name calls without making them.
  const source = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
  // A client component runs in the browser: its fetch is the browser's, to our own API.
  if (/^["']use client["'];?/m.test(source)) return [];
  return [...new Set(CALLS.flatMap(({ pattern, name }) => [...source.matchAll(pattern)].map(name)))];
}

/** The calls the table does not list in the file that makes them, with who causes it, its bound and a test. */
export function unlisted(sites: { file: string; call: string }[], rows: string[][]): { file: string; call: string }[] {
  return sites.filter(({ file, call }) => !rows.some(([named, where, who, bound, test]) => named.includes(call) && where.includes(`\`${file}\``) && who && bound && test));
}

/** The rows of the table under docs/architecture.md's "Paid calls and outbound requests", cells as text. */
export function tableRows(doc = readFileSync(path.join(root, "docs", "architecture.md"), "utf8")): string[][] {
  const section = doc.split(/^### Paid calls and outbound requests$/m)[1]?.split(/^#{2,3} /m)[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| ---") && !line.startsWith("| call |"))
    .map((line) => line.slice(1, -1).split(" | ").map((cell) => cell.trim()));
}

