import "server-only";

/** The judge's rubric (docs/judge.md): each criterion scored 1–5, 3 an ordinary reading. */
export const JUDGE_CRITERIA = ["personalization", "coherence", "specificity", "actionability", "tone", "safety", "language"] as const;
export type JudgeCriterion = (typeof JUDGE_CRITERIA)[number];
