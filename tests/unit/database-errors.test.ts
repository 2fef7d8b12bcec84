import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isLostConnection } from "@/db/errors";
import { DatabaseQueryError } from "@/db/query-error";

const driverError = (code: string) => Object.assign(new Error(`driver says ${code}`), { code });
const failedQuery = (code: string) => new DrizzleQueryError("select $1", ["a question"], driverError(code));
/** What a failed query is once it leaves db/ (db/query-error.ts). */
const summarisedQuery = (code: string) => new DatabaseQueryError(driverError(code));

describe("database errors", () => {
  it.each(["ECONNREFUSED", "CONNECT_TIMEOUT", "57P01", "57P03", "08006", "57014", "53300", "CONNECTION_ENDED"])("takes %s for the database being unavailable, wrapped or not", (code) => {
    expect(isDatabaseUnavailable(driverError(code))).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(code))).toBe(true);
    expect(isDatabaseUnavailable(summarisedQuery(code))).toBe(true);
  });

  it("takes a reset or closed connection for the database being unavailable, wrapped or not (a transaction's BEGIN is not wrapped)", () => {
    for (const code of ["ECONNRESET", "EPIPE", "CONNECTION_CLOSED"]) {
      expect(isDatabaseUnavailable(failedQuery(code))).toBe(true);
      expect(isDatabaseUnavailable(driverError(code))).toBe(true);
    }
  });

  it.each(["23505", "42P01", "22P02", "40001"])("takes SQLSTATE %s (a bug or a conflict) for no outage", (code) => {
    expect(isDatabaseUnavailable(failedQuery(code))).toBe(false);
    expect(isDatabaseUnavailable(summarisedQuery(code))).toBe(false);
    expect(isLostConnection(driverError(code))).toBe(false);
  });

  it.each(["ECONNRESET", "EPIPE", "CONNECTION_CLOSED", "57P01", "08006"])("sends a query again after %s, whose connection died before an answer", (code) => {
    expect(isLostConnection(driverError(code))).toBe(true);
  });

  it("never sends a query again when the database refused the connection or timed the statement out", () => {
    for (const code of ["ECONNREFUSED", "CONNECT_TIMEOUT", "57014"]) expect(isLostConnection(driverError(code))).toBe(false);
  });

  it("knows nothing of errors without a code", () => {
    expect(isDatabaseUnavailable(new Error("plain"))).toBe(false);
    expect(isDatabaseUnavailable("text")).toBe(false);
  });
});
