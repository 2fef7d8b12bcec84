import "server-only";
import type { QUALITY_CHECKS } from "@/lib/domain/quality-checks";
import type { WRITING_KINDS, WRITING_OUTCOMES } from "@/lib/domain/vocabularies";

/**
 * The closed sets a writing is counted by, in the metrics (lib/observability/metrics.ts) and in
 * the `writer_runs` table the operator console reads (lib/admin/summary.ts). The lists live in
 * lib/domain/vocabularies.ts because db/schema.ts checks the table's columns against them.
 */
export type WritingKind = (typeof WRITING_KINDS)[number];
export type WritingOutcome = (typeof WRITING_OUTCOMES)[number];

/** The quality checks that applied to a finished writing (lib/writers/quality/), each passed (true) or failed. */
export type QualityCheck = (typeof QUALITY_CHECKS)[number];
export type QualityResult = Partial<Record<QualityCheck, boolean>>;
