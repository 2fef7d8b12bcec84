import { afterEach, describe, expect, it, vi } from "vitest";
import { errorAnswer } from "@/lib/http/respond";
import { capturingLogs, messagesAt } from "@/tests/helpers/logs";
import { AppError, ERROR_STATUS } from "./errors";

describe("the error table", () => {
  it("gives every code a client or server error status", () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) expect(status, code).toBeGreaterThanOrEqual(400);
  });

  it("answers an error of ours with its code's status, its message, its code and its headers, and logs nothing", async () => {
    const { result, lines } = await capturingLogs(async () => errorAnswer(new AppError("daily_limit", "Something a person can read.", { "Retry-After": "5" })));
    expect(result).toEqual({ status: 429, body: { error: "Something a person can read.", code: "daily_limit" }, headers: { "Retry-After": "5" } });
    expect(lines).toEqual([]);
  });
});

describe("an error that is not ours", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("is a 500 logged as a bug by its kind only", async () => {
    const { result, lines, raw } = await capturingLogs(async () => errorAnswer(new TypeError("secret question text")));
    expect(result.status).toBe(500);
    expect(lines).toMatchObject([{ level: "error", msg: "Unhandled API error", error: "TypeError" }]);
    expect(raw).not.toContain("secret question text");
  });

  it.each([
    ["an aborted request", new DOMException("This operation was aborted", "AbortError"), false],
    ["a socket reset under the body of a request its client abandoned", Object.assign(new Error("aborted"), { code: "ECONNRESET" }), true],
  ])("is not logged as a bug when it is %s", async (_, error, requestAborted) => {
    const { result, lines } = await capturingLogs(async () => errorAnswer(error, { requestAborted }));
    expect(result.status).toBe(500);
    expect(messagesAt(lines, "error")).toEqual([]);
    expect(messagesAt(lines, "info")).toEqual(["Request abandoned by its client"]);
  });

  it("is a 503 with Retry-After when the database's connection was reset under a live request", async () => {
    const reset = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });
    const { result, lines } = await capturingLogs(async () => errorAnswer(reset));
    expect(result).toMatchObject({ status: 503, body: { code: "unavailable" }, headers: { "Retry-After": "5" } });
    expect(lines).toMatchObject([{ level: "error", msg: "Database unavailable", error: "Error (ECONNRESET)" }]);
  });
});
