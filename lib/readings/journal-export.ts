import "server-only";
import { allDailyCards } from "@/lib/daily/daily-cards";
import { AppError } from "@/lib/errors";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { z } from "@/lib/zod";
import { allJournalReadings } from "./journal";
import type { JournalArchive } from "./journal-response";
import { journalMarkdown } from "./journal-markdown";

/** The export's formats (docs/product.md#journal-routes): Markdown, as it always was, unless JSON is asked for. */
const exportFormatSchema = z.enum(["markdown", "json"]);
type ExportFormat = z.infer<typeof exportFormatSchema>;

export function exportFormatOf(format: string | null): ExportFormat {
  if (format === null || format === "") return "markdown";
  const parsed = exportFormatSchema.safeParse(format);
  if (!parsed.success) throw new AppError("invalid_request", "Invalid format: use markdown or json.");
  return parsed.data;
}

/**
 * The language of the Markdown export: the page's the reader exported from (`?locale=`), else the one their
 * profile keeps, else English. JSON is data and has no words of ours.
 */
export function exportLocaleOf(asked: string | null, profile: Locale | null): Locale {
  return asked !== null && isLocale(asked) ? asked : (profile ?? DEFAULT_LOCALE);
}

/** A file to download: its text, media type and name. */
export type ExportFile = { body: string; contentType: string; filename: string };

/** The caller's whole journal, readings and cards of the day, as one file of the format asked for. */
export async function exportJournal(
  userId: string,
  { format, appName, now, locale = DEFAULT_LOCALE }: { format: ExportFormat; appName: string; now: Date; locale?: Locale },
): Promise<ExportFile> {
  const [readings, dailyCards] = await Promise.all([allJournalReadings(userId), allDailyCards(userId)]);
  const day = now.toISOString().slice(0, 10);
  if (format === "json") {
    const archive: JournalArchive = { app: appName, exportedAt: now.toISOString(), readings, dailyCards };
    return { body: JSON.stringify(archive, null, 2), contentType: "application/json; charset=utf-8", filename: `arcana-readings-${day}.json` };
  }
  return {
    body: journalMarkdown(readings, { appName, exportedAt: now, dailyCards, locale }),
    contentType: "text/markdown; charset=utf-8",
    filename: `arcana-readings-${day}.md`,
  };
}
