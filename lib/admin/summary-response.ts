import "server-only";
import { z } from "@/lib/zod";
import { QUALITY_CHECKS } from "@/lib/domain/quality-checks";
import { WRITING_KINDS } from "@/lib/domain/vocabularies";

/** `{ key, count }` rows, largest first: readings by spread, category, writer or outcome. */
const countsSchema = z.array(z.object({ key: z.string(), count: z.number().int().nonnegative() }));

/** Milliseconds at the 50th and 95th percentile; null without a writing that got that far. */
const percentilesSchema = z.object({ p50: z.number().nullable(), p95: z.number().nullable() });

/** A writer's work on one kind of writing: how many, how fast, what it read and wrote, and what that cost. */
const writerFiguresSchema = z.object({
  kind: z.enum(WRITING_KINDS),
  writer: z.string(),
  /** The billed model; null for a writer that names none (local, or care instead of a reading). */
  model: z.string().nullable(),
  runs: z.number().int().nonnegative(),
  firstTokenMs: percentilesSchema,
  totalMs: percentilesSchema,
  inputTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
  /** US dollars from the price table (lib/config.ts); null for a model it does not list. */
  costUsd: z.number().nullable(),
});
export type WriterFigures = z.infer<typeof writerFiguresSchema>;

/** One quality check's results for one writer in a window: how often it applied, and how often it passed (lib/writers/quality/). */
const qualityFiguresSchema = z.array(
  z.object({ check: z.enum(QUALITY_CHECKS), writer: z.string(), checked: z.number().int().nonnegative(), passed: z.number().int().nonnegative() }),
);
export type QualityFigures = z.infer<typeof qualityFiguresSchema>;

/** The figures of one window: today (since 00:00 UTC) or the last 30 days. */
const windowFiguresSchema = z.object({
  window: z.enum(["today", "last30Days"]),
  since: z.iso.datetime(),
  signUps: z.number().int().nonnegative(),
  /** Users with a completed reading in the window (of the readings still kept). */
  activeReaders: z.number().int().nonnegative(),
  readings: z.object({
    completed: z.number().int().nonnegative(),
    bySpread: countsSchema,
    byCategory: countsSchema,
    byWriter: countsSchema,
    /** Every reading asked for, by how it ended (completed, failed, timed_out, released, error, crisis). */
    byOutcome: countsSchema,
  }),
  followUps: z.object({ completed: z.number().int().nonnegative(), byOutcome: countsSchema }),
  dailyCards: z.number().int().nonnegative(),
  /** Bonus readings earned through referrals, and those operators granted. */
  referralCredits: z.number().int().nonnegative(),
  grantedCredits: z.number().int().nonnegative(),
  /** Customers whose first subscription began in the window. */
  conversions: z.number().int().nonnegative(),
  writers: z.array(writerFiguresSchema),
  /** The quality checks' results per check and writer, every kind of writing together. */
  quality: qualityFiguresSchema,
  /** The writers' estimated cost of readings (all attempts) per completed reading; null without one. */
  costPerReadingUsd: z.number().nullable(),
});
export type WindowFigures = z.infer<typeof windowFiguresSchema>;

/** GET /api/admin/summary. */
export const adminSummarySchema = z.object({
  generatedAt: z.iso.datetime(),
  /** Now: subscribers who keep Premium, and of them those cancelling at the period's end. */
  subscribers: z.object({ active: z.number().int().nonnegative(), cancelling: z.number().int().nonnegative() }),
  windows: z.array(windowFiguresSchema),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
