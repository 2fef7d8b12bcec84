import "server-only";
import path from "node:path";
import type { DatabaseTarget } from "@/db";
import { getConfig } from "@/lib/config";

/**
 * Where the configuration puts the process's database: PostgreSQL at DATABASE_URL (with its statement
 * timeout), or PGlite in DATA_DIR/pglite. instrumentation.ts hands this to db/ (`configureDatabase`) at start-up.
 */
export function configuredDatabaseTarget(): DatabaseTarget {
  const config = getConfig();
  return config.databaseUrl
    ? { url: config.databaseUrl, statementTimeoutMs: config.databaseStatementTimeoutMs }
    : { pgliteDir: path.join(/*turbopackIgnore: true*/ config.dataDir, "pglite") };
}
