/**
 * The pool's figures, kept by the database layer and read by the metrics when they are scraped
 * (lib/observability/metrics.ts): postgres.js keeps its pool's figures to itself, and these are what they
 * would tell. db/ only counts; it imports nothing above it (docs/architecture.md#layers). Kept on globalThis
 * so that every copy of this module in Next's bundles counts into the same figures.
 */

export type Driver = "pglite" | "postgres";

type PoolFigures = {
  /** Connections each driver's pool may open (PGlite: 1), as set by the last database opened with it. */
  maxConnections: Map<Driver, number>;
  /** Queries and transactions in flight; above the pool's maximum, some wait for a connection. */
  busy: number;
};

const holder = globalThis as unknown as { [key: symbol]: PoolFigures | undefined };
const FIGURES = Symbol.for("arcana.databasePoolFigures");

function figures(): PoolFigures {
  return (holder[FIGURES] ??= { maxConnections: new Map(), busy: 0 });
}

export function recordPoolMax(driver: Driver, connections: number): void {
  figures().maxConnections.set(driver, connections);
}

/** Counts one query or transaction as in flight until `work` settles. */
export function trackDatabaseWork<T>(work: PromiseLike<T>): Promise<T> {
  const current = figures();
  current.busy += 1;
  return Promise.resolve(work).finally(() => {
    current.busy -= 1;
  });
}

/** The figures as they are now. */
export function databasePoolFigures(): { maxConnections: ReadonlyMap<Driver, number>; busy: number } {
  const { maxConnections, busy } = figures();
  return { maxConnections: new Map(maxConnections), busy };
}
