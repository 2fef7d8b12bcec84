import { afterEach, describe, expect, it } from "vitest";
import { log, setLogSink } from "./log";
import { runInRequest, userHash } from "./request-context";

let restore: (() => void) | undefined;
afterEach(() => restore?.());

function capture(): string[] {
  const lines: string[] = [];
  restore = setLogSink((line) => void lines.push(line));
  return lines;
}

describe("the server's log", () => {
  it("writes one JSON line per call with time, level and message", () => {
    const lines = capture();
    log.warn("Something odd", { count: 2 });
    expect(lines).toHaveLength(1);
    expect(lines[0].endsWith("\n")).toBe(true);
    const line = JSON.parse(lines[0]);
    expect(line).toEqual({ level: "warn", time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), msg: "Something odd", count: 2 });
  });

  it("puts the request's id, route and user hash on every line logged inside it, however deep", async () => {
    const lines = capture();
    const context = { requestId: "abcdef0123456789abcdef0123456789", route: "/api/readings/[id]", userHash: userHash("5f0c6a2e-1b7d-4c1a-9f00-3b9d2c8e7a11") };
    await runInRequest(context, async () => {
      log.info("first");
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.error("second", { error: "TypeError" });
    });
    log.info("outside");
    const [first, second, outside] = lines.map((line) => JSON.parse(line));
    for (const line of [first, second]) expect(line).toMatchObject({ requestId: context.requestId, route: context.route, user: context.userHash });
    expect(outside.requestId).toBeUndefined();
  });

  it("logs an Error passed by mistake as its kind and code only", () => {
    const lines = capture();
    const failure = Object.assign(new Error("insert into users values ('someone@example.com')"), { code: "23505" });
    (log.error as (message: string, fields: Record<string, unknown>) => void)("Query failed", { error: failure });
    expect(lines[0]).not.toContain("someone@example.com");
    expect(JSON.parse(lines[0]).error).toBe("Error (23505)");
  });

  it("hashes a user id one way, the same each time", () => {
    const id = "5f0c6a2e-1b7d-4c1a-9f00-3b9d2c8e7a11";
    expect(userHash(id)).toMatch(/^[0-9a-f]{16}$/);
    expect(userHash(id)).toBe(userHash(id));
    expect(userHash(id)).not.toContain(id.slice(0, 8));
  });
});
