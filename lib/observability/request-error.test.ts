import { afterEach, describe, expect, it } from "vitest";
import { setLogSink } from "./log";
import { logRequestError } from "./request-error";

let restore: (() => void) | undefined;
afterEach(() => restore?.());

const CONTEXT = { routerKind: "App Router", routePath: "/dev/portal", routeType: "render", revalidateReason: undefined } as const;

describe("an error that escaped a page or route (instrumentation.ts onRequestError)", () => {
  it("is one line with the request's id, route pattern and the error's kind and code, never its message or the path", async () => {
    const lines: string[] = [];
    restore = setLogSink((line) => void lines.push(line));
    const failure = Object.assign(new Error("Failed query: select … params: cus_x\n{\"msg\":\"forged\"}"), { cause: { code: "22021" } });
    const path = '/dev/portal?customer=cus_x\u0000\n{"msg":"forged"}';
    await logRequestError(failure, { path, method: "GET", headers: { "x-request-id": "abcdef0123456789" } }, CONTEXT);
    await logRequestError(failure, { path, method: "GET", headers: { "x-request-id": 'a\n{"msg":"forged"}' } }, CONTEXT);
    const [first, second] = lines.map((line) => JSON.parse(line));
    expect(first).toEqual({ level: "error", time: expect.any(String), msg: "request failed", requestId: "abcdef0123456789", route: "/dev/portal", routeType: "render", method: "GET", error: "Error (22021)" });
    expect(second.requestId).toBeUndefined();
    expect(lines.join("")).not.toContain("forged");
  });
});
