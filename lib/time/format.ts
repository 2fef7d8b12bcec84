/**
 * How dates read (issue 34): one style for readers and one for the operator console.
 * - Readers: the long date in their locale and time zone ("25 November 2026" in en-GB, "November 25, 2026"
 *   in en-US), with the time when it matters ("25 November 2026 at 19:15"). In the browser the locale and
 *   zone are the reader's own (undefined: the runtime's); on the server, where the reader is not known,
 *   callers say which (en-GB, UTC).
 * - The console: UTC, sortable, the same for every operator ("2026-11-25 19:19 UTC").
 * A `YYYY-MM-DD` calendar day (a card of the day) names one day everywhere and is never shifted by a zone.
 */

import { LANGUAGES, type Language } from "@/languages/languages";

export type DateStyleWhere = { locale?: string; timeZone?: string };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions, { locale, timeZone }: DateStyleWhere): Intl.DateTimeFormat {
  const key = JSON.stringify([locale ?? null, timeZone ?? null, options]);
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, made);
  }
  return made;
}

function instant(at: Date | string): Date {
  return typeof at === "string" ? new Date(at) : at;
}

/**
 * The first of the month as languages write it that Intl leaves as a bare "1": French "1er décembre",
 * Brazilian Portuguese "1º de dezembro", Italian "1º dicembre" (each language's line of languages/languages.ts).
 * By the formatter's tag, else its primary language.
 */
const FIRST_OF_MONTH: Readonly<Record<string, string>> = Object.fromEntries(
  (LANGUAGES as readonly Language[]).flatMap((language) => (language.firstOfMonth === null ? [] : [[language.formats ?? language.code, language.firstOfMonth]])),
);

function formatted(date: Date, made: Intl.DateTimeFormat): string {
  const { locale } = made.resolvedOptions();
  const first = FIRST_OF_MONTH[locale] ?? FIRST_OF_MONTH[locale.split("-")[0]];
  if (!first) return made.format(date);
  return made
    .formatToParts(date)
    .map((part) => (part.type === "day" && part.value === "1" ? first : part.value))
    .join("");
}

/** A reader's date: "25 November 2026" (en-GB), "1er décembre 2026" (fr), in their zone. */
export function readerDate(at: Date | string, where: DateStyleWhere = {}): string {
  return formatted(instant(at), formatter({ dateStyle: "long" }, where));
}

/** A reader's date and time: "25 November 2026 at 19:15" (en-GB), "November 25, 2026 at 7:15 PM" (en-US), in their zone. */
export function readerDateTime(at: Date | string, where: DateStyleWhere = {}): string {
  return formatted(instant(at), formatter({ dateStyle: "long", timeStyle: "short" }, where));
}

/** A calendar day in the reader's style: "2026-11-25" → "25 November 2026" (en-GB), whatever the zone. */
export function readerDay(day: string, { locale }: { locale?: string } = {}): string {
  return readerDate(new Date(`${day}T00:00:00Z`), { locale, timeZone: "UTC" });
}

/** The console's time: "2026-11-25 19:19 UTC". */
export function consoleTime(at: Date | string): string {
  return `${instant(at).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
