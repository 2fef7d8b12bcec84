import { isDatabaseAway } from "./errors";

/**
 * What this process last found of its PostgreSQL server: reachable, or away (docs/architecture.md#failure-handling).
 * Once a query has failed to reach it (refused, reset, timed out connecting, shutting down), every other query
 * is refused at once with `DATABASE_AWAY` (a 503 with `Retry-After`, lib/http/respond.ts) while one query at a
 * time goes through to find out whether it is back; the first that reaches it opens the way again.
 * Without this, queries waited in postgres.js's queue while it reconnected with a growing backoff (up to 20 s),
 * and a request hung that long, then waited as long again after the server returned.
 */
export type DatabaseGate = {
  /** Runs `attempt` (one query, or one transaction), or refuses it at once while the database is away and another query is finding out. */
  run<T>(attempt: () => PromiseLike<T>): Promise<T>;
};

export class DatabaseAwayError extends Error {
  override name = "DatabaseAwayError";
  readonly code = "DATABASE_AWAY";
  constructor() {
    super("The database could not be reached a moment ago; another query is finding out whether it is back.");
  }
}

export function databaseGate(): DatabaseGate {
  let away = false;
  let probing = false;
  return {
    async run(attempt) {
      if (!away) {
        try {
          return await attempt();
        } catch (error) {
          if (isDatabaseAway(error)) away = true;
          throw error;
        }
      }
      if (probing) throw new DatabaseAwayError();
      probing = true;
      try {
        const result = await attempt();
        away = false;
        return result;
      } catch (error) {
        // Any answer from the server (a constraint, a bad statement) says it is back.
        away = isDatabaseAway(error);
        throw error;
      } finally {
        probing = false;
      }
    },
  };
}
