import { describe, expect, it } from "vitest";
import { errorSummary, withoutDetails } from "./error-summary";

/** A failed query as drizzle throws it: the parameters in its message, PostgreSQL's error as its cause. */
function failedQuery(): Error {
  const error = new Error("Failed query: select * from users where lower(email) = $1\nparams: someone@example.com");
  error.name = "DrizzleQueryError";
  return Object.assign(error, { cause: Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }) });
}

describe("errorSummary and withoutDetails", () => {
  it("keep an error's kind and SQLSTATE, never its message or its cause's", () => {
    expect(errorSummary(failedQuery())).toBe("DrizzleQueryError (57014)");
    const summarised = withoutDetails(failedQuery());
    expect(summarised.message).toBe("DrizzleQueryError (57014)");
    expect(summarised.cause).toBeUndefined();
    expect(`${summarised.stack}`).not.toContain("someone@example.com");
    expect(withoutDetails("a thrown string").message).toBe("string");
  });

  it("name other errors by their kind alone, never a message that carries a query's parameters", () => {
    const failedInsert = Object.assign(new Error('Failed query: insert into "readings" params: Will he love me?,a@b.co,9f1c'), {
      cause: Object.assign(new Error("invalid byte sequence for encoding UTF8: 0x00"), { code: "22021" }),
    });
    failedInsert.name = "DrizzleQueryError";
    expect(errorSummary(failedInsert)).toBe("DrizzleQueryError (22021)");
    expect(errorSummary(new TypeError("Cannot read properties of undefined (reading 'secret question')"))).toBe("TypeError");
    expect(errorSummary("a thrown string with an e-mail a@b.co")).toBe("string");
  });
});
