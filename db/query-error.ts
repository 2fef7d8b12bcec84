import { DrizzleQueryError } from "drizzle-orm/errors";
import { PgPreparedQuery } from "drizzle-orm/pg-core";

/**
 * A failed statement as it leaves the database layer: its SQLSTATE and the names of the constraint, table
 * and column it points at (our schema's words), and nothing else. Drizzle's own error carries the
 * statement and its parameters in its message and fields, and the driver's error quotes values in its
 * message and detail ('invalid input syntax for type uuid: "…"', 'Failing row contains (…)'); whatever
 * prints an error (our logger, Next printing a page's failure, Node an unhandled rejection) would print
 * an e-mail or a question. This one has nothing of them, and no cause to print them through.
 */
export class DatabaseQueryError extends Error {
  /** The SQLSTATE, or the driver's code for a connection that failed (db/errors.ts reads it). */
  readonly code?: string;
  readonly constraint?: string;
  readonly table?: string;
  readonly column?: string;

  constructor(driverError: unknown) {
    const field = (...names: string[]) => stringField(driverError, names);
    const code = field("code");
    const constraint = field("constraint", "constraint_name");
    super(`Failed query${code ? ` (${code})` : ""}${constraint ? ` on constraint ${constraint}` : ""}`);
    this.name = "DatabaseQueryError";
    this.code = code;
    this.constraint = constraint;
    this.table = field("table", "table_name");
    this.column = field("column", "column_name");
  }
}

/** The first of these fields that holds a string (PGlite and postgres.js name them differently). */
function stringField(error: unknown, names: string[]): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  for (const name of names) {
    const value = (error as Record<string, unknown>)[name];
    if (typeof value === "string") return value;
  }
  return undefined;
}

type QueryRunner = (this: unknown, queryString: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;
const INSTALLED = Symbol.for("arcana.databaseQueryErrors");

/**
 * Makes every statement drizzle runs, through either driver and inside transactions too, fail with a
 * DatabaseQueryError instead of drizzle's error. Drizzle has no hook for its errors: this wraps the one
 * method through which all its prepared queries run (tests/integration/database.test.ts fails should a
 * drizzle upgrade rename it). Idempotent.
 */
export function installDatabaseQueryErrors(): void {
  const prototype = PgPreparedQuery.prototype as unknown as { queryWithCache?: QueryRunner; [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  const original = prototype.queryWithCache;
  if (typeof original !== "function") throw new Error("drizzle-orm changed: PgPreparedQuery.queryWithCache is gone (db/query-error.ts)");
  prototype.queryWithCache = async function (queryString, params, query) {
    try {
      return await original.call(this, queryString, params, query);
    } catch (error) {
      throw new DatabaseQueryError(error instanceof DrizzleQueryError ? error.cause : error);
    }
  };
  prototype[INSTALLED] = true;
}
