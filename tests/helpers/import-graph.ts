import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The import graph drawn from the code (docs/architecture.md#layers): which of our files imports which,
 * and the rules it must keep. Pure functions of a map path → source, so that the rules can be tried on a
 * few planted files as well as on the repository.
 */

/** Path (from the repository's root, with `/`) → source text. */
export type SourceFiles = ReadonlyMap<string, string>;
export type ImportEdge = { from: string; to: string };
/** An import between lib's top-level folders or files that may close a cycle, and why. */
export type AllowedEdge = { from: string; to: string; reason: string };

/** Where the application's source lives; tests, scripts and benches are not part of the layers. */
const SOURCE_FOLDERS = ["app", "components", "lib", "db", "languages"];
const SOURCE_TOP_LEVEL = ["proxy.ts", "instrumentation.ts"];
const SKIPPED_FOLDERS = new Set(["node_modules", "migrations"]);
const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

export function readSourceFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(relative);
      } else if (isSource(entry.name)) {
        files.set(relative, readFileSync(path.join(root, relative), "utf8"));
      }
    }
  };
  SOURCE_FOLDERS.forEach(walk);
  for (const name of SOURCE_TOP_LEVEL) files.set(name, readFileSync(path.join(root, name), "utf8"));
  return files;
}

/** `@/x` and relative specifiers, as TypeScript and our bundler resolve them; packages and other files are not ours. */
function resolve(files: SourceFiles, from: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith("@/")) target = specifier.slice(2);
  else if (specifier.startsWith(".")) target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  const candidates = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/**
 * Every import of one of our files by another: `import`, `import type`, `export … from` and `import()`
 * (TypeScript's own scanner, so imports quoted in comments or strings do not count).
 */
export function importEdges(files: SourceFiles): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const [from, source] of files) {
    for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
      const to = resolve(files, from, fileName);
      if (to && to !== from) edges.push({ from, to });
    }
  }
  return edges;
}

/**
 * The layers, bottom to top: languages (each language's words and the list of languages, imports nothing of
 * ours), lib/domain (plain lists), db, lib, components, app (with proxy.ts and instrumentation.ts, the
 * server's entry points). A file may import its own layer or one below.
 */
const LAYERS = ["languages", "lib/domain", "db", "lib", "components", "app"] as const;

function layerOf(file: string): number {
  if (file.startsWith("languages/")) return 0;
  if (file.startsWith("lib/domain/")) return 1;
  if (file.startsWith("db/")) return 2;
  if (file.startsWith("lib/")) return 3;
  if (file.startsWith("components/")) return 4;
  return 5;
}

/** The one file of languages/ that lib/domain may read: the list of languages, for the codes users.locale stores. */
const LANGUAGE_LIST = "languages/languages.ts";

/** lib/tarot is the pure core: it imports itself and these helpers (and the languages' words), nothing with I/O or state. */
const TAROT_MAY_IMPORT = ["lib/tarot/", "lib/domain/", "languages/", "lib/zod.ts", "lib/random.ts"];

/** Imports that break a layer rule, one line each. */
export function layerViolations(edges: readonly ImportEdge[]): string[] {
  const violations: string[] = [];
  for (const { from, to } of edges) {
    if (layerOf(to) > layerOf(from)) {
      violations.push(`${from} → ${to}: ${LAYERS[layerOf(from)]} may not import ${LAYERS[layerOf(to)]}`);
    } else if (from.startsWith("lib/domain/") && to.startsWith("languages/") && to !== LANGUAGE_LIST) {
      violations.push(`${from} → ${to}: lib/domain reads only the list of languages (${LANGUAGE_LIST}), not their words`);
    } else if (to.startsWith("lib/http/") && layerOf(from) !== 5 && !from.startsWith("lib/http/")) {
      violations.push(`${from} → ${to}: lib/http speaks HTTP for app/ only; a domain module takes data and returns data`);
    } else if (from.startsWith("lib/tarot/") && !TAROT_MAY_IMPORT.some((allowed) => to.startsWith(allowed))) {
      violations.push(`${from} → ${to}: lib/tarot stays pure (it may import ${TAROT_MAY_IMPORT.join(", ")})`);
    }
  }
  return violations;
}

/** lib's top-level folder (`lib/tarot`) or file (`lib/config.ts`) a file belongs to; null outside lib. */
export function libUnitOf(file: string): string | null {
  const parts = file.split("/");
  if (parts[0] !== "lib") return null;
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : file;
}

/**
 * The cycles between lib's top-level folders and files, leaving out the allowed edges, as the imports that
 * close them: one line per import, with the files that make it and the shortest cycle it closes. Within a
 * cycle, the import blamed is the one that runs against the order the rest of the graph suggests (lower
 * folders are imported by many and import few), so the list names what to move, not every import involved.
 */
export function libCycles(edges: readonly ImportEdge[], allowed: readonly AllowedEdge[]): string[] {
  const isAllowed = (from: string, to: string) => allowed.some((edge) => edge.from === from && edge.to === to);
  const unitEdges = new Map<string, Map<string, string[]>>();
  for (const { from, to } of edges) {
    const [fromUnit, toUnit] = [libUnitOf(from), libUnitOf(to)];
    if (!fromUnit || !toUnit || fromUnit === toUnit || isAllowed(fromUnit, toUnit)) continue;
    const targets = unitEdges.get(fromUnit) ?? new Map<string, string[]>();
    unitEdges.set(fromUnit, targets);
    const imports = targets.get(toUnit) ?? [];
    if (!imports.includes(`${from} → ${to}`)) imports.push(`${from} → ${to}`);
    targets.set(toUnit, imports);
  }
  const lines: string[] = [];
  for (const group of stronglyConnected(unitEdges).filter((members) => members.length > 1)) {
    const members = new Set(group);
    const inside = new Map(group.map((unit) => [unit, new Map([...(unitEdges.get(unit) ?? [])].filter(([to]) => members.has(to)))]));
    const rank = new Map(topDownOrder(inside).map((unit, at) => [unit, at]));
    for (const [from, targets] of inside) {
      for (const [to, imports] of targets) {
        // An import from a unit placed lower to one placed higher closes a cycle.
        if (rank.get(from)! < rank.get(to)!) continue;
        const cycle = [from, ...shortestPath(inside, to, from)];
        lines.push(`${from} → ${to} (${imports.join(", ")}) closes ${cycle.join(" → ")}`);
      }
    }
  }
  return lines.sort();
}

/**
 * The units from top to bottom, as few imports as may be pointing up (Eades, Lin and Smyth's greedy
 * order, each edge weighted by its number of imports): units that only import go first, units that are
 * only imported go last, and otherwise the unit that imports most and is imported least.
 */
function topDownOrder(graph: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>): string[] {
  const left = new Set(graph.keys());
  const weight = (from: string, to: string) => graph.get(from)?.get(to)?.length ?? 0;
  const outgoing = (unit: string) => [...left].reduce((sum, to) => sum + weight(unit, to), 0);
  const incoming = (unit: string) => [...left].reduce((sum, from) => sum + weight(from, unit), 0);
  const top: string[] = [];
  const bottom: string[] = [];
  while (left.size > 0) {
    const sorted = [...left].sort();
    const sink = sorted.find((unit) => outgoing(unit) === 0);
    const source = sorted.find((unit) => incoming(unit) === 0);
    let chosen: string;
    if (sink) {
      bottom.unshift(sink);
      chosen = sink;
    } else {
      chosen = source ?? sorted.reduce((best, unit) => (outgoing(unit) - incoming(unit) > outgoing(best) - incoming(best) ? unit : best));
      top.push(chosen);
    }
    left.delete(chosen);
  }
  return [...top, ...bottom];
}

/** The units on a shortest path from `start` to `end` (both included), which exists inside a strongly connected group. */
function shortestPath(graph: ReadonlyMap<string, ReadonlyMap<string, unknown>>, start: string, end: string): string[] {
  const cameFrom = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    if (node === end) break;
    for (const next of [...(graph.get(node)?.keys() ?? [])].sort()) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, node);
      queue.push(next);
    }
  }
  const path: string[] = [];
  for (let node: string | null | undefined = end; node; node = cameFrom.get(node)) path.unshift(node);
  return path;
}

/** Tarjan's strongly connected components. */
function stronglyConnected(graph: ReadonlyMap<string, ReadonlyMap<string, unknown>>): string[][] {
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((targets) => [...targets.keys()])]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      groups.push(group);
    }
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return groups;
}
