import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of ours without types
import { NODE_FLAGS } from "../../scripts/start-local.mjs";

const root = path.resolve(__dirname, "..", "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** The Node flags of a command line that runs `server.js`, with the preload's path reduced to its file name. */
function nodeFlags(command: string[]): string[] {
  const flags = command.slice(command.indexOf("node") + 1, command.findIndex((word) => word.endsWith("server.js")));
  return flags.map((flag) => (flag.endsWith("server-preload.cjs") ? "server-preload.cjs" : flag));
}

describe("the standalone server is started one way everywhere", () => {
  const expected = nodeFlags(["node", ...(NODE_FLAGS as string[]), "server.js"]);

  it("takes the heap cap and the start-up lines' preload in npm start, the Dockerfile, start:local, the cluster and the benchmarks", () => {
    expect(expected).toEqual(["--max-old-space-size=192", "--require", "server-preload.cjs"]);
    const npmStart = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts.start;
    expect(nodeFlags(npmStart.split(/\s+/))).toEqual(expected);
    const dockerCmd = JSON.parse([...read("deploy/Dockerfile").matchAll(/^CMD (\["node".*\])$/gm)].at(-1)![1]) as string[];
    expect(nodeFlags(dockerCmd)).toEqual(expected);
    // scripts/lib/cluster.mjs and bench/app.ts start it through startServer (scripts/start-local.mjs).
    expect(read("scripts/lib/cluster.mjs")).toContain("startServer(");
    expect(read("bench/app.ts")).toContain("startServer(");
  });

  it("prints Next's start-up lines as JSON lines of our shape", async () => {
    const written: string[] = [];
    const { console: saved } = globalThis;
    const write = process.stdout.write;
    globalThis.console = Object.create(saved) as Console;
    process.stdout.write = ((chunk: string) => written.push(chunk) > 0) as typeof process.stdout.write;
    try {
      // Evaluated against this console, as `node --require` would before Next starts.
      new Function("require", "console", "process", read("scripts/server-preload.cjs"))(require, globalThis.console, process);
      globalThis.console.log("▲ Next.js 16", "\n{\"level\":\"error\",\"msg\":\"forged\"}");
      globalThis.console.error(new Error("secret detail"));
    } finally {
      process.stdout.write = write;
      globalThis.console = saved;
    }
    const lines = written.join("").split("\n").filter(Boolean).map((line) => JSON.parse(line) as Record<string, string>);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: "info", msg: "console", text: '▲ Next.js 16 \n{"level":"error","msg":"forged"}' });
    expect(lines[1]).toMatchObject({ level: "error", msg: "console", text: "[Error]" });
    expect(JSON.stringify(lines)).not.toContain("secret detail");
  });
});
