import "server-only";
import { and, gte, isNotNull, sql, type SQL } from "drizzle-orm";
import { schema, type Database } from "@/db";
import { QUALITY_CHECKS } from "@/lib/domain/quality-checks";
import type { QualityFigures } from "./summary-response";

const { writerRuns } = schema;

/** How often one check was run in the rows matched, and how often it passed (`writer_runs.quality`, lib/writers/quality/). */
const ran = (check: string) => sql<number>`count(*) filter (where (${writerRuns.quality} ->> ${sql.raw(`'${check}'`)}) is not null)`.mapWith(Number);
const passed = (check: string) => sql<number>`count(*) filter (where (${writerRuns.quality} ->> ${sql.raw(`'${check}'`)}) = 'true')`.mapWith(Number);

/**
 * The quality checks' results per writer and check since `since` (docs/product.md#operator-console): every kind
 * of writing together, each check counted where it applied. One grouped query, a pair of counts per check.
 */
export async function qualityFigures(db: Database, since: Date): Promise<QualityFigures> {
  const counts = Object.fromEntries(QUALITY_CHECKS.flatMap((check) => [[`${check}:checked`, ran(check)], [`${check}:passed`, passed(check)]])) as Record<string, SQL.Aliased<number> | SQL<number>>;
  const rows = await db
    .select({ writer: writerRuns.writer, ...counts })
    .from(writerRuns)
    .where(and(gte(writerRuns.createdAt, since), isNotNull(writerRuns.quality)))
    .groupBy(writerRuns.writer)
    .orderBy(writerRuns.writer);
  return rows.flatMap((row) => {
    const figures = row as unknown as Record<string, number> & { writer: string };
    return QUALITY_CHECKS.map((check) => ({ check, writer: figures.writer, checked: figures[`${check}:checked`], passed: figures[`${check}:passed`] })).filter(
      ({ checked }) => checked > 0,
    );
  });
}
