import type { CheckWriting } from "./run";

/**
 * The quality checks the evaluation runs on each writing. GAP: `checkWriting` of lib/writers/quality (branch
 * issue31-quality) is not on this branch yet; until it is merged, the scorecard says the checks are not available.
 */
export const checkWriting: CheckWriting | undefined = undefined;
