import { z } from "@/lib/zod";
import { dailyEntrySchema } from "@/lib/daily/daily-response";
import { readingCheckInSchema } from "./check-in-response";
import { rememberedSchema } from "./remembered";
import { cardNameSchema, categoryIdSchema, spreadIdSchema, voiceSchema } from "@/lib/tarot/schemas";

/** One past reading in the journal list (docs/product.md#journal-routes), as the server sends it and the browser parses it. */
const journalItemSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  question: z.string(),
  type: spreadIdSchema,
  category: categoryIdSchema,
  cards: z.array(cardNameSchema),
});
export type JournalItem = z.infer<typeof journalItemSchema>;

/** A page of the journal, newest first; `nextCursor` is null on the last page. */
export const journalPageSchema = z.object({ readings: z.array(journalItemSchema), nextCursor: z.string().nullable() });
export type JournalPage = z.infer<typeof journalPageSchema>;

/** A completed follow-up question and its answer, kept with its reading (docs/product.md#follow-up-routes). */
export const followUpEntrySchema = z.object({ id: z.string(), question: z.string(), answer: z.string(), createdAt: z.string() });
export type FollowUpEntry = z.infer<typeof followUpEntrySchema>;

/** The owner's answer to 'Did this reading help?'. */
export const readingFeedbackSchema = z.object({ helpful: z.boolean(), note: z.string().nullable() });
export type ReadingFeedback = z.infer<typeof readingFeedbackSchema>;

/**
 * One reading opened to reread, with its interpretation, its follow-ups (oldest first) and its feedback.
 * The server always sends both; they are optional here so that a reading built without them (the export's
 * tests, an older server) still reads.
 */
export const journalReadingSchema = journalItemSchema.extend({
  interpretation: z.string(),
  /** The reader voice it was written in (docs/product.md#reader-voices); absent from an older export: gentle. */
  voice: voiceSchema.optional(),
  followUps: z.array(followUpEntrySchema).optional(),
  feedback: readingFeedbackSchema.nullable().optional(),
  /** What its writer was given of the reader's recent readings (lib/readings/remembered.ts); the reading's page sends it. */
  remembered: rememberedSchema.optional(),
  /** The reader drew the cards from their own deck ('Your own draw'); sent with one opened reading. */
  ownDraw: z.boolean().optional(),
  /** 'Ask me in 7 / 14 / 30 days what happened': the days asked for and the answer (lib/readings/check-in-response.ts). */
  checkIn: readingCheckInSchema.optional(),
});
export type JournalReading = z.infer<typeof journalReadingSchema>;

/**
 * `GET /api/readings/export?format=json` (docs/product.md#journal-routes): everything the journal holds,
 * readings with their follow-ups and feedback and the kept cards of the day, each newest first.
 */
export const journalArchiveSchema = z.object({
  app: z.string(),
  exportedAt: z.string(),
  readings: z.array(journalReadingSchema),
  dailyCards: z.array(dailyEntrySchema),
});
export type JournalArchive = z.infer<typeof journalArchiveSchema>;
