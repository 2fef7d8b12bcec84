import { FEEDBACK_NOTE_MAX_LENGTH } from "@/lib/domain/vocabularies";
import { writtenText } from "@/lib/text";
import { z } from "@/lib/zod";

export { FEEDBACK_NOTE_MAX_LENGTH };

/** Did this reading help? `PUT /api/readings/:id/feedback`'s body; an empty note is no note. */
export const feedbackRequestSchema = z.object({
  helpful: z.boolean({ error: "must be true or false" }),
  note: writtenText()
    .max(FEEDBACK_NOTE_MAX_LENGTH, `must be at most ${FEEDBACK_NOTE_MAX_LENGTH} characters`)
    .transform((text) => text.trim() || null)
    .nullish()
    .transform((note) => note ?? null),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
