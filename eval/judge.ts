import type { QualityJudgeConfig } from "@/lib/config";
import { JUDGE_CRITERIA, judgeReading } from "@/lib/writers/quality/judge";
import type { JudgeReading } from "./run";

/**
 * The judge the evaluation asks when QUALITY_JUDGE=anthropic (lib/writers/quality/judge.ts): every reading it
 * wrote, not a sample, so that two runs are compared on the same readings, each language's means in its own
 * column. The safety flag becomes the share of readings flagged.
 */
export function evaluationJudge(judge: QualityJudgeConfig | undefined): JudgeReading | undefined {
  if (!judge) return undefined;
  return async (reading) => {
    const judgement = await judgeReading(reading, { judge });
    if (!judgement) return undefined;
    const scores = Object.fromEntries(JUDGE_CRITERIA.map((criterion) => [criterion, judgement[criterion]]));
    return { ...scores, "flagged (share)": judgement.flagged ? 1 : 0 };
  };
}
