/**
 * When a question is one the reader has just asked (docs/product.md#reading-screen): the same words after
 * normalising, or a close full-text match that the database found. Pure, so both halves can be tested
 * without a database; lib/readings/similar.ts asks the database and this decides.
 */

/** How far back a question counts as asked again: a week. */
export const SIMILAR_WINDOW_DAYS = 7;

/**
 * A question's words as compared for sameness: case, accents, punctuation and extra spaces do not count
 * ("¿Volverá mi ex?" and "volvera mi ex" are the same words).
 */
export function normalisedQuestion(question: string): string {
  return question
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A past reading as the database answered it: `closeMatch` when its question's stems and the new one's are the same. */
export type SimilarCandidate = { id: string; question: string; createdAt: Date; closeMatch: boolean };

/** The newest candidate (they come newest first) that asks the same question, or null. */
export function newestSimilar<Candidate extends SimilarCandidate>(question: string, candidates: readonly Candidate[]): Candidate | null {
  const words = normalisedQuestion(question);
  return candidates.find((candidate) => candidate.closeMatch || (words !== "" && normalisedQuestion(candidate.question) === words)) ?? null;
}
