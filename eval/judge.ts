import type { JudgeFigures } from "./scorecard";
import type { JudgeReading } from "./run";

/**
 * The judge the evaluation asks when QUALITY_JUDGE=anthropic. GAP: the judge's scoring function
 * (lib/writers/quality/judge.ts, branch issue31-judge) is not on this branch yet, so a configured judge is
 * reported as missing rather than silently left out.
 */
export function evaluationJudge(requested: boolean): JudgeReading | Extract<JudgeFigures, { missing: string }> | undefined {
  if (!requested) return undefined;
  return { missing: "asked for (QUALITY_JUDGE=anthropic), but lib/writers/quality/judge.ts's scoring function is not on this branch yet" };
}
