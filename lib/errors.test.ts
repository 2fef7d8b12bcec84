import { describe, expect, it } from "vitest";
import { errorAnswer } from "@/lib/http/respond";
import { AppError, ERROR_STATUS, type ErrorCode } from "./errors";

describe("the error table", () => {
  it("gives every code a client or server error status", () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) expect(status, code).toBeGreaterThanOrEqual(400);
  });

  it.each(Object.keys(ERROR_STATUS) as ErrorCode[])("answers %s with its status, message, code and headers", (code) => {
    const answer = errorAnswer(new AppError(code, "Something a person can read.", { "Retry-After": "5" }));
    expect(answer).toEqual({ status: ERROR_STATUS[code], body: { error: "Something a person can read.", code }, headers: { "Retry-After": "5" } });
  });
});
