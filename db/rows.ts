import type { z } from "zod";

/**
 * The rows of a raw statement (`db.execute`), checked against the shape the statement selects, so
 * its callers get types the statement has proven rather than a cast: postgres.js answers an array of
 * rows, PGlite an object holding them.
 */
export function rowsOf<Row extends z.ZodType>(row: Row, result: unknown): z.infer<Row>[] {
  const rows: unknown[] = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return rows.map((value) => row.parse(value));
}
