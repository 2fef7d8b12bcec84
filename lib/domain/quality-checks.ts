/**
 * The quality checks a writing may be held to (lib/writers/quality/): `writer_runs.quality` stores each one that
 * applied as passed or failed, and the console and the metrics count them by these names. A plain list that
 * imports nothing, like lib/domain/vocabularies.ts.
 */
export const QUALITY_CHECKS = [
  "cards_named",
  "no_undrawn_cards",
  "sections_in_order",
  "length_in_window",
  "question_answered",
  "verdict_fits_question",
  "question_language",
  "no_shadow_encouragement",
  "verdict_fits_cards",
  "no_certainty",
  "no_instruction",
  "referral",
  "third_party",
  "no_omen_outcome",
] as const;
