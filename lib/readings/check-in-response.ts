import { CHECK_IN_DAYS, CHECK_IN_OUTCOMES } from "@/lib/domain/vocabularies";
import { z } from "@/lib/zod";

export type CheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];

/** The words of 'What happened?', in the order the form offers them. */
export const CHECK_IN_OUTCOME_LABELS: Record<CheckInOutcome, string> = {
  as_read: "Much as the reading said",
  partly: "Partly",
  not_as_read: "Not as it said",
  too_soon: "Too soon to tell",
};

/** The hindsight check-in's answer, stored with its reading (lib/notifications/check-ins.ts). */
export const checkInAnswerSchema = z.object({
  happened: z.enum(CHECK_IN_OUTCOMES),
  helpful: z.boolean(),
  note: z.string().nullable(),
  checkedInAt: z.string(),
});
export type CheckInAnswer = z.infer<typeof checkInAnswerSchema>;

/**
 * A reading's check-in: the days after it the reader asked to be asked (null: never asked), and the answer
 * once given (null until then).
 */
export const readingCheckInSchema = z.object({
  inDays: z.union(CHECK_IN_DAYS.map((days) => z.literal(days))).nullable(),
  answer: checkInAnswerSchema.nullable(),
});
export type ReadingCheckIn = z.infer<typeof readingCheckInSchema>;
