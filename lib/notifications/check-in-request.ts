import { CHECK_IN_DAYS, CHECK_IN_NOTE_MAX_LENGTH, CHECK_IN_OUTCOMES } from "@/lib/domain/vocabularies";
import { writtenText } from "@/lib/text";
import { z } from "@/lib/zod";

export { CHECK_IN_DAYS, CHECK_IN_NOTE_MAX_LENGTH, CHECK_IN_OUTCOMES };

/** `POST /api/readings/:id/check-in-reminder`: 'Ask me in 7 / 14 / 30 days what happened'. */
export const checkInReminderRequestSchema = z.object({
  inDays: z.union(
    CHECK_IN_DAYS.map((days) => z.literal(days)),
    { error: `must be one of ${CHECK_IN_DAYS.join(", ")}` },
  ),
});
export type CheckInReminderRequest = z.infer<typeof checkInReminderRequestSchema>;

/** `PUT /api/readings/:id/check-in`: what happened, whether the reading helped, and an optional note (empty is none). */
export const checkInRequestSchema = z.object({
  happened: z.enum(CHECK_IN_OUTCOMES, { error: `must be one of ${CHECK_IN_OUTCOMES.join(", ")}` }),
  helpful: z.boolean({ error: "must be true or false" }),
  note: writtenText()
    .max(CHECK_IN_NOTE_MAX_LENGTH, `must be at most ${CHECK_IN_NOTE_MAX_LENGTH} characters`)
    .transform((text) => text.trim() || null)
    .nullish()
    .transform((note) => note ?? null),
});
export type CheckInRequest = z.infer<typeof checkInRequestSchema>;
