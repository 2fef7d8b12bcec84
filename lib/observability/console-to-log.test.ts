import { afterEach, describe, expect, it } from "vitest";
import { consoleFields, routeConsoleToLog } from "./console-to-log";
import { setLogSink } from "./log";

const FORGED = '/daily/2026-11-25/x\u0000\n{"level":"error","msg":"forged"}\n';

const undo: (() => void)[] = [];
afterEach(() => undo.splice(0).reverse().forEach((restore) => restore()));

function capture(): string[] {
  const lines: string[] = [];
  undo.push(setLogSink((line) => void lines.push(line)));
  return lines;
}

describe("console calls, once the server runs", () => {
  it("become one JSON line each, whose text keeps a forged line inside its string", () => {
    const lines = capture();
    undo.push(routeConsoleToLog());
    console.error(`Failed to update prerender cache for ${FORGED}`, new TypeError("The argument 'path' must be a string without null bytes"));
    console.log("▲ Next.js");
    console.warn("careful");
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line.endsWith("\n") && !line.slice(0, -1).includes("\n")).toBe(true);
    const [error, info, warning] = lines.map((line) => JSON.parse(line));
    expect(error).toEqual({ level: "error", time: expect.any(String), msg: "console", text: `Failed to update prerender cache for ${FORGED}`.trim(), error: "TypeError" });
    expect(info).toMatchObject({ level: "info", msg: "console", text: "▲ Next.js" });
    expect(warning).toMatchObject({ level: "warn", msg: "console", text: "careful" });
  });

  it("keep of an error its kind and code, never its message, stack or a query's parameters", () => {
    const failed = Object.assign(new Error("Failed query: select * from users where email = $1\nparams: someone@example.com"), { cause: { code: "22021" } });
    const fields = consoleFields([" ⨯", failed, { params: ["someone@example.com"] }]);
    expect(fields).toEqual({ text: "⨯ [object]", error: "Error (22021)" });
    expect(JSON.stringify(fields)).not.toContain("someone@example.com");
  });

  it("cut a long text", () => {
    expect(consoleFields(["x".repeat(2000)]).text).toHaveLength(501);
  });
});
