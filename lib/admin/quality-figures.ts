import "server-only";
import { sql } from "drizzle-orm";
import { type Database } from "@/db";
import { rowsOf } from "@/db/rows";
import { QUALITY_CHECKS } from "@/lib/domain/quality-checks";
import { z } from "@/lib/zod";
import type { QualityFigures } from "./summary-response";
import { checksOfWindow } from "./window-runs";

const checkRow = z.object({ writer: z.string(), check: z.string(), checked: z.number(), passed: z.number() });

/**
 * The quality checks' results per writer and check since `since` (docs/product.md#operator-console): every kind
 * of writing together, each check counted where it applied (`writer_runs.quality`, lib/writers/quality/). One
 * statement over the window's kept counts (lib/admin/window-runs.ts); writers in the database's order, checks in
 * QUALITY_CHECKS' order, only those that ran.
 */
export async function qualityFigures(db: Database, since: Date): Promise<QualityFigures> {
  const rows = rowsOf(checkRow, await db.execute(sql`select writer, "check", checked, passed from ${checksOfWindow(since)} as checks order by writer`));
  const writers = [...new Set(rows.map(({ writer }) => writer))];
  return writers.flatMap((writer) =>
    QUALITY_CHECKS.flatMap((check) => {
      const row = rows.find((candidate) => candidate.writer === writer && candidate.check === check);
      return row && row.checked > 0 ? [{ check, writer, checked: row.checked, passed: row.passed }] : [];
    }),
  );
}
