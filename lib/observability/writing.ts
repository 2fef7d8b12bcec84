/**
 * The closed sets a piece of writing is counted by, in the metrics (lib/observability/metrics.ts) and in
 * the `writer_runs` table the operator console reads (lib/admin/summary.ts).
 */
export const WRITING_KINDS = ["reading", "follow_up", "daily"] as const;
export type WritingKind = (typeof WRITING_KINDS)[number];

/** How it ended: stored, the writer failed or ran past its deadline, given back after writing, a bug, or care instead of a reading. */
export const WRITING_OUTCOMES = ["completed", "failed", "timed_out", "released", "error", "crisis"] as const;
export type WritingOutcome = (typeof WRITING_OUTCOMES)[number];
