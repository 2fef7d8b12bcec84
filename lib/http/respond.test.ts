import { describe, expect, it } from "vitest";
import { errorSummary } from "./respond";

describe("errorSummary", () => {
  it("names the kind of error and its SQLSTATE, never the message that carries a query's parameters", () => {
    const failedQuery = Object.assign(new Error('Failed query: insert into "readings" params: Will he love me?,a@b.co,9f1c'), {
      cause: Object.assign(new Error("invalid byte sequence for encoding UTF8: 0x00"), { code: "22021" }),
    });
    failedQuery.name = "DrizzleQueryError";
    expect(errorSummary(failedQuery)).toBe("DrizzleQueryError (22021)");
    expect(errorSummary(new TypeError("Cannot read properties of undefined (reading 'secret question')"))).toBe("TypeError");
    expect(errorSummary("a thrown string with an e-mail a@b.co")).toBe("string");
  });
});
