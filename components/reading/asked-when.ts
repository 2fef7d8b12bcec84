import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/languages";

/** The offer's words: 'You asked this today — ', '… yesterday — ', '… on {weekday} — '. */
export type AskedWords = Pick<Messages["reading"]["similar"], "today" | "yesterday" | "onDay">;

/**
 * When the reader asked a question before, in their own time zone, for the similar-question offer
 * ('You asked this on Tuesday — …'): "today", "yesterday", or the weekday, in `locale` (English's en-US
 * when none: the words around it decide the weekday's language); the day is the reader's.
 */
export function askedWhen(askedAt: Date, now: Date, { locale, timeZone }: { locale?: string; timeZone?: string } = {}): "today" | "yesterday" | { weekday: string } {
  const days = dayNumber(now, timeZone) - dayNumber(askedAt, timeZone);
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  return { weekday: new Intl.DateTimeFormat(locale ?? "en-US", { weekday: "long", timeZone }).format(askedAt) };
}

/** The local calendar day of an instant, as a count of days, so two of them subtract. */
function dayNumber(instant: Date, timeZone: string | undefined): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  return Date.UTC(part("year"), part("month") - 1, part("day")) / 86_400_000;
}

/** The offer's sentence before its link: 'You asked this on Tuesday — '. */
export function askedThisSentence(askedAt: Date, now: Date, words: AskedWords, where: { locale?: string; timeZone?: string } = {}): string {
  const when = askedWhen(askedAt, now, where);
  if (when === "today") return words.today;
  if (when === "yesterday") return words.yesterday;
  return fill(words.onDay, when);
}
